import Dispatch
import ShoppingListStorage

extension ListStorage {
  /// Storage of a shared list folder through `session`: loads the merged list, saves edits
  /// merged with everyone else's, and reports each change that lands in the folder while the
  /// app listens (a folder watcher, no polling).
  package static func shared(_ session: SharedListSession) -> ListStorage {
    ListStorage(
      load: { try await session.load() },
      save: { items, version in try await session.save(items, basedOn: version) },
      updates: {
        let (updates, continuation) = AsyncStream.makeStream(
          of: ListUpdate.self, bufferingPolicy: .bufferingNewest(1)
        )
        let queue = DispatchQueue(label: "shopping-list.folder-watcher", qos: .userInitiated)
        do {
          let watcher = try FolderWatcher(path: session.folder.path, queue: queue) {
            // NB: a read that fails (the folder gone for a moment) is tried again at the next
            // event; the app keeps showing what it has.
            if let update = try? session.refreshNow() { continuation.yield(update) }
          }
          continuation.onTermination = { _ in queue.async { watcher.stop() } }
          // NB: a file that landed between loading and watching would otherwise wait for the
          // next event.
          queue.async {
            if let update = try? session.refreshNow() { continuation.yield(update) }
          }
        } catch {
          continuation.finish()
        }
        return updates
      }
    )
  }
}
