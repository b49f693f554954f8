/// Adding a name that is on the list already changes the item there instead of adding a
/// second one: the rule the app and `shopping-list add` share.
extension ShoppingItem {
  /// The changes that add this item again with `quantity`: it comes out of the basket, and a
  /// quantity given is added to its own when they are counted alike, or replaces it.
  ///
  /// ```swift
  /// milk.changesAddingAgain(ItemQuantity(amount: 2))  // [.setChecked(milk.id, false), …]
  /// ```
  package func changesAddingAgain(_ quantity: ItemQuantity?) -> [ListChange] {
    var changes: [ListChange] = []
    if isChecked { changes.append(.setChecked(id, false)) }
    if let quantity {
      let total = ItemQuantity.adding(quantity, to: self.quantity)
      if total != self.quantity { changes.append(.setQuantity(id, total)) }
    }
    return changes
  }

  /// Whether this item's name, case and accents aside, is `folded` (a name folded once by
  /// ``NameFolding/folded(_:)`` for a look through the whole list).
  package func isNamed(folded: String) -> Bool {
    NameFolding.folded(name) == folded
  }
}
