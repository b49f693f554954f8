import Architecture
import Foundation
import TestSupport
import Testing

@testable import ShoppingListFeatures
@testable import ShoppingListModel
@testable import ShoppingListStorage
@testable import ShoppingListViews
@testable import TerminalUI

/// Going to the store on screen: the list in the store's aisle order with the basket last, an
/// item added elsewhere during the trip marked, one the last trip missed marked, the header
/// saying where and how far; another device's trip in the header; a store's aisles.
@Suite(.hangWatchdog(.seconds(60)))
@MainActor
struct TripViewTests {
  static let now = Date(timeIntervalSince1970: 1_764_000_000)
  static let lidl = GroceryStore(
    id: StoreID(UUID(21)), name: "Lidl",
    learnedAisles: AisleOrder(categories: ["Bakery", "Produce", "Dairy & Eggs", "Frozen"]),
    tripCount: 3)
  static let aldi = GroceryStore(id: StoreID(UUID(22)), name: "Aldi")
  /// Last week's trip, which did not find saffron.
  static let lastWeek = Trip(
    id: UUID(30), store: lidl.id, shopper: "Ada", started: now.addingTimeInterval(-7 * 86_400),
    finished: now.addingTimeInterval(-7 * 86_400 + 1_800),
    checked: [TripItem(name: "bread", category: "Bakery")], notFound: ["saffron"])
  static let items = [
    ShoppingItem(
      id: UUID(1), name: "milk", quantity: ItemQuantity(amount: 2, unit: "l"),
      category: "Dairy & Eggs"),
    ShoppingItem(id: UUID(2), name: "sourdough bread", category: "Bakery"),
    ShoppingItem(id: UUID(3), name: "apples", note: "the crisp ones", category: "Produce"),
    ShoppingItem(id: UUID(4), name: "frozen peas", category: "Frozen"),
    ShoppingItem(id: UUID(5), name: "saffron", category: "Pantry"),
    ShoppingItem(
      id: UUID(6), name: "bananas", isChecked: true, quantity: ItemQuantity(amount: 6),
      category: "Produce"),
    ShoppingItem(id: UUID(7), name: "oat milk", category: "Dairy & Eggs"),
  ]

  /// Ada's list on a trip to Lidl: bananas in the basket, oat milk just added by Ben.
  static func onATrip() -> App.State {
    var list = ShoppingList.State(items: items)
    list.stores = StoreDirectory(stores: [lidl, aldi], trips: [lastWeek])
    list.trip = ShoppingTrip(
      trip: Trip(
        id: UUID(40), store: lidl.id, shopper: "Ada", started: now,
        checked: [TripItem(name: "bananas", category: "Produce")]),
      storeName: "Lidl", arrivals: [UUID(7)], groupedBefore: false)
    list.takesUpTrip = false
    list.regroup()
    list.cursor = 0
    return App.State(list: list)
  }

  @Test(arguments: [Size(width: 40, height: 22), Size(width: 100, height: 24)])
  func aTripInTheStoresOrder(size: Size) throws {
    let app = try AppHarness(Self.onATrip(), size: size)
    assertCanvasSnapshot(app.screen, named: "\(size.width)x\(size.height)")
  }

  @Test(arguments: [Size(width: 40, height: 12), Size(width: 100, height: 12)])
  func someoneElseShoppingShowsAboveTheList(size: Size) throws {
    var list = ShoppingList.State(items: Array(Self.items.prefix(3)))
    let bens = Trip(
      id: UUID(41), store: Self.lidl.id, shopper: "Ben", isOwn: false, started: Self.now)
    list.stores = StoreDirectory(stores: [Self.lidl], trips: [bens])
    list.othersShopping = [bens]
    let app = try AppHarness(App.State(list: list), size: size)
    assertCanvasSnapshot(app.screen, named: "\(size.width)x\(size.height)")
  }

  @Test func theAislesOfTheStore() throws {
    let app = try AppHarness(Self.onATrip(), size: Size(width: 40, height: 16))
    app.type("AjJ")
    assertCanvasSnapshot(app.screen, named: "40x16")
  }

  /// On a trip a blank line stands before each aisle's heading; a click finds the row drawn
  /// under it, and a click on the blank line or the heading does nothing.
  @Test func aClickFindsTheRowUnderASpacedHeading() {
    var state = Self.onATrip()
    state.list.viewport = Viewport(
      layout: ShoppingList.Layout(width: 80, rows: 22, rowsWhileFiltering: 21))
    func click(y: Int) -> App.Action? {
      AppView.action(
        for: MouseEvent(.press(.left), at: Point(x: 30, y: y)),
        in: AppView.ViewState(state), on: Size(width: 80, height: 24))
    }
    // Row 1 is Bakery's heading, 2 the bread, 3 blank, 4 Produce's heading, 5 the apples.
    #expect(click(y: 2) == .list(.rowClicked(UUID(2))))
    #expect(click(y: 3) == nil)
    #expect(click(y: 4) == nil)
    #expect(click(y: 5) == .list(.rowClicked(UUID(3))))
  }
}
