import Foundation

/// Which of a folder's lists something belongs to ("Groceries", "Hardware store", "Party").
///
/// Items written before a folder had several lists name none and belong to ``main``, the list
/// the app opens, which is why it has a fixed id rather than a random one.
package struct ListID: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The id, random for every list but ``main``.
  package var uuid: UUID

  /// The list of `uuid`.
  package init(_ uuid: UUID) {
    self.uuid = uuid
  }

  /// A new list's id.
  package static func random() -> ListID { ListID(UUID()) }

  /// The list every folder has, holding the items that name no list.
  package static let main = ListID(UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)))

  package static func < (lhs: ListID, rhs: ListID) -> Bool {
    lhs.uuid.uuidString < rhs.uuid.uuidString
  }

  package var description: String { uuid.uuidString }
}
