import Foundation

/// The advisory lock that makes one shopping-list at a time the writer of a list, so two
/// instances (or the app and a CLI command) can never overwrite each other's changes.
///
/// It is a `flock(2)` exclusive lock on `list.json.lock` beside the list, held until the lock is
/// released or the process ends (the kernel drops it even after `kill -9`). The lock file itself
/// is never deleted: deleting it would let two processes lock two different files. A lock file
/// in a shared folder is anyone's to replace, so a symbolic link or anything but a regular file
/// in its place is refused, never followed or created through.
///
/// ```swift
/// let lock = try ListFileLock.acquire(forListAt: path)  // throws .locked(path) when taken
/// defer { lock.release() }
/// ```
package final class ListFileLock: Sendable {
  /// The path of the lock file for the list at `listPath`.
  package static func lockPath(forListAt listPath: String) -> String { listPath + ".lock" }

  private let descriptor: Int32

  private init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// Takes the lock, creating the directory and the lock file if needed; without `waiting` it
  /// fails at once when the lock is taken, with `waiting` it blocks until the holder lets go
  /// (for short critical sections such as one write of a device file).
  ///
  /// - Throws: ``ListStorageError/locked(path:)`` when another process (or another open of the
  ///   lock file in this one) holds it, ``ListStorageError/cannotLock(path:reason:)`` when the
  ///   lock file cannot be created or locked at all.
  package static func acquire(
    forListAt listPath: String, waiting: Bool = false
  ) throws(ListStorageError) -> ListFileLock {
    let path = lockPath(forListAt: listPath)
    do {
      try FileSystem.createDirectories(FileSystem.directory(of: path))
    } catch {
      throw .cannotLock(path: listPath, reason: error.description)
    }
    // NB: O_NONBLOCK so that a FIFO in the lock file's place cannot hold the open.
    let flags = O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK
    var descriptor = open(path, O_RDWR | O_CREAT | flags, 0o666)
    var failure = SystemCallError.current("opening \(path)")
    if descriptor < 0 && errno == EACCES {
      // NB: someone else's lock file that we may only read can still be locked; when there is
      // none, the reason to report is why it could not be created, not that it is missing.
      descriptor = open(path, O_RDONLY | flags)
      if descriptor < 0, errno != ENOENT { failure = .current("opening \(path)") }
    }
    guard descriptor >= 0 else {
      if failure.code == ELOOP {
        throw .cannotLock(
          path: listPath, reason: "\(path) is a symbolic link, which is never followed; remove it"
        )
      }
      throw .cannotLock(path: listPath, reason: failure.description)
    }
    var status = stat()
    let looked = fstat(descriptor, &status) == 0
    if !looked || UntrustedFileError(mode: status.st_mode) != nil {
      let failure = looked ? nil : SystemCallError.current("looking at \(path)")
      close(descriptor)
      throw .cannotLock(
        path: listPath,
        reason: failure?.description ?? "\(path) is not a regular file; remove it"
      )
    }
    while flock(descriptor, waiting ? LOCK_EX : LOCK_EX | LOCK_NB) != 0 {
      guard errno == EINTR else {
        let error = SystemCallError.current("locking \(path)")
        close(descriptor)
        if error.code == EWOULDBLOCK { throw .locked(path: listPath) }
        throw .cannotLock(path: listPath, reason: error.description)
      }
    }
    return ListFileLock(descriptor: descriptor)
  }

  /// Gives the lock up; also happens when the lock is deallocated or the process ends.
  package func release() {
    _ = flock(descriptor, LOCK_UN)
  }

  deinit {
    close(descriptor)
  }
}
