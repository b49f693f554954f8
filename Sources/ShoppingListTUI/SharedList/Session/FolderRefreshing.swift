import Dispatch
import ShoppingListStorage

/// A session on one of a list's side folders (the history, the stores) that reads what
/// changed there when asked: read once after the app's first frame, and again whenever a file
/// lands in the folder.
package protocol FolderRefreshing: Sendable {
  /// The folder read.
  var refreshedPath: String { get }
  /// Reads what changed in the folder.
  func refreshNow() throws(SharedFolderError)
}

extension FolderRefreshing {
  /// Reads the folder on a queue of its own, once the app's first frame is drawn.
  package func readInBackground() {
    DispatchQueue.global(qos: .utility).async {
      // NB: a read that fails (a file half synced) is tried again at the next event.
      try? self.refreshNow()
    }
  }

  /// Reads the folder on `queue` whenever a file lands in it, until the watcher returned is
  /// stopped; `nil` when the folder cannot be made or watched (it is then read at the next
  /// write).
  func watch(on queue: DispatchQueue) -> FolderWatcher? {
    try? FileSystem.createDirectories(refreshedPath)
    // NB: a read that fails (a file half synced) is tried again at the next event.
    return try? FolderWatcher(path: refreshedPath, queue: queue) { try? self.refreshNow() }
  }
}
