import Architecture
import Foundation
import TestSupport
import Testing

@testable import ShoppingListFeatures
@testable import ShoppingListModel
@testable import ShoppingListStorage
@testable import ShoppingListViews
@testable import TerminalUI

/// Several lists on screen: the header names the list shown and its place among them, `L`
/// lists them with their counts, `m` asks where the item goes.
@Suite(.hangWatchdog(.seconds(60)))
@MainActor
struct ListsViewTests {
  static let party = ListID(UUID(201))
  static let hardware = ListID(UUID(202))
  static let lists = [
    ListSummary(id: .main, name: "Groceries", itemCount: 2, uncheckedCount: 1),
    ListSummary(id: hardware, name: "Hardware store", itemCount: 0, uncheckedCount: 0),
    ListSummary(id: party, name: "Party", itemCount: 1, uncheckedCount: 1),
  ]

  static func groceries() -> App.State {
    App.State(
      list: ShoppingList.State(
        items: [
          ShoppingItem(id: UUID(1), name: "milk"),
          ShoppingItem(id: UUID(2), name: "eggs", isChecked: true),
        ],
        list: lists[0], lists: lists))
  }

  @Test func theHeaderNamesTheListShown() throws {
    let app = try AppHarness(Self.groceries())
    assertCanvasSnapshot(app.screen, named: "80x24")
  }

  @Test func theListsDialog() throws {
    let app = try AppHarness(Self.groceries())
    app.type("L")
    assertCanvasSnapshot(app.screen, named: "80x24")
  }

  @Test func theMoveDialog() throws {
    let app = try AppHarness(Self.groceries())
    app.type("m")
    assertCanvasSnapshot(app.screen, named: "80x24")
  }

  @Test func aNewListsNameTypedAtTheTop() throws {
    let app = try AppHarness(Self.groceries())
    app.type("NHardware")
    assertCanvasSnapshot(app.screen, named: "80x24")
    #expect(app.screen.cursor == .visible(at: Point(x: 18, y: 1)))
  }
}
