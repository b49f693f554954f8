/// An item together with its position in the list, so a removal can be undone in place.
struct PlacedItem: Equatable, Sendable {
  /// The item's index in the list.
  var offset: Int
  /// The item.
  var item: ShoppingItem
}
