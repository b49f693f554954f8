import ShoppingListModel
import ShoppingListStorage

/// What `check`, `uncheck` and `remove` do to the items they name.
enum ItemEdit: Equatable, Sendable {
  case check
  case uncheck
  case remove

  /// The changes for `items`; an item already in the wanted state gets none.
  func changes(for items: [ShoppingItem]) -> [ListChange] {
    switch self {
    case .check: items.filter { !$0.isChecked }.map { .setChecked($0.id, true) }
    case .uncheck: items.filter(\.isChecked).map { .setChecked($0.id, false) }
    case .remove: items.isEmpty ? [] : [.remove(items.map(\.id))]
    }
  }
}
