import ShoppingListModel

/// The trip under way in this app (`S`): the trip as it is written to the folder, and the items
/// that arrived from elsewhere since it started, which the list highlights so the shopper sees
/// what was added after they passed its aisle.
package struct ShoppingTrip: Equatable, Sendable {
  /// The trip, saved after each change to it.
  package var trip: Trip
  /// The store's name, as the stores last gave it.
  package var storeName: String
  /// The items another window or device added during the trip.
  package var arrivals: Set<ShoppingItem.ID> = []
  /// Whether the list was grouped before the trip, as it is again after.
  package var groupedBefore: Bool

  /// A trip at `storeName` as `trip` stands.
  package init(
    trip: Trip, storeName: String, arrivals: Set<ShoppingItem.ID> = [], groupedBefore: Bool
  ) {
    self.trip = trip
    self.storeName = storeName
    self.arrivals = arrivals
    self.groupedBefore = groupedBefore
  }

  /// Notes that `item` went into the basket, as it is now: its place in the walk teaches the
  /// store's order.
  mutating func noteChecked(_ item: ShoppingItem) {
    let category =
      item.category.isEmpty ? GroceryCatalog.category(for: item.name) ?? "" : item.category
    trip.checked.append(TripItem(name: item.name, category: category))
  }

  /// Notes that `item` came out of the basket again (unchecked, or the check undone).
  mutating func noteUnchecked(_ item: ShoppingItem) {
    guard let index = trip.checked.lastIndex(where: { $0.name == item.name }) else { return }
    trip.checked.remove(at: index)
  }
}
