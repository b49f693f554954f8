import Foundation
import SharedList
import ShoppingListStorage

/// What `check`, `uncheck` and `remove` do to the items they name.
enum ItemEdit: Equatable, Sendable {
  case check
  case uncheck
  case remove

  /// The changes to the shared list for `items`; an item already in the wanted state gets none.
  func changes(for items: [ShoppingItem]) -> [ListChange] {
    switch self {
    case .check: items.filter { !$0.isChecked }.map { .setChecked($0.id, true) }
    case .uncheck: items.filter(\.isChecked).map { .setChecked($0.id, false) }
    case .remove: items.map { .remove($0.id) }
    }
  }

  /// The same edit on a single list file's items.
  func apply(to items: inout [ShoppingItem], ids: Set<UUID>) {
    switch self {
    case .check, .uncheck:
      for index in items.indices where ids.contains(items[index].id) {
        items[index].isChecked = self == .check
      }
    case .remove:
      items.removeAll { ids.contains($0.id) }
    }
  }
}
