/// An item together with its position in the list, so that a removal can be undone in place.
package struct PlacedItem: Equatable, Sendable {
  /// The item's index in the list.
  package var offset: Int
  /// The item.
  package var item: ShoppingItem

  /// `item` at index `offset`.
  package init(offset: Int, item: ShoppingItem) {
    self.offset = offset
    self.item = item
  }
}
