import ShoppingListStorage

/// One reversible change to the list's items, as undo and redo replay it.
///
/// Undo keeps changes rather than copies of the list, so a step costs what the change touched,
/// not the size of the list: 100 steps on a 100,000-item list stay small.
package enum ItemsChange: Equatable, Sendable {
  /// Put these items back at these positions, listed in ascending order of position.
  case insert([PlacedItem])
  /// Remove the items with these ids.
  case remove([ShoppingItem.ID])
  /// Give the item this name.
  case rename(ShoppingItem.ID, to: String)
  /// Check or uncheck the item.
  case setChecked(ShoppingItem.ID, Bool)
  /// Move the item to this position.
  case move(ShoppingItem.ID, to: Int)
  /// Put all items in this order (a sort and its undo).
  case reorder([ShoppingItem.ID])
}

/// An item together with its position in the list, so a removal can be undone in place.
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
