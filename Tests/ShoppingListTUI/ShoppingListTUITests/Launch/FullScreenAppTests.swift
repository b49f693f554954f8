import Architecture
import Foundation
import Testing
import TestSupport

@testable import ShoppingListFeatures
@testable import ShoppingListModel
@testable import ShoppingListStorage
@testable import ShoppingListTUI

/// The store the launcher builds from the command line's options.
@Suite(.hangWatchdog(.seconds(60)))
@MainActor
struct FullScreenAppTests {
  static func options(
    facts: FactsMode = .auto, debugLogPath: String? = nil
  ) -> LaunchOptions {
    LaunchOptions(
      list: .singleFile(ListFile(path: "/nonexistent/list.json")), facts: facts,
      debugLogPath: debugLogPath
    )
  }

  @Test(arguments: FactsMode.allCases)
  func theFactsModeReachesTheCounter(mode: FactsMode) {
    let store = FullScreenApp.makeStore(
      list: ShoppingList.State(), options: Self.options(facts: mode), storage: ListSaves().storage
    )
    #expect(store.state.counter.factsMode == mode)
    #expect(store.state.activePane == .list)
  }

  @Test func theLoadedListIsThereFromTheStart() {
    let milk = ShoppingItem(id: UUID(1), name: "milk")
    let store = FullScreenApp.makeStore(
      list: ShoppingList.State(items: [milk]), options: Self.options(),
      storage: ListSaves().storage
    )
    #expect(Array(store.state.list.items) == [milk])
  }

  @Test func theDebugLogGetsEveryActionAndTheChangeItCaused() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.appending("debug.log")
    let store = FullScreenApp.makeStore(
      list: ShoppingList.State(), options: Self.options(debugLogPath: path),
      storage: ListSaves().storage
    )
    store.send(.nextPaneKeyPressed)
    store.send(.helpKeyPressed)
    let log = try String(contentsOfFile: path, encoding: .utf8)
    #expect(log.contains("App.Action.nextPaneKeyPressed"))
    #expect(log.contains("\u{2212}   activePane: .list,"))
    #expect(log.contains("+   activePane: .counter,"))
    #expect(log.contains("App.Action.helpKeyPressed"))
  }
}
