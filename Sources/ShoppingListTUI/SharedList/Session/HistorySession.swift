import Dispatch
import Foundation
import ShoppingListModel
import ShoppingListStorage
import Synchronization

/// An app's use of its list's history (see ``HistoryFolder``): read once the list is on screen
/// and again whenever a history file lands, ranked into a ``HistoryIndex`` that suggestions and
/// the usuals read without waiting for any file, and written with what each save of the list
/// tells it (see ``ReplicatedList/historyNotes(for:remembered:)``).
///
/// Its work runs on the caller's queue (the list session's, or the folder watcher's); only
/// ``index`` is read from the main actor, and it never waits for a read.
package final class HistorySession: Sendable {
  /// The history folder.
  package let folder: HistoryFolder
  private let reading: Mutex<Reading>
  private let current = Mutex(HistoryIndex())
  /// Gives the wall time in milliseconds for stamps.
  private let now: @Sendable () -> Int64

  private struct Reading: Sendable {
    var reader: FolderReader
    var hasRead = false
    /// Notes whose write failed (the folder could not be locked or written), written with the
    /// next ones.
    var pending: [HistoryNote] = []
    /// The history files skipped at the last read, and why.
    var skipped: [String] = []
  }

  /// The history of the list in `listFolder`.
  package init(
    listFolder: SharedFolder, now: @escaping @Sendable () -> Int64 = HybridClock.wallClockNow
  ) {
    folder = HistoryFolder(listFolder: listFolder)
    self.now = now
    reading = Mutex(
      Reading(reader: FolderReader(path: folder.path, ownDevice: listFolder.device.id))
    )
  }

  /// The history as last read, ranked; empty until the first read.
  package var index: HistoryIndex {
    current.withLock { $0 }
  }

  /// The history files skipped at the last read, each with the reason.
  package var skippedFiles: [String] {
    reading.withLock { $0.skipped }
  }

  /// Reads what changed in the history folder and ranks it again if anything did.
  package func refreshNow() throws(SharedFolderError) {
    try reading.withLock { reading throws(SharedFolderError) in
      try read(&reading)
    }
  }

  /// The history, read first if it never was (a save before the history's first read).
  func indexReadingIfNeeded() -> HistoryIndex {
    reading.withLock { reading in
      if !reading.hasRead { try? read(&reading) }
    }
    return index
  }

  /// Writes `notes`, with any whose write failed before, into this device's history file and
  /// reads the history again; notes that cannot be written are kept for the next save, and
  /// what went wrong is returned for the status bar.
  func record(_ notes: [HistoryNote]) -> String? {
    reading.withLock { reading -> String? in
      reading.pending += notes
      guard !reading.pending.isEmpty else { return nil }
      do {
        try folder.record(reading.pending, into: reading.reader.list, now: now())
      } catch {
        return "The history was not written (\(error)); it is tried again at the next change"
      }
      reading.pending = []
      // NB: a read that fails (a file half synced) is tried again at the next event.
      try? read(&reading)
      return nil
    }
  }

  private func read(_ reading: inout Reading) throws(SharedFolderError) {
    let first = !reading.hasRead
    let snapshot = try reading.reader.read(now: now())
    reading.hasRead = true
    reading.skipped = (snapshot.skipped + snapshot.partlyRead).map(\.description)
    guard first || !reading.reader.lastChanges.isEmpty else { return }
    let index = reading.reader.list.historyIndex
    current.withLock { $0 = index }
  }
}

extension HistorySession: FolderRefreshing {
  package var refreshedPath: String { folder.path }
}
