import IdentifiedCollections
import ShoppingListModel

/// Where ``ListFileDecoder`` puts the items it reads: an array, or a list that indexes them as
/// they come (``ListFile``'s, which also gives a repeated id a fresh one).
package protocol DecodedItems {
  /// Makes room for at least `count` items.
  mutating func reserveCapacity(_ count: Int)

  /// Adds the next item in file order.
  mutating func append(_ item: ShoppingItem)
}

extension Array: DecodedItems where Element == ShoppingItem {}
