import Foundation
import IdentifiedCollections
import ShoppingListModel

/// The list's file on disk: reads it into items the app can trust and replaces it atomically.
///
/// Reading never changes the file. Names are normalised with ``ShoppingItem/sanitizedName(_:)``
/// and an id that appears twice (a line duplicated by hand) gets a fresh id, so the rest of the
/// app can rely on clean names and unique ids.
///
/// ```swift
/// let file = ListFile(path: path)
/// var items = try file.read()
/// items.insert(ShoppingItem(id: UUID(), name: "milk"), at: 0)
/// try file.write(items)
/// ```
package struct ListFile: Equatable, Sendable {
  /// Where the list is, as given (a symbolic link is followed when writing).
  package var path: String

  /// The items in the file; an empty list when there is no file yet or it is empty (0 bytes).
  package func read() throws(ListStorageError) -> [ShoppingItem] {
    try readIfPresent()?.elements ?? []
  }

  /// The items in the file, indexed by id (none when it is empty, 0 bytes), or `nil` when there
  /// is no file yet.
  func readIfPresent() throws(ListStorageError) -> IdentifiedArrayOf<ShoppingItem>? {
    let bytes: [UInt8]
    do {
      guard let contents = try FileSystem.contentsIfPresent(of: path) else { return nil }
      guard !contents.isEmpty else { return [] }
      bytes = contents
    } catch {
      throw .unreadable(path: path, reason: error.reason)
    }
    var read = UniqueItems()
    do {
      try ListFileDecoder.decode(bytes, into: &read)
    } catch {
      throw .invalidContents(path: path, error)
    }
    return read.items
  }

  /// Atomically replaces the file with `items` (see ``AtomicFile``).
  package func write(_ items: [ShoppingItem]) throws(ListStorageError) {
    let bytes = ListFileEncoder.encode(items)
    do {
      try AtomicFile.write(bytes, to: path)
    } catch {
      throw .saveFailed(path: path, cause: error)
    }
  }

  /// Reads, changes and writes the list while holding its lock, for one-shot commands such as
  /// `shopping-list add`. Nothing is written when reading or `change` fails.
  package func update(_ change: (inout [ShoppingItem]) throws -> Void) throws {
    let lock = try ListFileLock.acquire(forListAt: path)
    defer { lock.release() }
    AtomicFile.removeAbandonedTemporaryFiles(beside: path)
    var items = try read()
    try change(&items)
    try write(items)
  }

  /// The list file at `path`.
  package init(path: String) {
    self.path = path
  }
}
