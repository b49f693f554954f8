import Foundation
import ShoppingListStorage

/// The shared list as a process opens it: this device's identity loaded (or created on the
/// first run), the single-file list of an earlier version taken over when it is due, and the
/// folder to read and save. The command line and the full-screen app both start here.
///
/// ```swift
/// let opened = try OpenedSharedList.open(at: location)
/// if let notice = opened.migrationNotice { print(notice) }
/// let snapshot = try opened.folder.read()
/// ```
package struct OpenedSharedList: Equatable, Sendable {
  /// Where the folder and the identity are.
  package var location: SharedListLocation
  /// The folder, written to as this device.
  package var folder: SharedFolder
  /// What taking over the old `list.json` did, when this opening did it.
  package var migration: LegacyListMigration.Result?

  /// An opened list.
  package init(
    location: SharedListLocation, folder: SharedFolder,
    migration: LegacyListMigration.Result? = nil
  ) {
    self.location = location
    self.folder = folder
    self.migration = migration
  }

  /// Loads or creates the identity (named `deviceName` when it is new), renamed to the
  /// location's configured name when it has another, then takes the old list file over if the
  /// location has one and it is still there.
  ///
  /// - Throws: ``SharedFolderError`` when the identity is invalid or cannot be saved, or the
  ///   migration cannot write the folder; ``ListStorageError`` when the old list cannot be read
  ///   or an older shopping-list has it open. Nothing is lost either way: the old file stays.
  package static func open(
    at location: SharedListLocation,
    deviceName: String = defaultDeviceName(),
    now: Int64 = HybridClock.wallClockNow()
  ) throws -> OpenedSharedList {
    var identity = try DeviceIdentity.loadOrCreate(
      at: location.identity, name: location.deviceName ?? deviceName
    )
    if let configured = location.deviceName, identity.name != configured {
      identity = try DeviceIdentity.rename(at: location.identity, to: configured)
    }
    let folder = SharedFolder(path: location.folder, device: identity)
    var migration: LegacyListMigration.Result?
    if let legacyList = location.legacyList {
      migration = try LegacyListMigration.migrate(listAt: legacyList, into: folder, now: now)
    }
    return OpenedSharedList(location: location, folder: folder, migration: migration)
  }

  /// The name a new device gets: the host's name, or "this device" when it has none.
  static func defaultDeviceName() -> String {
    var buffer = [CChar](repeating: 0, count: 256)
    guard gethostname(&buffer, buffer.count - 1) == 0 else { return "this device" }
    let bytes = buffer.prefix { $0 != 0 }.map(UInt8.init(bitPattern:))
    let name = String(decoding: bytes, as: UTF8.self)
    return name.isEmpty ? "this device" : name
  }

  /// One line saying what the migration did, e.g. "moved 3 items from
  /// /home/ada/.local/share/shopping-list/list.json into the shared list
  /// /home/ada/.local/share/shopping-list/list; the old file is kept as
  /// /home/ada/.local/share/shopping-list/list.json.v1-backup"; `nil` when nothing was moved.
  package var migrationNotice: String? {
    guard let migration, let legacyList = location.legacyList else { return nil }
    let count = migration.itemCount
    return "moved \(count) item\(count == 1 ? "" : "s") from \(legacyList) into the shared list "
      + "\(location.folder); the old file is kept as \(migration.backupPath)"
  }
}
