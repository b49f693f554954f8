import Foundation
import TestSupport

@testable import ShoppingListStorage

/// The list file as Foundation's `Codable` sees it: the reference that the hand-written codec is
/// tested and benchmarked against (`Benchmarks/list-file-codec` compiles this file too).
struct FoundationListFile: Codable, Equatable {
  /// One item as it appears in the file.
  struct Item: Codable, Equatable {
    var id: UUID
    var name: String
    var checked: Bool
  }

  var format = "shopping-list"
  var version = 1
  var items: [Item]

  init(_ items: [Item]) {
    self.items = items
  }
}
