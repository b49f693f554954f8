import ShoppingListModel

/// A store's aisles as `A` shows them: its categories in the order the list follows there,
/// with a cursor, so a person can move one up or down (which sets the order by hand) or go back
/// to the order the trips taught.
package struct StoreAisles: Equatable, Sendable {
  /// The store.
  package var store: StoreID
  /// The store's name.
  package var name: String
  /// The categories in the store's order, then the list's others in the order they would
  /// take there.
  package var categories: [String]
  /// Whether a person set the order by hand (else the trips taught it).
  package var isHandSet: Bool
  /// How many finished trips taught the order.
  package var tripCount: Int
  /// The highlighted category, an index into ``categories``.
  package var cursor = 0

  /// The aisles of `store`, with the categories of `items` it does not know yet after its own.
  package init(_ store: GroceryStore, items: some Sequence<ShoppingItem>, cursor: Int = 0) {
    self.store = store.id
    name = store.name
    let aisles = store.aisles
    categories =
      aisles.categories
      + aisles.sorted(items.map(\.category)).filter {
        !$0.isEmpty && aisles.position(of: $0) == nil
      }
    isHandSet = store.handSetAisles != nil
    tripCount = store.tripCount
    self.cursor = max(0, min(categories.count - 1, cursor))
  }

  /// The highlighted category, if there is any.
  package var current: String? {
    categories.indices.contains(cursor) ? categories[cursor] : nil
  }

  /// Moves the cursor by `rows`, staying on a category.
  mutating func moveCursor(by rows: Int) {
    cursor = max(0, min(categories.count - 1, cursor + rows))
  }

  /// Moves the highlighted category by `offset` places, the cursor with it: the order is then
  /// set by hand. `false` when it could not move (at an end).
  mutating func moveCurrent(by offset: Int) -> Bool {
    let target = cursor + offset
    guard categories.indices.contains(cursor), categories.indices.contains(target) else {
      return false
    }
    categories.swapAt(cursor, target)
    cursor = target
    isHandSet = true
    return true
  }
}
