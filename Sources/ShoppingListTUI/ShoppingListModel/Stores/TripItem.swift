/// An item checked during a trip, as it was then: what the household bought, and the category
/// whose place in the walk teaches the store's aisle order.
package struct TripItem: Equatable, Hashable, Sendable {
  /// The item's name.
  package var name: String
  /// The item's category then; empty when it had none.
  package var category: String

  /// An item checked with this name and category.
  package init(name: String, category: String) {
    self.name = name
    self.category = category
  }
}
