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
  ///
  /// NB: the ids are checked once the items are decoded, not as they come (as
  /// ``readIfPresent()`` does for the app): a pass over the array of its own is the quicker of the
  /// two for a command, which needs no index.
  package func read() throws(ListStorageError) -> [ShoppingItem] {
    var items: [ShoppingItem] = []
    _ = try decodeIfPresent(into: &items)
    var seen = Set<UUID>(minimumCapacity: items.count)
    items.withUnsafeMutableBufferPointer { items in
      for index in items.indices {
        let name = ShoppingItem.sanitizedName(items[index].name)
        if name != items[index].name { items[index].name = name }
        while !seen.insert(items[index].id).inserted {
          items[index].id = UUID()
        }
      }
    }
    return items
  }

  /// The items in the file, indexed by id (none when it is empty, 0 bytes), or `nil` when there
  /// is no file yet.
  func readIfPresent() throws(ListStorageError) -> IdentifiedArrayOf<ShoppingItem>? {
    var read = UniqueItems()
    guard try decodeIfPresent(into: &read) else { return nil }
    return read.items
  }

  /// Decodes the file's items into `items`; `false` when there is no file.
  private func decodeIfPresent(
    into items: inout some DecodedItems
  ) throws(ListStorageError) -> Bool {
    let bytes: [UInt8]
    do {
      guard let contents = try FileSystem.contentsIfPresent(of: path) else { return false }
      guard !contents.isEmpty else { return true }
      bytes = contents
    } catch {
      throw .unreadable(path: path, reason: error.reason)
    }
    do {
      try ListFileDecoder.decode(bytes, into: &items)
    } catch {
      throw .invalidContents(path: path, error)
    }
    return true
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
