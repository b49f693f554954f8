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

    /// A file named `name` whose header is `header`.
    package init(
      name: String, header: DeviceFileHeader, isConflictCopy: Bool,
      newestStamp: HybridTimestamp?, recordCount: Int
    ) {
      self.name = name
      self.header = header
      self.isConflictCopy = isConflictCopy
      self.newestStamp = newestStamp
      self.recordCount = recordCount
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
