import Foundation

/// A store's stable id: the id of its record in the folder's `stores` files, so a store keeps
/// its aisles and trips when it is renamed.
package struct StoreID: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The id of the store's record.
  package var uuid: UUID

  /// The store whose record has `uuid`.
  package init(_ uuid: UUID) {
    self.uuid = uuid
  }

  package static func < (lhs: StoreID, rhs: StoreID) -> Bool {
    lhs.uuid.uuidString < rhs.uuid.uuidString
  }

  package var description: String { uuid.uuidString }
}
