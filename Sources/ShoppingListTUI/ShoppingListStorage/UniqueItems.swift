import Foundation
import IdentifiedCollections
import ShoppingListModel

/// A list file's items as the app takes them, indexed by id as they are decoded: each name
/// sanitized (see ``ShoppingItem/sanitizedName(_:)``), and an id already seen replaced by a fresh
/// one, so that a line duplicated by hand keeps both items.
struct UniqueItems: DecodedItems {
  var items: IdentifiedArrayOf<ShoppingItem> = []

  mutating func reserveCapacity(_ count: Int) {
    items.reserveCapacity(count)
  }

  mutating func append(_ item: ShoppingItem) {
    var item = item
    let name = ShoppingItem.sanitizedName(item.name)
    if name != item.name { item.name = name }
    // NB: one lookup an item (`append` looks an id up, then again to insert it); an item of an
    // id already held puts the first one back in its place and tries again with a fresh id.
    while let first = items.updateOrAppend(item) {
      items.updateOrAppend(first)
      item.id = UUID()
    }
  }
}
