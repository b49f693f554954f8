import Foundation
import SharedList
import ShoppingListModel
import ShoppingListStorage

/// How a command reads and changes a shared folder: it opens the list (saying on standard error
/// what taking over an old `list.json` did), warns about device files it had to skip, and makes
/// its change in one short critical section of ``SharedFolder/save(_:now:)``, so it works while
/// apps and other commands have the list open.
enum SharedListAccess {
  /// Every device's files in the folder at `location`, merged, and why this device's own file
  /// could not be read, if it could not: the list is then what the other devices' files hold,
  /// and the caller says so after showing it.
  static func read(
    _ location: SharedListLocation
  ) throws -> (snapshot: FolderSnapshot, unreadableOwnFile: SharedFolderError?) {
    let folder = try openForReading(location)
    let snapshot = try read(folder)
    return (snapshot, folder.unreadableOwnFile(in: snapshot))
  }

  /// The folder at `location` for a command that only reads it: when this device has no
  /// identity yet and none can be made (a read-only home), the folder is still read, as a
  /// device that owns no file in it, with a warning.
  static func openForReading(_ location: SharedListLocation) throws -> SharedFolder {
    do {
      return try open(location).folder
    } catch let error as SharedFolderError {
      switch error {
      case .cannotLock(let path, _) where path == location.identity,
        .saveFailed(let path, _) where path == location.identity:
        StandardStream.error.write(
          "Warning: this device has no identity yet, and none can be made (\(error)); the list "
            + "is read as it is\n"
        )
        return SharedFolder(
          path: location.folder, device: DeviceIdentity(id: .random(), name: "this device")
        )
      default:
        throw error
      }
    }
  }

  /// Applies the changes `makeChanges` works out from what the folder holds, as this device,
  /// and saves them. Nothing is written when `makeChanges` or a change fails.
  static func change(
    _ location: SharedListLocation, _ makeChanges: (FolderSnapshot) throws -> [ListChange]
  ) throws {
    let folder = try open(location).folder
    let snapshot = try read(folder)
    if let unreadableOwnFile = folder.unreadableOwnFile(in: snapshot) { throw unreadableOwnFile }
    let changes = try makeChanges(snapshot)
    guard !changes.isEmpty else { return }
    var list = snapshot.list
    var clock = HybridClock(device: folder.device.id)
    let now = HybridClock.wallClockNow()
    let history = HistoryFolder(listFolder: folder)
    let remembered = readHistory(history)
    var notes: [HistoryNote] = []
    for change in changes {
      let change = remembered.index.applyingRememberedCategories(to: change)
      notes += list.historyNotes(for: change, remembered: remembered.index)
      try list.apply(change, clock: &clock, now: now, addedBy: folder.device.name)
    }
    try folder.save(list, now: now)
    do {
      try history.record(notes, into: remembered.list, now: now)
    } catch {
      StandardStream.error.write("Warning: the list's history was not written: \(error)\n")
    }
  }

  /// The history of the list in `history`'s folder, with a warning for each file skipped; an
  /// empty one, with a warning, when the folder cannot be read.
  static func readHistory(
    _ history: HistoryFolder
  ) -> (list: ReplicatedList, index: HistoryIndex) {
    do {
      let snapshot = try history.read()
      for file in snapshot.skipped + snapshot.partlyRead {
        StandardStream.error.write(
          "Warning: skipped \(history.path)/\(file.name): \(file.reason); it is read again once "
            + "it changes\n"
        )
      }
      return (snapshot.list, snapshot.list.historyIndex)
    } catch {
      StandardStream.error.write("Warning: the list's history was not read: \(error)\n")
      return (ReplicatedList(), HistoryIndex())
    }
  }

  /// Renames this device to `name` and writes its file again with the new name in its
  /// header, so other devices say "2 changes from NAME" from their next read; a device that
  /// has written nothing yet takes the name into its first file.
  static func renameDevice(_ location: SharedListLocation, to name: String) throws {
    _ = try DeviceIdentity.rename(at: location.identity, to: name)
    let folder = try open(location).folder
    let snapshot = try read(folder)
    if let unreadableOwnFile = folder.unreadableOwnFile(in: snapshot) { throw unreadableOwnFile }
    guard !snapshot.list.log(of: folder.device.id).records.isEmpty else { return }
    try folder.save(snapshot.list, now: HybridClock.wallClockNow())
  }

  /// Opens the list at `location`, noting a migration on standard error.
  static func open(_ location: SharedListLocation) throws -> OpenedSharedList {
    let opened = try OpenedSharedList.open(at: location)
    if let notice = opened.migrationNotice { StandardStream.error.write("Note: \(notice)\n") }
    return opened
  }

  /// The folder read, with a warning for each other device's file skipped or read in part;
  /// this device's own file is the caller's to speak of, as the error it is.
  static func read(_ folder: SharedFolder) throws -> FolderSnapshot {
    let snapshot = try folder.read()
    let ownName = DeviceFileName.ownFile(of: folder.device.id)
    for file in snapshot.skipped where file.name != ownName {
      StandardStream.error.write(
        "Warning: skipped \(folder.path)/\(file.name): \(file.reason); it is read again once it "
          + "changes\n"
      )
    }
    for file in snapshot.partlyRead {
      StandardStream.error.write("Warning: in \(folder.path)/\(file.name): \(file.reason)\n")
    }
    return snapshot
  }
}
