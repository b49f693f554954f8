import Foundation

/// The list file as Foundation's `Codable` sees it: the reference that the hand-written codec is
/// tested and benchmarked against (`Benchmarks/list-file-codec` runs it too).
package struct FoundationListFile: Codable, Equatable {
  /// One item as it appears in the file.
  package struct Item: Codable, Equatable {
    package var id: UUID
    package var name: String
    package var checked: Bool

    /// An item as the file spells it.
    package init(id: UUID, name: String, checked: Bool) {
      self.id = id
      self.name = name
      self.checked = checked
    }
  }

  package var format = "shopping-list"
  package var version = 1
  package var items: [Item]

  /// A list file of `items`, in the current format.
  package init(_ items: [Item]) {
    self.items = items
  }
}
