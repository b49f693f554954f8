import Architecture
import ShoppingListStorage
import Foundation

/// The order `s` sorts the list into: unchecked before checked, then by name compared without
/// regard to case or accents, equal items keeping their order.
package enum ItemOrder {
  /// The ids of `items` in sorted order.
  package static func sortedIDs(of items: IdentifiedArrayOf<ShoppingItem>) -> [ShoppingItem.ID] {
    let keys = items.enumerated().map { offset, item in
      Key(isChecked: item.isChecked, name: sortKey(for: item.name), offset: offset, id: item.id)
    }
    return keys.sorted().map(\.id)
  }

  /// The name with case and accents folded away, so "Éclair" sorts with "eclair".
  package static func sortKey(for name: String) -> String {
    if name.utf8.allSatisfy({ $0 < 0x80 }) { return name.lowercased() }
    return name.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
  }

  private struct Key: Comparable {
    var isChecked: Bool
    var name: String
    var offset: Int
    var id: ShoppingItem.ID

    static func < (lhs: Key, rhs: Key) -> Bool {
      if lhs.isChecked != rhs.isChecked { return !lhs.isChecked }
      if lhs.name != rhs.name { return lhs.name < rhs.name }
      return lhs.offset < rhs.offset
    }
  }
}
