import Dispatch
import ShoppingListStorage

extension ListStorage {
  /// Storage of a shared list folder through `session`: loads the merged list, saves changes
  /// merged with everyone else's, and reports as patches what each save wrote and each change
  /// that lands in the folder while the app listens (a folder watcher, no polling).
  package static func shared(_ session: SharedListSession) -> ListStorage {
    ListStorage(
      load: { try await session.load() },
      save: { changes in try await session.save(changes) },
      updates: {
        let queue = DispatchQueue(label: "shopping-list.folder-watcher", qos: .userInitiated)
        let watcher = try? FolderWatcher(path: session.folder.path, queue: queue) {
          // NB: a read that fails (the folder gone for a moment) is tried again at the next
          // event; the app keeps showing what it has.
          _ = try? session.refreshNow()
        }
        let historyWatcher = session.history.watch(on: queue)
        let storesWatcher = session.stores.watch(on: queue)
        let patches = session.patches {
          queue.async {
            watcher?.stop()
            historyWatcher?.stop()
            storesWatcher?.stop()
          }
        }
        // NB: a file that landed between loading and watching would otherwise wait for the
        // next event.
        queue.async { _ = try? session.refreshNow() }
        return patches
      },
      openList: { list in try await session.openList(list) }
    )
  }
}
