import Dispatch
import Foundation
import ShoppingListStorage
import Synchronization

/// Reads a shared folder again and again, decoding only the device files that changed since
/// the last read (by inode, size and modification time), and joining what they hold into the
/// list it keeps. An app re-reads the folder each time a file lands, so a one-item change from
/// another device costs one file, not all of them; and in a file read or written before, only
/// the lines that are new are decoded (see ``RecordLines``), so a command of this device that
/// rewrites a 100,000-record file costs hashing its lines, not decoding them.
///
/// Joining is what makes this sound: a device file only grows by joins, so merging its new
/// contents into the kept list equals merging every file anew. A file that stops being
/// readable (a sync half done) keeps what it held before in the list, and is named in
/// ``FolderSnapshot/skipped`` until it is whole again.
///
/// Everything in the folder is untrusted: only regular files are opened (never through a link,
/// never a FIFO or a device), within ``DeviceFileLimits``; a file whose header names another
/// device than its name, or that claims this device's id without being its own file, is
/// skipped, so no file speaks for a device it is not; and another device's changes stamped
/// more than ``DeviceFileLimits/clockLead`` ahead of this device's clock are held back.
///
/// ```swift
/// var reader = FolderReader(path: folder.path)
/// let first = try reader.read()
/// // …a file lands…
/// let next = try reader.read()  // decodes just that file's new lines
/// ```
package struct FolderReader: Sendable {
  /// The folder's path.
  package let path: String
  /// The device this process is, whose own file alone may speak for it.
  package let ownDevice: DeviceID?
  /// The list of everything read so far.
  package private(set) var list = ReplicatedList()
  /// What the last ``read()`` merged (the first read notes nothing: everything in it is new).
  package private(set) var lastChanges = ListChanges()
  private var files: [String: File] = [:]
  /// Whether a read has happened, after which what arrives is noted in ``lastChanges``.
  private var hasRead = false
  /// Whether files' record lines are noted for reading them again.
  private let keepsLines: Bool
  /// Whether the first read gathers each file's share of the visible list.
  private let gathersShares: Bool
  /// The shares the first read gathered, until ``takeShares()``.
  private var shares: [DeviceID: VisibleShare] = [:]

  private struct File: Sendable {
    var fingerprint: FileFingerprint?
    var outcome: Outcome
    /// The record lines of the file as read, which the next read of it skips.
    var lines = RecordLines()
  }

  private enum Outcome: Sendable {
    case read(FolderSnapshot.Source)
    case skipped(String)
  }

  /// A reader of the folder at `path`, for `ownDevice` (`nil` for a process that has no
  /// identity and writes nothing), that has read nothing yet; one that `keepsLines` notes
  /// every file's record lines as it reads them, for reading them again (hashing 15 MB of lines
  /// at 100,000 records, which a reader that reads once can spare), and one that
  /// `gathersShares` gathers on its first read how each file's items show, for
  /// ``takeShares()``.
  package init(
    path: String, ownDevice: DeviceID?, keepsLines: Bool = true, gathersShares: Bool = false
  ) {
    self.path = path
    self.ownDevice = ownDevice
    self.keepsLines = keepsLines
    self.gathersShares = gathersShares
  }

  /// Hands over the shares of the visible list the first read gathered, for
  /// ``VisibleList/init(_:shares:)``, no longer keeping them: one per device whose items came
  /// from one file alone (a device with a conflict copy too has none).
  package mutating func takeShares() -> [DeviceID: VisibleShare] {
    defer { shares = [:] }
    return shares
  }

  /// Reads what changed since the last call and returns the whole folder's snapshot; an empty
  /// list when the folder does not exist. `now` is this device's wall time in milliseconds,
  /// which other devices' changes may lead by at most ``DeviceFileLimits/clockLead``.
  package mutating func read(
    now: Int64 = HybridClock.wallClockNow()
  ) throws(SharedFolderError) -> FolderSnapshot {
    lastChanges = ListChanges()
    let noting = hasRead
    hasRead = true
    let listing: DeviceFileListing
    do {
      // NB: decided from this listing's own error: a second look could find the folder that
      // another writer created meanwhile, and report a failure for a folder that was empty.
      guard let listed = try DeviceFileListing(ofFolder: path) else {
        files = [:]
        return snapshot(names: [], notes: [:])
      }
      listing = listed
    } catch {
      throw .unreadableFolder(path: path, reason: error.reason)
    }
    let ownName = ownDevice.map(DeviceFileName.ownFile(of:))
    var names = listing.names
    var notes: [String: String] = [:]
    for name in listing.notUTF8 {
      notes[name] = "its name is not UTF-8, which no device writes; rename or remove it"
    }
    if names.count > DeviceFileLimits.deviceFiles {
      var kept = 0
      for name in names {
        guard name != ownName else { continue }
        kept += 1
        if kept > DeviceFileLimits.deviceFiles {
          notes[name] =
            "the folder has more than \(DeviceFileLimits.deviceFiles) device files, the most "
            + "that are read"
        }
      }
    }
    var present: [String: File] = [:]
    var changed: [(name: String, fingerprint: FileFingerprint?)] = []
    for name in names {
      guard notes[name] == nil else { continue }
      let fingerprint = FileFingerprint(of: path + "/" + name)
      if let known = files[name], let fingerprint, known.fingerprint == fingerprint {
        present[name] = known
      } else if let refusal = fingerprint?.refusal {
        // NB: not opened at all: a FIFO could block, a link could lead out of the folder.
        present[name] = File(fingerprint: fingerprint, outcome: .skipped(refusal.description))
      } else {
        changed.append((name, fingerprint))
      }
    }
    names += listing.notUTF8
    // NB: files are decoded side by side (three devices' files at start), then joined in name
    // order, so the result does not depend on which decode finished first.
    // NB: each file's newest stamp too, worked out as it was decoded.
    typealias Decoded = (
      file: SharedFolder.DecodedFile, newest: HybridTimestamp?, skipped: RecordLines?
    )
    let results = Mutex([Result<Decoded, SharedFolder.ReadFailure>?](
      repeating: nil, count: changed.count
    ))
    // NB: a file read before is decoded again only in the lines that changed (another process
    // of a device rewrites its whole file for a one-item change).
    let earlier: [(source: FolderSnapshot.Source, lines: RecordLines)?] = changed.map { entry in
      guard let file = files[entry.name], case .read(let source) = file.outcome,
        !file.lines.isEmpty
      else { return nil }
      return (source, file.lines)
    }
    let folder = path
    let latestWall = DeviceFileLimits.latestWall(at: now)
    let notesLines = keepsLines
    let gathersShares = gathersShares && !noting
    // NB: largest first, so that two cores end together rather than one starting on the
    // largest file last.
    let changedNames = changed.map(\.name)
    let decodingOrder = changed.indices.sorted {
      (changed[$0].fingerprint?.size ?? 0) > (changed[$1].fingerprint?.size ?? 0)
    }
    DispatchQueue.concurrentPerform(iterations: changedNames.count) { turn in
      let index = decodingOrder[turn]
      let path = folder + "/" + changedNames[index]
      var before = earlier[index]
      // NB: this device's own file is its own word; only other devices' stamps are bounded.
      let bound = changedNames[index] == ownName ? nil : latestWall
      var result = SharedFolder.readDeviceFile(
        at: path, skipping: before?.lines ?? RecordLines(), notingLines: notesLines,
        gatheringShare: gathersShares, latestWall: bound
      )
      // NB: lines skipped are only the same records if the file is still the same device's.
      if case .success(let file)? = result, let known = before,
        file.header.device != known.source.header.device
      {
        before = nil
        result = SharedFolder.readDeviceFile(
          at: path, skipping: RecordLines(), notingLines: notesLines, latestWall: bound
        )
      }
      // NB: the newest stamp of the lines skipped is the one the file had.
      let decoded = result?.map { file -> Decoded in
        (file, file.newestStamp.latest(before?.source.newestStamp), before?.lines)
      }
      results.withLock { $0[index] = decoded }
    }
    var decoded = results.withLock { $0 }
    for (index, (name, _)) in changed.enumerated() {
      guard case .success((let file, _, _))? = decoded[index],
        let reason = impostureReason(name: name, header: file.header, ownName: ownName)
      else { continue }
      decoded[index] = .failure(SharedFolder.ReadFailure(message: reason))
    }
    // NB: a device's share speaks for its log only when one file holds all of it.
    var filesByDevice: [DeviceID: Int] = [:]
    for case let .success((file, _, _))? in decoded {
      filesByDevice[file.header.device, default: 0] += 1
    }
    for (index, (name, fingerprint)) in changed.enumerated() {
      switch decoded[index] {
      case let .success((file, newest, known)):
        if let share = file.share, filesByDevice[file.header.device] == 1 {
          shares[file.header.device] = share
        }
        if noting {
          list.merge(file.log, newestStamp: newest, recordingIn: &lastChanges)
        } else {
          list.merge(file.log, newestStamp: newest)
        }
        let source = FolderSnapshot.Source(
          name: name, header: file.header, isConflictCopy: DeviceFileName.isConflictCopy(name),
          newestStamp: newest, recordCount: file.recordCount, heldBack: file.heldBack
        )
        // NB: the lines of the file before stay noted with the new ones (see `RecordLines`).
        var lines = known ?? RecordLines()
        lines.formUnion(file.lines)
        present[name] = File(fingerprint: fingerprint, outcome: .read(source), lines: lines)
      case let .failure(reason):
        present[name] = File(fingerprint: fingerprint, outcome: .skipped(reason.message))
      case nil:
        continue
      }
    }
    files = present
    return snapshot(names: names, notes: notes)
  }

  /// Why the file named `name` with `header` does not speak for the device it claims, if it
  /// does not: its header names another device than its name does, or this device while it is
  /// not this device's own file (whose records this device would then copy under its name).
  private func impostureReason(
    name: String, header: DeviceFileHeader, ownName: String?
  ) -> String? {
    guard DeviceFileName.device(inName: name) == header.device else {
      return "its header says it is device \(header.device)'s, but its name says otherwise"
    }
    if header.device == ownDevice, name != ownName {
      return "it claims to be this device's, but only \(ownName ?? "") speaks for this device"
    }
    return nil
  }

  /// The fingerprint of the file named `name` as the last read saw it.
  func fingerprint(ofFileNamed name: String) -> FileFingerprint? {
    files[name]?.fingerprint
  }

  /// Hands over the record lines noted for the file named `name`, no longer noting them here,
  /// for a write of that file to add to (see ``SharedFolder/save(_:now:ownFileAsRead:notingIn:)``)
  /// without copying them.
  mutating func takeLines(ofFileNamed name: String) -> RecordLines {
    guard var file = files.removeValue(forKey: name) else { return RecordLines() }
    let lines = file.lines
    file.lines = RecordLines()
    files[name] = file
    return lines
  }

  /// Changes the list in place (no copy of 100,000 records), for the changes this process
  /// writes; ``noteWritten(name:fingerprint:header:log:lines:)`` then records the file written.
  mutating func modifyList<Result>(
    _ body: (inout ReplicatedList) throws -> Result
  ) rethrows -> Result {
    try body(&list)
  }

  /// Takes note of a file this process just wrote (under the lock that keeps other writers
  /// out, so `fingerprint` is of exactly `log`), so the next read does not decode it again,
  /// and of its record `lines`, so a read after another process rewrites it decodes only what
  /// that process changed.
  ///
  /// - Precondition: the list holds `log` (see ``modifyList(_:)``).
  mutating func noteWritten(
    name: String, fingerprint: FileFingerprint?, header: DeviceFileHeader, log: DeviceLog,
    lines: RecordLines
  ) {
    let source = FolderSnapshot.Source(
      name: name, header: header, isConflictCopy: false, newestStamp: log.newestStamp,
      recordCount: log.records.count
    )
    files[name] = File(fingerprint: fingerprint, outcome: .read(source), lines: lines)
  }

  /// The snapshot of the files named `names`, the ones in `notes` skipped unread for the reason
  /// noted.
  private func snapshot(names: [String], notes: [String: String]) -> FolderSnapshot {
    var sources: [FolderSnapshot.Source] = []
    var skipped: [FolderSnapshot.SkippedFile] = []
    for name in names {
      if let note = notes[name] {
        skipped.append(FolderSnapshot.SkippedFile(name: name, reason: note))
        continue
      }
      switch files[name]?.outcome {
      case .read(let source): sources.append(source)
      case .skipped(let reason): skipped.append(FolderSnapshot.SkippedFile(name: name, reason: reason))
      case nil: break
      }
    }
    return FolderSnapshot(list: list, sources: sources, skipped: skipped)
  }
}
