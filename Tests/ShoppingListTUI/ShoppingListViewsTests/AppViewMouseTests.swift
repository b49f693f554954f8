import Architecture
import Foundation
import Testing
import TestSupport

@testable import ShoppingListFeatures
@testable import ShoppingListModel
@testable import ShoppingListStorage
@testable import ShoppingListViews
@testable import TerminalUI

/// Which action each click and wheel turn sends on an 80×24 screen: the header on row 0, the
/// list's rows from row 1 (the checkbox in columns 2 to 4), the status bar on row 23.
@MainActor
struct AppViewMouseTests {
  static let items = (1...5).map { ShoppingItem(id: UUID($0), name: "item \($0)") }
  static let screen = Size(width: 80, height: 24)

  static func action(
    _ kind: MouseEvent.Kind, x: Int, y: Int, in state: App.State
  ) -> App.Action? {
    AppView.action(
      for: MouseEvent(kind, at: Point(x: x, y: y)), in: AppView.ViewState(state), on: screen
    )
  }

  static func listApp(_ change: (inout App.State) -> Void = { _ in }) -> App.State {
    var state = App.State(list: ShoppingList.State(items: items))
    state.list.viewport = Viewport(
      layout: ShoppingList.Layout(width: 80, rows: 22, rowsWhileFiltering: 21)
    )
    change(&state)
    return state
  }

