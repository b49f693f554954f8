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

  /// The path of this device's own file.
  package var ownFilePath: String { path + "/" + DeviceFileName.ownFile(of: device.id) }

  /// Every device file in the folder, merged; an empty list when the folder does not exist.
  package func read() throws(SharedFolderError) -> FolderSnapshot {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: path)
        .filter(DeviceFileName.isSource).sorted()
    } catch let error as CocoaError
      where error.code == .fileReadNoSuchFile || error.code == .fileNoSuchFile
    {
      // NB: decided from this listing's own error: a second look could find the folder that
      // another writer created meanwhile, and report a failure for a folder that was empty.
      return FolderSnapshot(list: ReplicatedList(), sources: [], skipped: [])
    } catch {
      // NB: the system's reason ("Permission denied", "Not a directory") rather than
      // Foundation's "The operation could not be completed.".
      let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey]
      let code = (underlying as? POSIXError).map { Int($0.code.rawValue) }
        ?? (underlying as? NSError)?.code
      let reason = code.map { String(cString: strerror(Int32($0))) }
      throw .unreadableFolder(path: path, reason: reason ?? error.localizedDescription)
    }
    var logs: [DeviceLog] = []
    var sources: [FolderSnapshot.Source] = []
    var skipped: [FolderSnapshot.SkippedFile] = []
    for name in names {
      switch Self.readDeviceFile(at: path + "/" + name) {
      case let .success((header, log)):
        logs.append(log)
        sources.append(
          FolderSnapshot.Source(
            name: name, header: header, isConflictCopy: DeviceFileName.isConflictCopy(name),
            newestStamp: log.newestStamp, recordCount: log.records.count
          )
        )
      case let .failure(reason):
        skipped.append(FolderSnapshot.SkippedFile(name: name, reason: reason.message))
      case nil:
        continue
      }
    }
    return FolderSnapshot(list: ReplicatedList(logs: logs), sources: sources, skipped: skipped)
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
      throw .cannotLock(path: ownPath, reason: error.description)
    }
    defer { lock.release() }
    AtomicFile.removeAbandonedTemporaryFiles(beside: ownPath)
    var merged = list
    switch Self.readDeviceFile(at: ownPath) {
    case let .success((header, log)):
      guard header.device == device.id else {
        throw .ownFileUnreadable(path: ownPath, reason: "it belongs to device \(header.device)")
      }
      merged.merge(log)
    case let .failure(reason):
      throw .ownFileUnreadable(path: ownPath, reason: reason.message)
    case nil:
      break
    }
    let own = merged.collectingGarbage(of: device.id, now: now).log(of: device.id)
    let header = DeviceFileHeader(device: device.id, name: device.name)
    do {
      try AtomicFile.write(DeviceFileEncoder.encode(own, header: header), to: ownPath)
    } catch {
      throw .saveFailed(path: ownPath, reason: error.description)
    }
    return own
  }

  /// Why a device file was not read.
  package struct ReadFailure: Error {
    /// The reason, for a banner.
    package var message: String
  }

  /// The header and log in the device file at `path`, a failure saying why it cannot be read,
  /// or `nil` when there is no such file.
  package static func readDeviceFile(
    at path: String
  ) -> Result<(DeviceFileHeader, DeviceLog), ReadFailure>? {
    let bytes: [UInt8]
    do {
      guard let contents = try FileSystem.contentsIfPresent(of: path) else { return nil }
      bytes = contents
    } catch {
      return .failure(ReadFailure(message: error.reason))
    }
    do {
      let (header, log) = try DeviceFileDecoder.decode(bytes)
      return .success((header, log))
    } catch {
      return .failure(ReadFailure(message: error.description))
    }
  }
}
