import TestSupport
import Testing

@testable import ShoppingListFeatures
@testable import ShoppingListStorage
@testable import ShoppingListViews
@testable import TerminalUI

@MainActor
struct StatusBarViewTests {
  static func draw(_ state: StatusBarView.ViewState, width: Int = 80) -> Canvas {
    var canvas = Canvas(size: Size(width: width, height: 1))
    StatusBarView.render(state, into: &canvas, in: canvas.bounds)
    return canvas
  }

  static func status(
    counts: String = "12 items · 3 in basket", mode: String? = nil, message: String? = nil,
    hint: String? = nil, save: String? = "saved", savePath: String? = nil, failing: Bool = false
  ) -> StatusBarView.ViewState {
    var state = StatusBarView.ViewState(App.State(), list: nil)
    state.counts = counts
    state.mode = mode
    state.message = message
    state.messageHint = hint
    state.save = save
    state.savePath = savePath
    state.isSaveFailing = failing
    return state
  }

  @Test func countsLeftSaveStateRightMessageBetween() {
    let canvas = Self.draw(Self.status(mode: "filtering", message: "Sorted"))
    #expect(canvas.lines == [
      " 12 items · 3 in basket · filtering   Sorted" + String(repeating: " ", count: 30)
        + "saved ",
    ])
  }

  static let listPath = "/home/ada/.local/share/shopping-list/list.json"

  @Test func aFailureSaysWhyFirstThenTheFileShortenedInTheMiddle() {
    let failure = Self.status(
      counts: "3 items · 1 in basket", save: "save failed: Permission denied",
      savePath: Self.listPath, failing: true
    )
    #expect(Self.draw(failure).lines == [
      " 3 items · 1 in basket   save failed: Permission denied — /home/ada/…/list.json ",
    ])
    var withMessage = failure
    withMessage.message = "Sorted"
    #expect(Self.draw(withMessage).lines == [
      " 3 items · 1 in basket   Sorted   save failed: Permission denied — /…/list.json ",
    ])
    var wide = failure
    wide.savePath = "/tmp/list.json"
    #expect(Self.draw(wide).lines == [
      " 3 items · 1 in basket" + String(repeating: " ", count: 10)
        + "save failed: Permission denied — /tmp/list.json ",
    ])
  }

  @Test func aFailureLeavesOutAFileThatDoesNotFit() {
    let canvas = Self.draw(
      Self.status(
        counts: "3 items · 1 in basket", message: "Deleted “milk”", hint: "u to undo",
        save: "save failed: Permission denied", savePath: Self.listPath, failing: true
      )
    )
    #expect(canvas.lines == [
      " 3 items   Deleted “milk” · u to undo            save failed: Permission denied ",
    ])
  }

  @Test func aLongFailureTakesAtMostTwoFifthsAndTheMessageIsCutFirst() {
    let canvas = Self.draw(
      Self.status(
        message: "Deleted “a very long item name that goes on”", hint: "u to undo",
        save: "save failed: No space left on device", savePath: Self.listPath,
        failing: true
      ),
      width: 60
    )
    #expect(canvas.lines == [
      " 12 items   Deleted “a… · u to undo  save failed: No space… ",
    ])
    let failureColumn = 40
    #expect(canvas[failureColumn, 0].style == Style([.reverse, .bold], color: .danger))
  }

  /// At 40 columns the message once read "Del…" with its way back gone: the counts give way
  /// first, then the message's words, never the key that undoes it.
  @Test func aNarrowBarGivesWayByPriority() {
    let state = Self.status(message: "Deleted “semi-skimmed milk”", hint: "u to undo")
    #expect(Self.draw(state, width: 40).lines == [" 12 items   Deleted… · u to undo  saved "])
    #expect(
      Self.draw(state, width: 72).lines == [
        " 12 items   Deleted “semi-skimmed milk” · u to undo               saved "
      ]
    )
    #expect(
      Self.draw(state, width: 80).lines == [
        " 12 items · 3 in basket   Deleted “semi-skimmed milk” · u to undo         saved "
      ]
    )
  }

  @Test func theWholeRowIsReversed() {
    let canvas = Self.draw(Self.status(), width: 30)
    #expect((0..<30).allSatisfy { canvas[$0, 0].style.attributes.contains(.reverse) })
  }

  @Test func aReadOnlyListHasNoSaveStateAndSaysSoWhenShown() {
    let list = ShoppingList.State(readOnlyReason: "list.json is locked")
    let shown = StatusBarView.ViewState(
      App.State(list: list), list: ShoppingListView.ViewState(list)
    )
    #expect(shown.save == nil)
    #expect(shown.mode == "read-only")
    var counter = App.State(list: list)
    counter.activePane = .counter
    let hidden = StatusBarView.ViewState(counter, list: nil)
    #expect(hidden.save == nil)
    #expect(hidden.mode == nil)
  }

  @Test func theCounterShowsItsCountAndTheListsSaveState() {
    var app = App.State()
    app.activePane = .counter
    app.counter.count = -7
    app.list.save.status = .saving
    let state = StatusBarView.ViewState(app, list: nil)
    #expect(state.counts == "count -7")
    #expect(state.save == "saving…")
  }

  @Test func quittingSaysWhatItWaitsFor() {
    var app = App.State()
    app.statusMessage = "Sorted"
    app.quitting = .savingList(asksOnFailure: true)
    #expect(StatusBarView.ViewState(app, list: nil).message == "Saving before quitting…")
  }
}
