import Dependencies
import Dispatch
import IdentifiedCollections
import ShoppingListModel

/// The app's use of one list file for its whole life: it holds the lock after loading, refuses to
/// save when the list was opened read-only, and runs the blocking file work one operation at a
/// time on its own queue, so a 100,000-item save never occupies the main actor or the
/// cooperative thread pool.
package final class ListFileSession: Sendable {
  private enum Access {
    case notLoaded
    /// The lock, and the items as written last, to which a save applies its changes: as read
    /// (shared with the app's list until the session copies them, just after loading) until the
    /// first save, which indexes them by id (off the start's path).
    case writable(ListFileLock, Written)
    case readOnly(ListStorageError)
  }

  private enum Written {
    case read([ShoppingItem])
    case indexed(IdentifiedArrayOf<ShoppingItem>)
    /// The items as read, the same storage the app's list starts with until
    /// `copyLoadedItems()` gives the session a copy of its own.
    case loaded(IdentifiedArrayOf<ShoppingItem>)
  }

  private let file: ListFile
  private let access = LockIsolated(Access.notLoaded)
  private let queue = DispatchQueue(label: "shopping-list.list-file", qos: .utility)

  package init(file: ListFile) {
    self.file = file
  }

  /// Takes the lock (if it can) and reads the list; see ``ListStorage/load``.
  package func load() async throws -> LoadedList {
    try await perform { try self.loadNow() }
  }

  /// Applies the changes to the items and writes them if this session holds the lock; see
  /// ``ListStorage/save``.
  package func save(_ changes: [ListChange]) async throws {
    if case .notLoaded = access.value {
      // NB: reported here, on the caller's task, so that tests attribute the issue to themselves.
      reportIssue(
        """
        The list was saved before it was loaded, so the save was refused.

        A save before "ListStorage.load" finished could overwrite a list that was never read, \
        or that another shopping-list is using. Load the list before the store that saves it \
        starts, as the app does at launch ("ListLoading").
        """
      )
      throw ListStorageError.notLoaded(path: file.path)
    }
    try await perform { try self.saveNow(changes) }
  }

  private func loadNow() throws(ListStorageError) -> LoadedList {
    let lock: ListFileLock
    do {
      if case .writable(let held, _) = access.value {
        lock = held
      } else {
        lock = try ListFileLock.acquire(forListAt: file.path)
      }
    } catch {
      access.setValue(.readOnly(error))
      return LoadedList(items: try file.readIfPresent() ?? [], readOnlyReason: error)
    }
    AtomicFile.removeAbandonedTemporaryFiles(beside: file.path)
    do {
      let items = try file.readIfPresent()
      access.setValue(.writable(lock, .loaded(items ?? [])))
      queue.async { self.copyLoadedItems() }
      return LoadedList(items: items ?? [], isOnDisk: items != nil)
    } catch {
      access.setValue(.readOnly(error))
      throw error
    }
  }

  private func saveNow(_ changes: [ListChange]) throws(ListStorageError) {
    switch access.value {
    case .writable(let lock, let written):
      var items: IdentifiedArrayOf<ShoppingItem>
      switch written {
      // NB: as the list feature keeps them: the first of a repeated id.
      case .read(let read): items = IdentifiedArray(keepingFirstOf: read)
      case .indexed(let indexed), .loaded(let indexed): items = indexed
      }
      for change in changes { items.apply(change) }
      try file.write(items.elements)
      let saved = Access.writable(lock, .indexed(items))
      access.setValue(saved)
    case .readOnly(let reason):
      throw reason
    case .notLoaded:
      throw .notLoaded(path: file.path)
    }
  }

  /// Gives the session a copy of the loaded items of its own, on its queue just after the load,
  /// so that the app's list, which starts with the same storage, is not copied on the main actor
  /// by its first change (all 100,000 items of a large list).
  private func copyLoadedItems() {
    guard case .writable(let lock, .loaded(let loaded)) = access.value else { return }
    let copy = loaded.elements.map { $0 }
    access.setValue(.writable(lock, .read(copy)))
  }

  private func perform<Value: Sendable>(
    _ work: @escaping @Sendable () throws -> Value
  ) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
      queue.async { continuation.resume(with: Result { try work() }) }
    }
  }
}
