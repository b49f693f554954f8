import Architecture
import Foundation
import Testing
import TestSupport

@testable import ShoppingListFeatures
@testable import ShoppingListModel
@testable import ShoppingListStorage
@testable import ShoppingListViews
@testable import TerminalUI

/// The whole screen at 80×24 (and at the 40×12 minimum), drawn by the real runtime from the
/// app's store after real key presses.
@Suite(.hangWatchdog(.seconds(60)))
@MainActor
struct AppViewTests {
  static let milk = ShoppingItem(id: UUID(1), name: "milk")
  static let eggs = ShoppingItem(id: UUID(2), name: "eggs", isChecked: true)
  static let bread = ShoppingItem(id: UUID(3), name: "sourdough bread")

  static func groceries(readOnlyReason: String? = nil) -> App.State {
    App.State(
      list: ShoppingList.State(items: [milk, eggs, bread], readOnlyReason: readOnlyReason)
    )
  }

  // MARK: - Screens

  @Test func aListWithItems() throws {
    let app = try AppHarness(Self.groceries())
    assertCanvasSnapshot(app.screen, named: "80x24")
  }

  @Test func anEmptyListOnFirstRun() throws {
    let app = try AppHarness(App.State(list: ShoppingList.State(items: [], isOnDisk: false)))
    assertCanvasSnapshot(app.screen, named: "80x24")
  }

  @Test func addingAnItem() throws {
    let app = try AppHarness(Self.groceries())
    app.type("aoat mi")
    assertCanvasSnapshot(app.screen, named: "80x24")
    #expect(app.screen.cursor == .visible(at: Point(x: 12, y: 1)))
  }

  @Test func aDeletedItemIsAnnouncedInTheStatusBar() throws {
    let app = try AppHarness(Self.groceries())
    app.type("d")
    app.settle()
    assertCanvasSnapshot(app.screen, named: "80x24")
  }

  @Test func theCounterPane() throws {
    let app = try AppHarness(Self.groceries())
    app.press(.tab)
    app.type("+++")
    assertCanvasSnapshot(app.screen, named: "80x24")
  }

  @Test func aFactOverTheCounter() throws {
    var state = Self.groceries()
    state.counter.factsMode = .offline
    let app = try AppHarness(state) {
      $0.withRandomNumberGenerator = WithRandomNumberGenerator(SplitMix64(seed: 7))
    }
    app.press(.tab)
    app.type("++++++f")
    assertCanvasSnapshot(app.screen, named: "80x24")
  }

  @Test func helpOverTheList() throws {
    let app = try AppHarness(Self.groceries())
    app.type("?")
    assertCanvasSnapshot(app.screen, named: "80x24")
  }

  @Test func helpOverTheCounterScrolledToTheEnd() throws {
    let app = try AppHarness(Self.groceries())
    app.press(.tab)
    app.type("?")
    app.press(.pageDown, .pageDown, .pageDown)
    assertCanvasSnapshot(app.screen, named: "80x24")
  }

  @Test func aReadOnlyList() throws {
    let reason = "another shopping-list is using /home/ada/.local/share/shopping-list/list.json; "
      + "quit it to make changes here"
    let app = try AppHarness(Self.groceries(readOnlyReason: reason))
    assertCanvasSnapshot(app.screen, named: "80x24")
  }

  @Test func theQuestionWhenTheFinalSaveFails() async throws {
    var state = Self.groceries()
    state.list.save.unsaved = [.setChecked(Self.groceries().list.items[0].id, true)]
    state.list.save.status = .saving
    let app = try AppHarness(state, storage: ListSaves(failing: [ListSaves.diskFull]).storage)
    app.type("q")
    #expect(app.screen.lines.last?.contains("Saving before quitting…") == true)
    try await waitUntil { app.store.state.alert != nil }
    app.settle()
    assertCanvasSnapshot(app.screen, named: "80x24")
  }

  @Test func theSmallestScreen() throws {
    let app = try AppHarness(Self.groceries(), size: Size(width: 40, height: 12))
    app.type("x")
    assertCanvasSnapshot(app.screen, named: "40x12")
  }

  @Test func helpOnTheSmallestScreen() throws {
    let app = try AppHarness(Self.groceries(), size: Size(width: 40, height: 12))
    app.type("?")
    assertCanvasSnapshot(app.screen, named: "40x12")
  }

  // MARK: - Layout and the runtime

  @Test func theListIsToldItsRoomOnStartAndOnEveryResize() throws {
    let app = try AppHarness(Self.groceries())
    #expect(
      app.store.state.list.viewport.layout
        == ShoppingList.Layout(width: 80, rows: 22, rowsWhileFiltering: 21)
    )
    app.resize(to: Size(width: 100, height: 30))
    #expect(
      app.store.state.list.viewport.layout
        == ShoppingList.Layout(width: 100, rows: 28, rowsWhileFiltering: 27)
    )
    #expect(app.screen.size == Size(width: 100, height: 30))
    #expect(app.screen.lines[29].contains("3 items · 1 in basket"))
  }

  @Test func aResizeWhileEditingKeepsTheEdit() throws {
    let app = try AppHarness(Self.groceries())
    app.type("aoat mi")
    app.resize(to: Size(width: 60, height: 16))
    app.type("lk")
    #expect(app.screen.lines[1].contains("oat milk"))
    #expect(app.screen.lines[15].contains("editing"))
    app.press(.enter)
    #expect(app.store.state.list.items.first?.name == "oat milk")
  }

  @Test func tooSmallAScreenSaysSoAndTheAppRecovers() throws {
    let app = try AppHarness(Self.groceries())
    app.resize(to: Size(width: 30, height: 8))
    #expect(app.screen.lines.joined().contains("Terminal too small"))
    app.resize(to: Size(width: 80, height: 24))
    #expect(app.screen.lines[1].contains("milk"))
  }

  @Test func qQuitsAndTheRuntimeExitsWithZero() throws {
    let app = try AppHarness(Self.groceries())
    app.type("q")
    #expect(app.runtime.exitStatus == 0)
    #expect(app.store.state.hasQuit)
  }

  @Test func ctrlCQuitsWithTheInterruptStatus() throws {
    let app = try AppHarness(Self.groceries())
    app.press(.ctrl("c"))
    #expect(app.runtime.exitStatus == 130)
  }

  @Test func qTypedIntoANameIsALetter() throws {
    let app = try AppHarness(Self.groceries())
    app.type("aquince")
    #expect(app.runtime.exitStatus == nil)
    #expect(app.screen.lines[1].contains("quince"))
  }

  /// Waits for an effect to deliver its result, checking often instead of sleeping blindly.
  private func waitUntil(_ condition: () -> Bool) async throws {
    let deadline = ContinuousClock.now + .seconds(30)
    while !condition() {
      guard ContinuousClock.now < deadline else {
        Issue.record("Timed out waiting for the app")
        return
      }
      try await Task.sleep(for: .milliseconds(2))
    }
  }
}
