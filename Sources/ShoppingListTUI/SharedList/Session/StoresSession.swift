import Dispatch
import Foundation
import ShoppingListModel
import ShoppingListStorage
import Synchronization

/// An app's use of its household's stores and trips (see ``StoresFolder``): read once the list
/// is on screen and again whenever a stores file lands, handed to whoever listens as a
/// ``StoreDirectory``, and changed under this device's lock.
///
/// Its reads run on the caller's queue (the folder watcher's, or one of its own at start);
/// ``directory`` is read from the main actor and never waits for a read.
package final class StoresSession: Sendable {
  /// The stores folder.
  package let folder: StoresFolder
  private let reader: Mutex<Reader>
  private let current = Mutex(StoreDirectory())
  private let listeners = Mutex<[UUID: AsyncStream<StoreDirectory>.Continuation]>([:])
  /// Gives the wall time in milliseconds for stamps.
  private let now: @Sendable () -> Int64

  private struct Reader: Sendable {
    var reader: FolderReader
    var hasRead = false
  }

  /// The stores of the list in `listFolder`.
  package init(
    listFolder: SharedFolder, now: @escaping @Sendable () -> Int64 = HybridClock.wallClockNow
  ) {
    folder = StoresFolder(listFolder: listFolder)
    self.now = now
    reader = Mutex(
      Reader(reader: FolderReader(path: folder.path, ownDevice: listFolder.device.id))
    )
  }

  /// The stores and trips as last read; none until the first read.
  package var directory: StoreDirectory {
    current.withLock { $0 }
  }

  /// The stores and trips each time they change, until the caller stops listening.
  package func updates() -> AsyncStream<StoreDirectory> {
    let (updates, continuation) = AsyncStream.makeStream(of: StoreDirectory.self)
    let id = UUID()
    continuation.onTermination = { [weak self] _ in
      self?.listeners.withLock { _ = $0.removeValue(forKey: id) }
    }
    listeners.withLock { $0[id] = continuation }
    return updates
  }

  /// Reads what changed in the stores folder and tells the listeners if anything did.
  package func refreshNow() throws(SharedFolderError) {
    try reader.withLock { reader throws(SharedFolderError) in
      let first = !reader.hasRead
      _ = try reader.reader.read(now: now())
      reader.hasRead = true
      guard first || !reader.reader.lastChanges.isEmpty else { return }
      publish(reader.reader.list)
    }
  }

  /// Changes the stores as this device (see ``StoresFolder/change(into:now:_:)``), on the
  /// stores as last read, and tells the listeners.
  package func change(
    _ edit: (inout ReplicatedList, inout HybridClock) throws(StoreChangeError) -> Void
  ) throws(StoreChangeError) -> StoreDirectory {
    try reader.withLock { reader throws(StoreChangeError) in
      if !reader.hasRead {
        do throws(SharedFolderError) {
          _ = try reader.reader.read(now: now())
          reader.hasRead = true
        } catch {
          throw .folder(error)
        }
      }
      let changed = try folder.change(into: reader.reader.list, now: now(), edit)
      // NB: the change is in the file now; the watcher's read brings it into the reader.
      return publish(changed)
    }
  }

  @discardableResult
  private func publish(_ list: ReplicatedList) -> StoreDirectory {
    let directory = list.storeDirectory(ownDevice: folder.folder.device.id)
    let changed = current.withLock { current in
      defer { current = directory }
      return current != directory
    }
    if changed {
      for listener in listeners.withLock({ Array($0.values) }) { listener.yield(directory) }
    }
    return directory
  }
}

extension StoresSession: FolderRefreshing {
  package var refreshedPath: String { folder.path }
}

extension StoresSession {
  /// The app's client of these stores.
  package var client: StoresClient {
    let queue = DispatchQueue(label: "shopping-list.stores", qos: .userInitiated)
    @Sendable func perform(
      _ edit:
        @escaping @Sendable (inout ReplicatedList, inout HybridClock) throws(StoreChangeError)
        -> Void
    ) async throws -> StoreDirectory {
      try await withCheckedThrowingContinuation { continuation in
        queue.async {
          continuation.resume(with: Result { () throws(StoreChangeError) in try self.change(edit) })
        }
      }
    }
    let now = self.now
    return StoresClient(
      directory: { self.directory },
      updates: { self.updates() },
      shopperName: { self.folder.folder.device.name },
      createStore: { store, name in
        try await perform { list, clock throws(StoreChangeError) in
          try list.createStore(store, named: name, clock: &clock, now: now())
        }
      },
      setAisles: { store, aisles in
        try await perform { list, clock throws(StoreChangeError) in
          do {
            try list.setAisles(aisles, of: store, clock: &clock, now: now())
          } catch {
            throw .noSuchStore(store.description)
          }
        }
      },
      saveTrip: { trip in
        try await perform { list, clock in list.write(trip, clock: &clock, now: now()) }
      }
    )
  }
}
