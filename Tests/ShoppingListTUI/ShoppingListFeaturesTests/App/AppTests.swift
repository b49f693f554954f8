import Architecture
import Foundation
import Testing
import TestSupport

@testable import NumberFacts
@testable import ShoppingListFeatures
@testable import ShoppingListModel
@testable import ShoppingListStorage

@MainActor
struct AppTests {
  static let list80x24 = ShoppingList.Layout(width: 80, rows: 22, rowsWhileFiltering: 21)

  // MARK: - Layout

  @Test func aNewLayoutGoesStraightToTheListAndTheOverlaysShown() async {
    var state = App.State(list: ShoppingList.State(items: [.milk, .eggs]))
    state.help = Help.State(pane: .list)
    let store = TestStore(initialState: state) { App() }
    let help = TextExtent(lineCount: 75, visibleLineCount: 20)
    await store.send(.layoutChanged(App.Layout(list: Self.list80x24, help: help))) {
      $0.list.viewport.layout = ShoppingList.Layout(width: 80, rows: 22, rowsWhileFiltering: 21)
      $0.help?.scroll.extent = TextExtent(lineCount: 75, visibleLineCount: 20)
    }
    #expect(store.state.layout == App.Layout(list: Self.list80x24, help: help))
  }

  @Test func aShorterListKeepsTheCursorOnScreen() async {
    let items = (1...10).map { ShoppingItem(id: UUID($0), name: "item \($0)") }
    var state = App.State(list: ShoppingList.State(items: items))
    state.list.viewport.layout = Self.list80x24
    state.list.cursor = 9
    let store = TestStore(initialState: state) { App() }
    let short = ShoppingList.Layout(width: 80, rows: 4, rowsWhileFiltering: 3)
    await store.send(.layoutChanged(App.Layout(list: short))) {
      $0.list.viewport.layout = ShoppingList.Layout(width: 80, rows: 4, rowsWhileFiltering: 3)
      $0.list.viewport.top = 6
    }
  }

  @Test func aTallerScreenPullsTheHelpsScrollBackWithinItsLines() async {
    var state = App.State()
    state.help = Help.State(pane: .list)
    state.help?.scroll.measure(TextExtent(lineCount: 75, visibleLineCount: 20))
    state.help?.scroll.scroll(by: 55)
    let store = TestStore(initialState: state) { App() }
    let tall = TextExtent(lineCount: 75, visibleLineCount: 196)
    await store.send(.layoutChanged(App.Layout(list: ShoppingList.Layout(), help: tall))) {
      $0.help?.scroll.extent = TextExtent(lineCount: 75, visibleLineCount: 196)
      $0.help?.scroll.offset = 0
    }
  }

  @Test func aDialogsMeasurementGoesToTheScrollPositionBesideIt() async {
    var state = App.State()
    state.activePane = .counter
    state.counter.alert = AlertState {
      TextState("Fact about 42")
    } actions: {
      ButtonState(role: .cancel) { TextState("OK") }
    } message: {
      TextState("A long fact.")
    }
    let store = TestStore(initialState: state) { App() }
    #expect(store.state.layout.counterAlert == TextExtent(lineCount: 0, visibleLineCount: 0))
    let short = TextExtent(lineCount: 20, visibleLineCount: 7)
    await store.send(
      .layoutChanged(App.Layout(list: ShoppingList.Layout(), counterAlert: short))
    ) {
      $0.counter.alertScroll.extent = TextExtent(lineCount: 20, visibleLineCount: 7)
    }
    await store.send(.counter(.alertScrolled(.pageDown))) { $0.counter.alertScroll.offset = 6 }
    await store.send(.counter(.alertScrolled(.pageDown))) { $0.counter.alertScroll.offset = 12 }
    let taller = TextExtent(lineCount: 20, visibleLineCount: 10)
    await store.send(
      .layoutChanged(App.Layout(list: ShoppingList.Layout(), counterAlert: taller))
    ) {
      $0.counter.alertScroll.extent = TextExtent(lineCount: 20, visibleLineCount: 10)
      $0.counter.alertScroll.offset = 10
    }
    await store.send(.counter(.alert(.dismiss))) { $0.counter.alert = nil }
    #expect(store.state.layout.counterAlert == nil)
  }

