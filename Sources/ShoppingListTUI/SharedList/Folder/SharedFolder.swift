import Foundation
import ShoppingListStorage

/// A shared list on disk: a folder of device files, of which this device writes only its own.
///
/// Reading merges every device file and conflict copy (see ``DeviceFileName``); a file that is
/// unreadable, cut short, invalid or of a newer format is skipped and named in the snapshot,
/// and read again next time. Writing is a short critical section on this device's own lock
/// file: lock, read the own file, join it with the log in memory, drop expired tombstones,
/// write atomically, unlock. So any number of processes of one device can write at any time
/// without losing each other's changes, and the own file is never rewritten from a state that
/// failed to load.
///
/// ```swift
/// let folder = SharedFolder(path: listDirectory, device: identity)
/// var snapshot = try folder.read()
/// try snapshot.list.apply(.add(id: UUID(), name: "milk", at: .end), clock: &clock, now: now)
/// try folder.save(snapshot.list, now: now)
/// ```
package struct SharedFolder: Equatable, Sendable {
  /// The folder's path.
  package var path: String
  /// The device this process writes as.
  package var device: DeviceIdentity

  /// The folder at `path`, written to as `device`.
  package init(path: String, device: DeviceIdentity) {
    self.path = path
    self.device = device
  }

  /// The folder `name` inside this one, written as the same device: where a list keeps its
  /// history and its stores, in the list's own format.
  package func subfolder(named name: String) -> SharedFolder {
    SharedFolder(path: path + "/" + name, device: device)
  }

  /// The path of this device's own file.
  package var ownFilePath: String { path + "/" + DeviceFileName.ownFile(of: device.id) }

  /// Every device file in the folder, merged; an empty list when the folder does not exist.
  /// `now` bounds how far ahead other devices' stamps may be (see ``FolderReader``).
  package func read(
    now: Int64 = HybridClock.wallClockNow()
  ) throws(SharedFolderError) -> FolderSnapshot {
    var reader = FolderReader(path: path, ownDevice: device.id, keepsLines: false)
    return try reader.read(now: now)
  }

  /// Why this device's own file could not be read in `snapshot`, if it could not: the list
  /// then holds only the other devices' files, and nothing may be written.
  package func unreadableOwnFile(in snapshot: FolderSnapshot) -> SharedFolderError? {
    let ownName = DeviceFileName.ownFile(of: device.id)
    return snapshot.skipped.first { $0.name == ownName }.map {
      .ownFileUnreadable(path: ownFilePath, reason: $0.reason)
    }
  }

  /// Writes this device's part of `list` to its own file, joined with what the file already
  /// holds (another process of this device may have written since `list` was read), with
  /// tombstones older than ``ReplicatedList/tombstoneLifetime`` collected at `now`.
  ///
  /// - Returns: The log now in the file.
  /// - Throws: ``SharedFolderError/ownFileUnreadable(path:reason:)`` without writing when the
  ///   own file cannot be read, so nothing in it is ever lost.
  @discardableResult
  package func save(_ list: ReplicatedList, now: Int64) throws(SharedFolderError) -> DeviceLog {
    try save(list, now: now, ownFileAsRead: nil).log
  }

  /// What ``save(_:now:ownFileAsRead:)`` wrote.
  package struct WrittenFile: Sendable {
    /// The log now in the file.
    package var log: DeviceLog
    /// The file's fingerprint, taken under the lock, so the next read need not decode it.
    var fingerprint: FileFingerprint?
    /// Whether the file held changes the list saved did not (another process of this device
    /// wrote since the list was read), now in ``log``.
    var mergedOwnFile: Bool
    /// The file's record lines, so that a read after another process changes it decodes only
    /// what that process wrote.
    package var lines: RecordLines
  }

  /// ``save(_:now:)`` for a process that keeps reading the folder: when the own file still has
  /// `ownFileAsRead` (checked under the lock), its contents are already in `list` and it is not
  /// decoded again. The lines written are noted in `lines`, the own file's record lines as last
  /// read or written (which may stay noted, see ``RecordLines``), rather than in a second table
  /// beside it: 2 MB at 100,000 lines. `amending` changes the list under the lock, once the own
  /// file is joined in, for a write that depends on what the file holds (a count that grows).
  package func save(
    _ list: ReplicatedList, now: Int64, ownFileAsRead: FileFingerprint?,
    notingIn lines: consuming RecordLines = RecordLines(),
    amending: (inout ReplicatedList) -> Void = { _ in }
  ) throws(SharedFolderError) -> WrittenFile {
    let ownPath = ownFilePath
    do {
      try FileSystem.createDirectories(path)
    } catch {
      throw .saveFailed(path: ownPath, reason: error.description)
    }
    let lock: ListFileLock
    do {
      lock = try ListFileLock.acquire(forListAt: ownPath, waiting: true)
    } catch {
      // NB: the lock's own reason, not its message, which names the file a second time.
      guard case let .cannotLock(_, reason) = error else {
        throw .cannotLock(path: ownPath, reason: error.description)
      }
      throw .cannotLock(path: ownPath, reason: reason)
    }
    defer { lock.release() }
    AtomicFile.removeAbandonedTemporaryFiles(beside: ownPath)
    var merged = list
    var mergedOwnFile = false
    if ownFileAsRead == nil || FileFingerprint(of: ownPath) != ownFileAsRead {
      switch Self.readDeviceFile(at: ownPath) {
      case let .success((header, log)):
        guard header.device == device.id else {
          throw .ownFileUnreadable(path: ownPath, reason: "it belongs to device \(header.device)")
        }
        merged.merge(log)
        mergedOwnFile = true
      case let .failure(reason):
        throw .ownFileUnreadable(path: ownPath, reason: reason.message)
      case nil:
        break
      }
    }
    amending(&merged)
    let own = merged.collectingGarbage(of: device.id, now: now).log(of: device.id)
    let header = DeviceFileHeader(device: device.id, name: device.name)
    // NB: lines of many earlier versions of the file are forgotten: every line written is noted.
    if lines.count > 2 * own.records.count + 1_024 { lines = RecordLines() }
    do {
      try AtomicFile.write(to: ownPath) { write throws(SystemCallError) in
        try DeviceFileEncoder.encode(own, header: header, noting: &lines, into: write)
      }
    } catch {
      // NB: the system's reason alone: the step ("creating a temporary file in …") names the
      // folder again, and pushed the reason out of a status bar.
      throw .saveFailed(path: ownPath, reason: error.reason)
    }
    return WrittenFile(
      log: own, fingerprint: FileFingerprint(of: ownPath), mergedOwnFile: mergedOwnFile,
      lines: lines
    )
  }

  /// Why a device file was not read.
  struct ReadFailure: Error {
    /// The reason, for a banner.
    package var message: String
  }

  /// The header and log in the device file at `path`, a failure saying why it cannot be read,
  /// or `nil` when there is no such file.
  static func readDeviceFile(
    at path: String
  ) -> Result<(DeviceFileHeader, DeviceLog), ReadFailure>? {
    readDeviceFile(at: path, skipping: RecordLines(), notingLines: false)?
      .map { ($0.header, $0.log) }
  }

  /// A device file as read again: its header, the records of the lines not in `known`, how
  /// many records it holds, the record lines decoded, its items as their records alone show
  /// them, if gathered (see ``VisibleShare``), the records held back as stamped too far
  /// ahead, and the newest stamp in the log.
  typealias DecodedFile = (
    header: DeviceFileHeader, log: DeviceLog, recordCount: Int, lines: RecordLines,
    share: VisibleShare?, heldBack: (count: Int, newest: HybridTimestamp?),
    newestStamp: HybridTimestamp?
  )

  /// ``readDeviceFile(at:)`` that leaves out the record lines in `known`, notes the lines it
  /// decodes when `notingLines` (see ``RecordLines``), gathers the file's share of the visible
  /// list when `gatheringShare` and `known` is empty, and holds back the records stamped after
  /// `latestWall`.
  static func readDeviceFile(
    at path: String, skipping known: RecordLines, notingLines: Bool, gatheringShare: Bool = false,
    latestWall: Int64? = nil
  ) -> Result<DecodedFile, ReadFailure>? {
    // NB: a piece at a time (see `FilePieces`): a 100,000-record file is 15 MB.
    let size = FileFingerprint(of: path).map { Int($0.size) }
    var pass = DeviceFileDecoder.Pass(
      skipping: known, notingLines: notingLines, sizeHint: size, latestWall: latestWall,
      gathersShare: gatheringShare
    )
    do {
      let found = try FilePieces.read(path, limit: DeviceFileLimits.fileSize) { bytes, isLast in
        try pass.decode(bytes, isLast: isLast)
      }
      guard found else { return nil }
      let (header, log, recordCount, lines) = try pass.finished()
      return .success(
        (header, log, recordCount, lines, pass.share, pass.heldBack, pass.newestStamp)
      )
    } catch let error as UntrustedFileError {
      return .failure(ReadFailure(message: error.description))
    } catch let error as SystemCallError {
      return .failure(ReadFailure(message: error.reason))
    } catch let error as ListFileFormatError {
      return .failure(ReadFailure(message: error.description))
    } catch {
      return .failure(ReadFailure(message: String(describing: error)))
    }
  }
}
