import Foundation
import SharedList
import ShoppingListModel
import ShoppingListStorage

/// How a command reads and changes a shared folder: it opens the list (saying on standard error
/// what taking over an old `list.json` did), warns about device files it had to skip, and makes
/// its change in one short critical section of ``SharedFolder/save(_:now:)``, so it works while
/// apps and other commands have the list open.
enum SharedListAccess {
  /// Every device's files in the folder at `location`, merged.
  static func read(_ location: SharedListLocation) throws -> FolderSnapshot {
    try read(open(location).folder)
  }

  /// Applies the changes `makeChanges` works out from what the folder holds, as this device,
  /// and saves them. Nothing is written when `makeChanges` or a change fails.
  static func change(
    _ location: SharedListLocation, _ makeChanges: (FolderSnapshot) throws -> [ListChange]
  ) throws {
    let folder = try open(location).folder
    let snapshot = try read(folder)
    let changes = try makeChanges(snapshot)
    guard !changes.isEmpty else { return }
    var list = snapshot.list
    var clock = HybridClock(device: folder.device.id)
    let now = HybridClock.wallClockNow()
    for change in changes { try list.apply(change, clock: &clock, now: now) }
    try folder.save(list, now: now)
  }

  /// Opens the list at `location`, noting a migration on standard error.
  static func open(_ location: SharedListLocation) throws -> OpenedSharedList {
    let opened = try OpenedSharedList.open(at: location)
    if let notice = opened.migrationNotice { StandardStream.error.write("Note: \(notice)\n") }
    return opened
  }

  private static func read(_ folder: SharedFolder) throws -> FolderSnapshot {
    let snapshot = try folder.read()
    for file in snapshot.skipped {
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
