import Foundation

/// How device files are named in a shared folder, and which names are read as sources.
///
/// A device writes only `device-<UUID>.jsonl`. Every other name that starts with `device-` and
/// ends in `.jsonl` is read too: copies a sync engine made on a conflict
/// (`device-<UUID>.sync-conflict-20261124-015413-ABCDEFG.jsonl` from Syncthing,
/// `device-<UUID> (conflicted copy 2026-11-24).jsonl` from Dropbox and Nextcloud) are merged as
/// one more source and never written or deleted. Lock files (`….jsonl.lock`) and the temporary
/// files of atomic writes (`.device-….tmp-…`) are not sources.
///
/// ```swift
/// DeviceFileName.ownFile(of: laptop)  // "device-4F1C….jsonl"
/// DeviceFileName.isSource("device-4F1C….sync-conflict-20261124-015413-ABC.jsonl")  // true
/// ```
package enum DeviceFileName {
  /// The name of the file `device` writes.
  package static func ownFile(of device: DeviceID) -> String {
    "device-\(device).jsonl"
  }

  /// The device whose id a file's name begins with (`device-<UUID>…`), for checking that the
  /// file's header speaks for the same device.
  package static func device(inName name: String) -> DeviceID? {
    guard name.hasPrefix("device-") else { return nil }
    let text = name.utf8.dropFirst("device-".count).prefix(36)
    return UUID(uuidString: String(decoding: text, as: UTF8.self)).map(DeviceID.init(uuid:))
  }

  /// Whether a file named `name` holds a device log to merge.
  package static func isSource(_ name: String) -> Bool {
    name.hasPrefix("device-") && name.hasSuffix(".jsonl")
  }

  /// Whether `name` is a copy a sync engine made of a device file on a conflict.
  package static func isConflictCopy(_ name: String) -> Bool {
    isSource(name)
      && (name.contains(".sync-conflict-") || name.contains(" (conflicted copy")
        || name.contains(" (Conflict"))
  }
}