  @Test func measurementsOfOverlaysThatAreNotShownChangeNothing() async {
    let store = TestStore(initialState: App.State()) { App() }
    let extent = TextExtent(lineCount: 3, visibleLineCount: 3)
    await store.send(
      .layoutChanged(
        App.Layout(
          list: ShoppingList.Layout(), listConfirmationDialog: extent, counterAlert: extent,
          help: extent, alert: extent
        )
      )
    )
  }

  // MARK: - Panes

  @Test func tabAndShiftTabSwitchPanesStartingWithTheList() async {
    let store = TestStore(initialState: App.State()) { App() }
    #expect(store.state.activePane == .list)
    await store.send(.nextPaneKeyPressed) { $0.activePane = .counter }
    await store.send(.nextPaneKeyPressed) { $0.activePane = .list }
    await store.send(.previousPaneKeyPressed) { $0.activePane = .counter }
    await store.send(.previousPaneKeyPressed) { $0.activePane = .list }
  }

  @Test func clickingAPanesNameShowsIt() async {
    let store = TestStore(initialState: App.State()) { App() }
    await store.send(.tabClicked(.counter)) { $0.activePane = .counter }
    await store.send(.tabClicked(.counter))
    await store.send(.tabClicked(.list)) { $0.activePane = .list }
  }

  @Test func clickingTheCounterKeepsTheNameBeingTyped() async {
    let milk = ShoppingItem(id: UUID(1), name: "milk")
    let clock = TestClock()
    let saves = ListSaves()
    let store = TestStore(initialState: App.State(list: ShoppingList.State(items: [milk]))) {
      App()
    } withDependencies: {
      $0.continuousClock = clock
      $0.listStorage = saves.storage
    }
    await store.send(.list(.editItemKeyPressed)) {
      $0.list.editing = ItemEditing(id: milk.id, isNew: false, name: "milk")
    }
    await store.send(.list(.editor(.textTyped("s")))) {
      $0.list.editing?.editor = LineEditor.State(text: "milks")
    }
    await store.send(.tabClicked(.counter)) {
      $0.activePane = .counter
      $0.list.editing = nil
      $0.list.items[0].name = "milks"
      $0.list.history.undoSteps = [
        UndoStep(change: .rename(milk.id, "milk"), label: "renamed “milk”")
      ]
      $0.list.save.unsaved = [.rename(milk.id, "milks")]
      $0.list.save.status = .saving
    }
    await clock.advance(by: ShoppingList.saveDelay)
    await store.receive(\.list.saveDelayElapsed) {
      $0.list.save.unsaved = []
      $0.list.save.writing = [.rename(milk.id, "milks")]
    }
    await store.receive(\.list.listSaved.success, 0) {
      $0.list.save.writing = nil
      $0.list.save.status = .saved
    }
    #expect(saves.all == [[.rename(milk.id, "milks")]])
  }

  @Test func eachPaneKeepsItsStateWhileTheOtherIsShown() async {
    let store = TestStore(initialState: App.State()) { App() }
    await store.send(.counter(.incrementKeyPressed)) { $0.counter.count = 1 }
    await store.send(.previousPaneKeyPressed) { $0.activePane = .counter }
    await store.send(.counter(.incrementKeyPressed)) { $0.counter.count = 2 }
    await store.send(.nextPaneKeyPressed) { $0.activePane = .list }
  }

  // MARK: - Status messages

