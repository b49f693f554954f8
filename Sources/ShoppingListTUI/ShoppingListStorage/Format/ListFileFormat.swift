import ShoppingListModel

/// The identity of the list file format, written at the top of every file so that a future
/// shopping-list can change the format without an older one misreading (and overwriting) it.
///
/// ```json
/// {"format": "shopping-list", "version": 1, "items": [...]}
/// ```
package enum ListFileFormat {
  /// The value of the `"format"` key.
  package static let name = "shopping-list"

  /// The newest version this build reads, and the one it writes when an item has a quantity,
  /// a note or a category.
  package static let version = 2

  /// The version written when no item has a field besides its name and checked state: the
  /// first, which versions before those fields read, and would lose them from (they keep
  /// only the keys they know), so they meet version 2 only when there is something to lose.
  package static let bareVersion = 1

  /// The version a file holding `items` is written in.
  package static func version(of items: [ShoppingItem]) -> Int {
    items.contains(where: \.hasDetails) ? version : bareVersion
  }
}

/// Why the bytes of a list file are not a list this build can read, said so that a person can find
/// the spot in an editor and fix it.
package enum ListFileFormatError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The bytes are not JSON, or not JSON in the shape of a shopping list. Lines and columns start
  /// at 1; columns count Unicode scalars.
  case invalid(String, line: Int, column: Int)

  /// The file declares a format version newer than ``ListFileFormat/version``.
  case newerVersion(Int)

  package var description: String {
    switch self {
    case let .invalid(message, line, column):
      "line \(line), column \(column): \(message)"
    case let .newerVersion(version):
      "format version \(version) is newer than this shopping-list reads "
        + "(version \(ListFileFormat.version))"
    }
  }
}
