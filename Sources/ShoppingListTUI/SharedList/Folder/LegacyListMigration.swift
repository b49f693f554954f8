import Foundation
import ShoppingListStorage

/// Takes a version-1 `list.json` over into this device's file in a shared folder, losing
/// nothing: every item keeps its id, name, checked state and place (after anything already in
/// the folder), and the old file is renamed to a backup beside it, never deleted.
///
/// It holds the old list's lock while it works, so it refuses (with
/// ``ListStorageError/locked(path:)``) while an older shopping-list still has the file open;
/// processes of this version that start at once wait for each other instead. Running it again
/// after a crash halfway is harmless: the same ids are written again.
///
/// ```swift
/// if let result = try LegacyListMigration.migrate(listAt: oldPath, into: folder, now: now) {
///   print("\(result.itemCount) items taken over; the old list is at \(result.backupPath)")
/// }
/// ```
package enum LegacyListMigration {
  /// What a migration did.
  package struct Result: Equatable, Sendable {
    /// How many items were taken over.
    package var itemCount: Int
    /// Where the old file is now.
    package var backupPath: String
  }

  /// The backup name of `path`: `list.json.v1-backup`, or with `-2`, `-3`… when that exists.
  package static func backupPath(for path: String) -> String {
    var candidate = path + ".v1-backup"
    var number = 2
    var status = stat()
    while lstat(candidate, &status) == 0 {
      candidate = path + ".v1-backup-\(number)"
      number += 1
    }
    return candidate
  }

  /// What the processes that take the list at `path` over take turns on: `list.json.migration`,
  /// whose lock file is `list.json.migration.lock` (see ``ListFileLock``).
  static func migrationLockPath(for path: String) -> String { path + ".migration" }

  /// Migrates the list at `path` into `folder`; `nil` when there is no file at `path`.
  static func migrate(
    listAt path: String, into folder: SharedFolder, now: Int64
  ) throws -> Result? {
    var status = stat()
    guard lstat(path, &status) == 0 else { return nil }
    // NB: processes of this version that open the list at once (the app and a command on the
    // first run) take turns on a lock of their own, and the later ones find the file taken over;
    // the old list's own lock is then tried without waiting, since only an older shopping-list
    // holds it for long (as long as it runs).
    let turn = try ListFileLock.acquire(forListAt: migrationLockPath(for: path), waiting: true)
    defer { turn.release() }
    let lock = try ListFileLock.acquire(forListAt: path)
    defer { lock.release() }
    // NB: another process may have taken the file over between the look and the lock.
    guard lstat(path, &status) == 0 else { return nil }
    let items = try ListFile(path: path).read()
    var list = try folder.read().list
    var clock = HybridClock(device: folder.device.id)
    if let newest = list.newestStamp { clock.observe(newest, now: now) }
    list.adopt(items, stamp: clock.tick(now: now))
    try folder.save(list, now: now)
    let backup = backupPath(for: path)
    guard rename(path, backup) == 0 else {
      throw SharedFolderError.saveFailed(
        path: backup, reason: SystemCallError.current("renaming \(path)").description
      )
    }
    return Result(itemCount: items.count, backupPath: backup)
  }
}
