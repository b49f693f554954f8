import Architecture
import Testing

struct AlertStateTests {
  enum Action: Equatable { case deleteConfirmed, archiveConfirmed, move(String) }

  func alert(canArchive: Bool) -> AlertState<Action> {
    AlertState {
      TextState("Delete 3 items?")
    } actions: {
      ButtonState(role: .destructive, action: .deleteConfirmed) { TextState("Delete") }
      if canArchive {
        ButtonState(action: .send(.archiveConfirmed)) { TextState("Archive") }
      }
      ButtonState(role: .cancel) { TextState("Cancel") }
    } message: {
      TextState("This cannot be undone.")
    }
  }

  @Test func buildsButtonsWithConditionsInOrder() {
    let alert = self.alert(canArchive: true)
    #expect(String(state: alert.title) == "Delete 3 items?")
    #expect(alert.message == TextState("This cannot be undone."))
    #expect(alert.buttons.map { String(state: $0.label) } == ["Delete", "Archive", "Cancel"])
    #expect(alert.buttons.map(\.role) == [.destructive, nil, .cancel])
    #expect(alert.buttons.map(\.action.action) == [.deleteConfirmed, .archiveConfirmed, nil])
    #expect(self.alert(canArchive: false).buttons.count == 2)
  }

  @Test func comparesByContent() {
    #expect(self.alert(canArchive: true) == self.alert(canArchive: true))
    #expect(self.alert(canArchive: true) != self.alert(canArchive: false))
    #expect(AlertState<Action> { TextState("A") } != AlertState<Action> { TextState("B") })
  }

  @Test func loopsAndElseBranches() {
    let lists = ["Groceries", "Hardware"]
    let dialog = ConfirmationDialogState<Action>(titleVisibility: .visible) {
      TextState("Move to")
    } actions: {
      for list in lists {
        ButtonState(action: .move(list)) { TextState(list) }
      }
      if lists.isEmpty {
        ButtonState(role: .cancel) { TextState("Nowhere") }
      } else {
        ButtonState(role: .cancel) { TextState("Cancel") }
      }
    }
    #expect(dialog.titleVisibility == .visible)
    #expect(dialog.message == nil)
    #expect(
      dialog.buttons.map(\.action.action) == [.move("Groceries"), .move("Hardware"), nil]
    )
  }

  @Test func buttonsReportTheirActionAndMap() {
    var sent: [Action?] = []
    let button = ButtonState<Action>(action: .deleteConfirmed) { TextState("Delete") }
    button.withAction { sent.append($0) }
    ButtonState<Action> { TextState("OK") }.withAction { sent.append($0) }
    #expect(sent == [.deleteConfirmed, nil])
    let mapped = self.alert(canArchive: false).map { "\($0)" }
    #expect(mapped.buttons.map(\.action.action) == ["deleteConfirmed", nil])
    #expect(mapped.title == TextState("Delete 3 items?"))
  }

  @Test func textStateConcatenatesAndKeepsModifiers() {
    let text = TextState("Careful").bold() + TextState(", it is \(3) items")
    #expect(String(state: text) == "Careful, it is 3 items")
    #expect(text != TextState("Careful, it is 3 items"))
    #expect(TextState("Careful").bold().modifiers == [.bold])
    let literal: TextState = "Hi \(1)"
    #expect(literal == TextState("Hi 1"))
    #expect(TextState(verbatim: "Hi") == TextState("Hi"))
  }

  @Test func dumpsReadably() {
    var output = ""
    customDump(self.alert(canArchive: false), to: &output)
    #expect(
      output == """
        AlertState(
          title: "Delete 3 items?",
          buttons: [
            [0]: ButtonState(
              action: .send(
                .deleteConfirmed
              ),
              label: "Delete",
              role: .destructive
            ),
            [1]: ButtonState(
              action: .send(nil),
              label: "Cancel",
              role: .cancel
            )
          ],
          message: "This cannot be undone."
        )
        """
    )
  }
}