  static func makeStore(clock: TestClock<Duration>) -> TestStore<App.State, App.Action> {
    TestStore(initialState: App.State()) {
      App()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func aStatusMessageFromTheListDisappearsAfterThreeSeconds() async {
    let clock = TestClock()
    let store = Self.makeStore(clock: clock)
    await store.send(
      .list(.delegate(.statusMessage(StatusMessage("Deleted “milk”", offersUndo: true))))
    ) {
      $0.statusMessage = StatusMessage("Deleted “milk”", offersUndo: true)
    }
    await clock.advance(by: App.statusMessageDuration - .milliseconds(1))
    await clock.advance(by: .milliseconds(1))
    await store.receive(\.statusMessageExpired) { $0.statusMessage = nil }
  }

  @Test func aNewMessageReplacesTheOldOneAndGetsItsOwnThreeSeconds() async {
    let clock = TestClock()
    let store = Self.makeStore(clock: clock)
    await store.send(
      .list(.delegate(.statusMessage(StatusMessage("Deleted “milk”", offersUndo: true))))
    ) {
      $0.statusMessage = StatusMessage("Deleted “milk”", offersUndo: true)
    }
    await clock.advance(by: .seconds(2))
    await store.send(
      .list(.delegate(.statusMessage(StatusMessage("Deleted “eggs”", offersUndo: true))))
    ) {
      $0.statusMessage = StatusMessage("Deleted “eggs”", offersUndo: true)
    }
    await clock.advance(by: .seconds(2))
    await clock.advance(by: .seconds(1))
    await store.receive(\.statusMessageExpired) { $0.statusMessage = nil }
  }

  @Test func deletingAnItemShowsTheListsMessage() async {
    let clock = TestClock()
    let milk = ShoppingItem(id: UUID(1), name: "milk")
    let store = TestStore(initialState: App.State(list: ShoppingList.State(items: [milk]))) {
      App()
    } withDependencies: {
      $0.continuousClock = clock
      $0.listStorage = ListSaves().storage
    }
    store.exhaustivity = .off
    await store.send(.list(.deleteItemKeyPressed))
    await store.receive(\.list.delegate.statusMessage)
    #expect(store.state.statusMessage == StatusMessage("Deleted “milk”", offersUndo: true))
    await clock.advance(by: App.statusMessageDuration)
    await store.receive(\.statusMessageExpired)
    #expect(store.state.statusMessage == nil)
  }

  // MARK: - Help

  @Test func helpListsTheActivePanesKeysScrollsWithinWhatWasMeasuredAndCloses() async {
    let store = TestStore(initialState: App.State()) { App() }
    await store.send(.helpKeyPressed) {
      $0.help = Help.State(pane: .list)
    }
    // NB: nothing is measured before the first frame, so there is nothing to scroll yet.
    await store.send(.help(.scrollDownKeyPressed))
    let extent = TextExtent(lineCount: 75, visibleLineCount: 20)
    await store.send(.layoutChanged(App.Layout(list: ShoppingList.Layout(), help: extent))) {
      $0.help?.scroll.extent = TextExtent(lineCount: 75, visibleLineCount: 20)
    }
    await store.send(.help(.scrollDownKeyPressed)) { $0.help?.scroll.offset = 1 }
    await store.send(.help(.scrollUpKeyPressed)) { $0.help?.scroll.offset = 0 }
    await store.send(.help(.scrollUpKeyPressed))
    // 20 lines show, so a page is 19 lines; 55 shows the last line at the bottom.
    await store.send(.help(.pageDownKeyPressed)) { $0.help?.scroll.offset = 19 }
    await store.send(.help(.pageDownKeyPressed)) { $0.help?.scroll.offset = 38 }
    await store.send(.help(.pageDownKeyPressed)) { $0.help?.scroll.offset = 55 }
    await store.send(.help(.pageDownKeyPressed))
    await store.send(.help(.scrollDownKeyPressed))
    await store.send(.help(.pageUpKeyPressed)) { $0.help?.scroll.offset = 36 }
    await store.send(.help(.dismissKeyPressed)) { $0.help = nil }
  }

  @Test func helpOnTheCounterListsTheCountersKeys() async {
    var state = App.State()
    state.activePane = .counter
    let store = TestStore(initialState: state) { App() }
    await store.send(.helpKeyPressed) {
      $0.help = Help.State(pane: .counter)
    }
  }
}
