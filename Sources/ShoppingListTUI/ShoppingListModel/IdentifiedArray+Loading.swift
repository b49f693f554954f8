import Foundation
import IdentifiedCollections

extension IdentifiedArray where ID == UUID, Element == ShoppingItem {
  /// The items of a list as read, the first of a repeated id kept, with room for items to
  /// arrive (see ``ListCapacity``): how the list feature and a single list file's session hold
  /// what they loaded.
  ///
  /// NB: a concrete array, not `some Sequence`, and appended into an array sized once: the
  /// uniquing initializer, generic and called from another module, runs unspecialized, looking up
  /// type metadata per item (100,000 items took about 100 ms longer to start), and building by
  /// uniquing grew the array by doubling, holding two copies at once.
  package init(keepingFirstOf items: [ShoppingItem]) {
    self.init()
    reserveCapacity(ListCapacity.withRoom(for: items.count))
    // NB: one lookup an item (`append` looks an id up, then again to insert it); an item of an
    // id already held puts the first one back in its place.
    // NB: by index, so that an item is copied once, into the array.
    for index in items.indices {
      if let first = updateOrAppend(items[index]) { _ = updateOrAppend(first) }
    }
  }
}