  @Test func aClickOnARowMovesTheCursorThereAndOnItsCheckboxChecksIt() {
    let state = Self.listApp()
    #expect(Self.action(.press(.left), x: 30, y: 3, in: state) == .list(.rowClicked(UUID(3))))
    #expect(Self.action(.press(.left), x: 0, y: 3, in: state) == .list(.rowClicked(UUID(3))))
    #expect(Self.action(.press(.left), x: 5, y: 1, in: state) == .list(.rowClicked(UUID(1))))
    #expect(Self.action(.press(.left), x: 79, y: 5, in: state) == .list(.rowClicked(UUID(5))))
    for x in 2...4 {
      #expect(
        Self.action(.press(.left), x: x, y: 3, in: state) == .list(.checkboxClicked(UUID(3)))
      )
    }
  }

  @Test func clicksOffTheRowsAndOtherButtonsDoNothing() {
    let state = Self.listApp()
    #expect(Self.action(.press(.left), x: 30, y: 6, in: state) == nil)
    #expect(Self.action(.press(.left), x: 3, y: 23, in: state) == nil)
    #expect(Self.action(.release(.left), x: 3, y: 3, in: state) == nil)
    #expect(Self.action(.press(.right), x: 3, y: 3, in: state) == nil)
    #expect(Self.action(.press(.middle), x: 30, y: 3, in: state) == nil)
  }

  @Test func rowsUnderTheFilterLineAreOneLower() {
    let state = Self.listApp { $0.list.filter = ItemFilter() }
    #expect(Self.action(.press(.left), x: 30, y: 1, in: state) == nil)
    #expect(Self.action(.press(.left), x: 30, y: 3, in: state) == .list(.rowClicked(UUID(2))))
    #expect(Self.action(.press(.left), x: 3, y: 2, in: state) == .list(.checkboxClicked(UUID(1))))
  }

  @Test func rowsScrolledDownAreTheOnesClicked() {
    let state = Self.listApp {
      $0.list.viewport.layout = ShoppingList.Layout(width: 80, rows: 2, rowsWhileFiltering: 1)
      $0.list.viewport.top = 3
      $0.list.cursor = 3
    }
    #expect(Self.action(.press(.left), x: 30, y: 1, in: state) == .list(.rowClicked(UUID(4))))
    #expect(Self.action(.press(.left), x: 30, y: 2, in: state) == .list(.rowClicked(UUID(5))))
    #expect(Self.action(.press(.left), x: 30, y: 3, in: state) == nil)
  }

  @Test func theWheelScrollsTheListThreeRowsANotch() {
    let state = Self.listApp()
    #expect(Self.action(.wheelDown, x: 30, y: 12, in: state) == .list(.wheelScrolled(rows: 3)))
    #expect(Self.action(.wheelUp, x: 30, y: 1, in: state) == .list(.wheelScrolled(rows: -3)))
    #expect(Self.action(.wheelDown, x: 30, y: 0, in: state) == nil)
    #expect(Self.action(.wheelDown, x: 30, y: 23, in: state) == nil)
  }

  /// " Shopping list " takes columns 0 to 14, " Counter " 16 to 24.
  @Test func aClickOnAPanesNameShowsThatPane() {
    for state in [Self.listApp(), Self.listApp { $0.activePane = .counter }] {
      #expect(Self.action(.press(.left), x: 0, y: 0, in: state) == .tabClicked(.list))
      #expect(Self.action(.press(.left), x: 14, y: 0, in: state) == .tabClicked(.list))
      #expect(Self.action(.press(.left), x: 15, y: 0, in: state) == nil)
      #expect(Self.action(.press(.left), x: 16, y: 0, in: state) == .tabClicked(.counter))
      #expect(Self.action(.press(.left), x: 24, y: 0, in: state) == .tabClicked(.counter))
      #expect(Self.action(.press(.left), x: 25, y: 0, in: state) == nil)
      #expect(Self.action(.press(.left), x: 76, y: 0, in: state) == nil)
      #expect(Self.action(.press(.right), x: 18, y: 0, in: state) == nil)
    }
  }

  @Test func theCounterPaneTakesNoClicks() {
    let state = Self.listApp { $0.activePane = .counter }
    #expect(Self.action(.press(.left), x: 30, y: 3, in: state) == nil)
    #expect(Self.action(.wheelDown, x: 30, y: 3, in: state) == nil)
  }

  /// The question's footer is on row 13: "y Remove" in columns 53 to 60, "n Keep" 64 to 69.
  @Test func aClickOnADialogsButtonPicksItAndNothingElseReachesBeneath() {
    let state = Self.listApp { $0.list.confirmationDialog = .clearChecked(count: 2) }
    #expect(
      Self.action(.press(.left), x: 53, y: 13, in: state)
        == .list(.confirmationDialog(.presented(.removeCheckedItems)))
    )
    #expect(
      Self.action(.press(.left), x: 60, y: 13, in: state)
        == .list(.confirmationDialog(.presented(.removeCheckedItems)))
    )
    #expect(
      Self.action(.press(.left), x: 69, y: 13, in: state)
        == .list(.confirmationDialog(.dismiss))
    )
    #expect(Self.action(.press(.left), x: 62, y: 13, in: state) == nil)
    #expect(Self.action(.press(.left), x: 52, y: 13, in: state) == nil)
    #expect(Self.action(.press(.left), x: 53, y: 12, in: state) == nil)
    #expect(Self.action(.press(.left), x: 30, y: 1, in: state) == nil)
    #expect(Self.action(.press(.left), x: 18, y: 0, in: state) == nil)
    #expect(
      Self.action(.wheelDown, x: 30, y: 1, in: state)
        == .list(.confirmationDialogScrolled(.lineDown))
    )
  }

  /// The quit question's footer is on row 15: "y Quit" in columns 50 to 55, "n Keep open" 59
  /// to 69.
  @Test func aClickOnTheQuitQuestionsButtonsPicksThem() {
    let state = Self.listApp {
      $0.alert = .quitWithoutSaving(
        SaveFailure(
          reason: "No space left on device", path: "/home/ada/.local/share/shopping-list/list.json"
        )
      )
    }
    #expect(
      Self.action(.press(.left), x: 50, y: 15, in: state) == .alert(.presented(.quitWithoutSaving))
    )
    #expect(Self.action(.press(.left), x: 69, y: 15, in: state) == .alert(.dismiss))
    #expect(Self.action(.press(.left), x: 57, y: 15, in: state) == nil)
    #expect(Self.action(.press(.left), x: 3, y: 3, in: state) == nil)
    #expect(Self.action(.wheelUp, x: 30, y: 10, in: state) == .alertScrolled(.lineUp))
  }

  @Test func theHelpOverlayClosesOnAClickAndScrollsWithTheWheel() {
    let state = Self.listApp { $0.help = Help.State(pane: .list) }
    #expect(Self.action(.press(.left), x: 18, y: 0, in: state) == .help(.dismissKeyPressed))
    #expect(Self.action(.release(.left), x: 18, y: 0, in: state) == nil)
    #expect(Self.action(.wheelDown, x: 30, y: 3, in: state) == .help(.scrollDownKeyPressed))
    #expect(Self.action(.wheelUp, x: 30, y: 3, in: state) == .help(.scrollUpKeyPressed))
  }

  @Test func whileQuittingTheMouseDoesNothing() {
    let state = Self.listApp { $0.quitting = .savingList(asksOnFailure: true) }
    #expect(Self.action(.press(.left), x: 3, y: 3, in: state) == nil)
    #expect(Self.action(.press(.left), x: 18, y: 0, in: state) == nil)
  }

  @Test func clicksThroughTheRuntimeCheckAnItemAndSwitchPanes() throws {
    let app = try AppHarness(Self.listApp())
    app.backend.type(.mouse(MouseEvent(.press(.left), at: Point(x: 3, y: 2))))
    app.runtime.inputAvailable()
    #expect(app.screen.lines[2].hasPrefix("› [x] item 2"))
    #expect(app.store.state.list.checkedCount == 1)
    app.backend.type(.mouse(MouseEvent(.press(.left), at: Point(x: 18, y: 0))))
    app.runtime.inputAvailable()
    #expect(app.store.state.activePane == .counter)
  }
}
