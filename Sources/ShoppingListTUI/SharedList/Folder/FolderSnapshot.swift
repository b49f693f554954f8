import Foundation

/// What reading a shared folder found: the merged list, every file that was read, and every
/// file that was skipped with the reason.
///
/// ```swift
/// let snapshot = try folder.read()
/// snapshot.list.visibleItems
/// snapshot.skipped.map(\.name)  // ["device-9B2C….jsonl"] while it is half synced
/// ```
package struct FolderSnapshot: Equatable, Sendable {
  /// One device file that was read.
  package struct Source: Equatable, Sendable {
    /// The file's name in the folder.
    package var name: String
    /// What the file's header says.
    package var header: DeviceFileHeader
    /// Whether a sync engine made this file as a conflict copy.
    package var isConflictCopy: Bool
    /// The newest change in the file.
    package var newestStamp: HybridTimestamp?
    /// How many items the file has records of.
    package var recordCount: Int
    /// How many of its records were held back as stamped too far ahead of this device's clock
    /// (see ``DeviceFileLimits/clockLead``), and the newest stamp among them.
    package var heldBackCount: Int
    package var heldBackNewest: HybridTimestamp?

    /// A file named `name` whose header is `header`.
    package init(
      name: String, header: DeviceFileHeader, isConflictCopy: Bool,
      newestStamp: HybridTimestamp?, recordCount: Int,
      heldBack: (count: Int, newest: HybridTimestamp?) = (0, nil)
    ) {
      self.name = name
      self.header = header
      self.isConflictCopy = isConflictCopy
      self.newestStamp = newestStamp
      self.recordCount = recordCount
      heldBackCount = heldBack.count
      heldBackNewest = heldBack.newest
    }

    /// Why some of the file's changes are left out, when some are, naming the device: "2
    /// changes by phone are stamped up to 2031-05-01 10:00 UTC, more than a day ahead of this
    /// device's clock; they are left out until then".
    package var heldBackNote: String? {
      guard heldBackCount > 0 else { return nil }
      let when = heldBackNewest.map { " up to \(Self.utcTime(ofWall: $0.wall))" } ?? ""
      let by = header.name.isEmpty ? "" : " by \(header.name)"
      let changes =
        heldBackCount == 1 ? "1 change\(by) is" : "\(heldBackCount) changes\(by) are"
      return "\(changes) stamped\(when), more than a day ahead of this device's clock; "
        + "\(heldBackCount == 1 ? "it is" : "they are") left out until then"
    }

    /// `wall` (milliseconds since 1970) as a UTC time to the minute; a time past any calendar
    /// as its milliseconds.
    private static func utcTime(ofWall wall: Int64) -> String {
      let seconds = wall / 1000
      // NB: beyond the year 9999 a date means nothing to a person.
      guard seconds < 253_402_300_800 else { return "\(wall) ms after 1970" }
      var time = time_t(seconds)
      var parts = tm()
      gmtime_r(&time, &parts)
      func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
      return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday)) "
        + "\(two(parts.tm_hour)):\(two(parts.tm_min)) UTC"
    }
  }

  /// One device file that was not read; it is read again the next time the folder is.
  package struct SkippedFile: Equatable, Sendable, CustomStringConvertible {
    /// The file's name in the folder.
    package var name: String
    /// Why it was skipped: unreadable, cut short, invalid, or of a newer format.
    package var reason: String

    /// A skipped file named `name`.
    package init(name: String, reason: String) {
      self.name = name
      self.reason = reason
    }

    package var description: String { "\(name): \(reason)" }
  }

  /// Every readable file's log, merged.
  package var list: ReplicatedList
  /// The files that were read, by name.
  package var sources: [Source]
  /// The files that were skipped, by name.
  package var skipped: [SkippedFile]

  /// A snapshot of what was read.
  package init(list: ReplicatedList, sources: [Source], skipped: [SkippedFile]) {
    self.list = list
    self.sources = sources
    self.skipped = skipped
  }

  /// The files read in part, as skipped files whose reason says what was left out (see
  /// ``Source/heldBackNote``), for the same warnings.
  package var partlyRead: [SkippedFile] {
    sources.compactMap { source in
      source.heldBackNote.map { SkippedFile(name: source.name, reason: $0) }
    }
  }

  /// The name each device gave itself in its newest readable file, for status lines.
  package var deviceNames: [DeviceID: String] {
    var names: [DeviceID: (String, HybridTimestamp?)] = [:]
    for source in sources where !source.header.name.isEmpty {
      let current = names[source.header.device]
      if current == nil || current?.1.latest(source.newestStamp) != current?.1 {
        names[source.header.device] = (source.header.name, source.newestStamp)
      }
    }
    return names.mapValues(\.0)
  }
}
