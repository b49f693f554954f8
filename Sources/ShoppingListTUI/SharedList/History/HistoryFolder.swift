import Foundation
import ShoppingListModel

/// Where a shared list keeps its history: a `history` folder inside the list's folder, holding
/// one device file per device in the list's own format (see ``DeviceFileFormat``), read and
/// written by the same code within the same limits. The list's readers never look inside it
/// (they read only the folder's `device-*.jsonl`), so starting the app does not wait for it and
/// older versions neither show its records as items nor refuse the folder.
///
/// ```swift
/// let history = HistoryFolder(listFolder: folder)
/// try history.record([.left(milk, bought: true)], now: now)
/// try history.read().list.historyIndex.suggestions(for: "mi", in: .main)
/// ```
package struct HistoryFolder: Equatable, Sendable {
  /// The name of the history folder inside a list's folder.
  package static let folderName = "history"

  /// The history folder, written as the list folder's device.
  package var folder: SharedFolder

  /// The history of the list in `listFolder`.
  package init(listFolder: SharedFolder) {
    folder = listFolder.subfolder(named: Self.folderName)
  }

  /// The history's path.
  package var path: String { folder.path }

  /// Every device's history file, merged (see ``SharedFolder/read(now:)``); empty when there is
  /// no history yet.
  package func read(
    now: Int64 = HybridClock.wallClockNow()
  ) throws(SharedFolderError) -> FolderSnapshot {
    try folder.read(now: now)
  }

  /// Writes `notes` into this device's history file, under its lock and joined with what the
  /// file holds, so that a count another process of this device raised meanwhile is raised
  /// again, not overwritten; `list` is the history as read, whose stamps the new ones follow.
  ///
  /// - Returns: The history with the notes written, or `list` when there are none.
  @discardableResult
  package func record(
    _ notes: [HistoryNote], into list: ReplicatedList = ReplicatedList(),
    now: Int64 = HybridClock.wallClockNow()
  ) throws(SharedFolderError) -> ReplicatedList {
    guard !notes.isEmpty else { return list }
    var clock = HybridClock(device: folder.device.id)
    var written = list
    let file = try folder.save(list, now: now, ownFileAsRead: nil) { merged in
      merged.record(notes, by: folder.device.id, clock: &clock, now: now)
    }
    written.merge(file.log)
    return written
  }
}
