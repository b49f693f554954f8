import Architecture
import Foundation
import Testing

@testable import ShoppingListTUI

@MainActor
struct AppTests {
  static let screen = Size(width: 80, height: 24)

  // MARK: - Screen size

  @Test func theScreenSizeReachesBothPanesWithTheListGettingTheRowsBetweenTheBars() async {
    let store = TestStore(initialState: App.State()) { App() }
    await store.send(.screenResized(Self.screen)) { $0.screenSize = Self.screen }
    await store.receive(
      .list(.screenResized(screen: Self.screen, pane: Size(width: 80, height: 22)))
    ) {
      $0.list.screenSize = Self.screen
      $0.list.viewport.width = 80
      $0.list.viewport.height = 22
    }
    await store.receive(.counter(.screenResized(Self.screen))) {
      $0.counter.screenSize = Self.screen
    }
  }

  @Test func aResizeRelaysTheHelpOutAndKeepsItsScrollInRange() async {
    var state = App.State(screenSize: Self.screen)
    var help = Help.State(pane: .list, screenSize: Self.screen)
    help.scrollOffset = help.layout.maxScrollOffset
    state.help = help
    let tall = Size(width: 80, height: 200)
    let store = TestStore(initialState: state) { App() }
    store.exhaustivity = .off
    await store.send(.screenResized(tall))
    await store.receive(.help(.screenResized(tall))) {
      $0.help?.screenSize = tall
      $0.help?.scrollOffset = 0
    }
    #expect(store.state.list.viewport.height == 198)
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
    await store.send(.list(.delegate(.statusMessage("Deleted “milk” · u to undo")))) {
      $0.statusMessage = "Deleted “milk” · u to undo"
    }
    await clock.advance(by: App.statusMessageDuration - .milliseconds(1))
    await clock.advance(by: .milliseconds(1))
    await store.receive(\.statusMessageExpired) { $0.statusMessage = nil }
  }

  @Test func aNewMessageReplacesTheOldOneAndGetsItsOwnThreeSeconds() async {
    let clock = TestClock()
    let store = Self.makeStore(clock: clock)
    await store.send(.list(.delegate(.statusMessage("Deleted “milk” · u to undo")))) {
      $0.statusMessage = "Deleted “milk” · u to undo"
    }
    await clock.advance(by: .seconds(2))
    await store.send(.list(.delegate(.statusMessage("Deleted “eggs” · u to undo")))) {
      $0.statusMessage = "Deleted “eggs” · u to undo"
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
    #expect(store.state.statusMessage?.contains("milk") == true)
    await clock.advance(by: App.statusMessageDuration)
    await store.receive(\.statusMessageExpired)
    #expect(store.state.statusMessage == nil)
  }

  // MARK: - Help

  @Test func helpListsTheActivePanesKeysScrollsWithinRangeAndCloses() async {
    let store = TestStore(initialState: App.State(screenSize: Self.screen)) { App() }
    await store.send(.helpKeyPressed) {
      $0.help = Help.State(pane: .list, screenSize: Self.screen)
    }
    let maxOffset = store.state.help?.layout.maxScrollOffset ?? 0
    #expect(maxOffset > 20)
    await store.send(.help(.scrollDownKeyPressed)) { $0.help?.scrollOffset = 1 }
    await store.send(.help(.scrollUpKeyPressed)) { $0.help?.scrollOffset = 0 }
    await store.send(.help(.scrollUpKeyPressed))
    // 20 lines show at 80×24, so a page is 19 lines.
    var offset = 0
    while offset < maxOffset {
      offset = min(offset + 19, maxOffset)
      await store.send(.help(.pageDownKeyPressed)) { $0.help?.scrollOffset = offset }
    }
    await store.send(.help(.scrollDownKeyPressed))
    await store.send(.help(.pageUpKeyPressed)) { $0.help?.scrollOffset = maxOffset - 19 }
    await store.send(.help(.dismissKeyPressed)) { $0.help = nil }
  }

  @Test func helpOnTheCounterListsTheCountersKeys() async {
    var state = App.State(screenSize: Self.screen)
    state.activePane = .counter
    let store = TestStore(initialState: state) { App() }
    await store.send(.helpKeyPressed) {
      $0.help = Help.State(pane: .counter, screenSize: Self.screen)
    }
  }
}
