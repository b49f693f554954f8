/// The identity of the device file format: a header line naming it, one line per item record
/// and an `end` line with the record count, so a file cut short by a half-finished sync is
/// recognised instead of half read.
///
/// ```text
/// {"format": "shopping-list-device", "version": 1, "device": "4F1C…", "name": "laptop"}
/// {"id": "E621…", "edited": [1764000000900, 2], "name": ["milk"], "checked": [true], …}
/// {"id": "9B2C…", "removed": [1764000000500, 0], "seen": {"4F1C…": [1764000000000, 0]}}
/// {"end": 2}
/// ```
///
/// Every field of a record besides `id`, `edited`, `removed` and `seen` is a register written
/// as `[value, wall milliseconds, counter]`, or `[value]` when its stamp is the record's `edited`
/// stamp (every field of a new item, the field of the last edit); a field this version does not
/// know is kept as a register of raw JSON, so a later version can add fields (a quantity, a
/// category) in the same format version. A change that cannot follow that rule needs a new
/// version, which older versions skip and report rather than misread.
package enum DeviceFileFormat {
  /// The value of the header's `"format"` key.
  package static let name = "shopping-list-device"
  /// The newest version this build reads, and the one it writes.
  package static let version = 1
}

/// What a device file's header says about its author.
package struct DeviceFileHeader: Equatable, Sendable {
  /// The device whose registers the file holds.
  package var device: DeviceID
  /// The name a person gave the device (the host name by default), for status lines.
  package var name: String

  /// A header for `device` called `name`.
  package init(device: DeviceID, name: String) {
    self.device = device
    self.name = name
  }
}
