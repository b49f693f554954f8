/// The most a shared folder's files may hold: anyone who shares the folder can put any bytes in
/// it, so a reader enforces these while it reads, never after buffering, and a file past one is
/// skipped whole (named, with the limit, in the app's banner, in `devices` and in the warnings
/// of commands), never half used. ARCHITECTURE.md's "Writing and reading" lists them.
///
/// Each is far above what this version writes for a household's list: a 100,000-item file is
/// about 15 MB, a record line a few hundred bytes.
package enum DeviceFileLimits {
  /// The most bytes a device file may hold.
  package static let fileSize = 64 << 20
  /// The most bytes one line of a device file may hold: enough for a name of the longest
  /// length, a position key of the longest length, and a removal that saw thousands of devices.
  package static let lineLength = 1 << 20
  /// The most device files a folder's reading takes; the rest (by name) are skipped, this
  /// device's own file excepted.
  package static let deviceFiles = 4_096
  /// How far ahead of this device's clock another device's change may be stamped, in
  /// milliseconds: a day, well past any clock that is merely wrong by a time zone. A change
  /// stamped later is left out until this device's clock is within that of it, so no forged
  /// stamp ever becomes this device's clock (whose next stamps would then be out of range).
  package static let clockLead: Int64 = 24 * 60 * 60 * 1000

  /// The latest wall time a stamp may have at this device's wall time `now`: `now` plus
  /// ``clockLead``, or the largest there is.
  static func latestWall(at now: Int64) -> Int64 {
    let (latest, overflow) = now.addingReportingOverflow(clockLead)
    return overflow ? .max : latest
  }
}
