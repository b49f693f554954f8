import Foundation
import ShoppingListModel

/// Where a shared list keeps its household's stores and trips: a `stores` folder inside the
/// list's folder, holding one device file per device in the list's own format (see
/// ``DeviceFileFormat``), read and written by the same code within the same limits, as the
/// history is (see ``HistoryFolder``). The list's readers never look inside it, and older
/// versions neither show its records nor refuse the folder.
///
/// ```swift
/// let stores = StoresFolder(listFolder: folder)
/// let lidl = try stores.createStore(named: "Lidl")
/// try stores.read().list.storeDirectory(ownDevice: folder.device.id).store(lidl)
/// ```
package struct StoresFolder: Equatable, Sendable {
  /// The name of the stores folder inside a list's folder.
  package static let folderName = "stores"

  /// The stores folder, written as the list folder's device.
  package var folder: SharedFolder

  /// The stores of the list in `listFolder`.
  package init(listFolder: SharedFolder) {
    folder = listFolder.subfolder(named: Self.folderName)
  }

  /// The stores folder's path.
  package var path: String { folder.path }

  /// Every device's stores file, merged (see ``SharedFolder/read(now:)``); empty when there
  /// are no stores yet.
  package func read(
    now: Int64 = HybridClock.wallClockNow()
  ) throws(SharedFolderError) -> FolderSnapshot {
    try folder.read(now: now)
  }

  /// The stores and trips, as this device sees them.
  package func directory(
    now: Int64 = HybridClock.wallClockNow()
  ) throws(SharedFolderError) -> StoreDirectory {
    try read(now: now).list.storeDirectory(ownDevice: folder.device.id)
  }

  /// Changes the stores as this device: `edit` gets the stores as read just now and a clock,
  /// and what it writes is saved into this device's file, under its lock.
  ///
  /// - Returns: The stores and trips after the change.
  @discardableResult
  package func change(
    into list: ReplicatedList? = nil, now: Int64 = HybridClock.wallClockNow(),
    _ edit: (inout ReplicatedList, inout HybridClock) throws(StoreChangeError) -> Void
  ) throws(StoreChangeError) -> ReplicatedList {
    var changed: ReplicatedList
    if let list {
      changed = list
    } else {
      do throws(SharedFolderError) {
        changed = try read(now: now).list
      } catch {
        throw .folder(error)
      }
    }
    var clock = HybridClock(device: folder.device.id)
    try edit(&changed, &clock)
    do throws(SharedFolderError) {
      let file = try folder.save(changed, now: now, ownFileAsRead: nil)
      changed.merge(file.log)
    } catch {
      throw .folder(error)
    }
    return changed
  }
}
