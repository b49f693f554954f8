import Foundation

/// Replaces a file's contents so that a reader, a crash or a `kill -9` at any moment sees either
/// the old bytes or the new ones, never a mixture or a truncated file.
///
/// The new bytes go to a temporary file in the same directory, which is flushed with `fsync`,
/// renamed over the target (atomic on POSIX file systems) and made durable by flushing the
/// directory. A symbolic link at the target is followed, so a list kept in a dotfiles repository
/// stays linked.
///
/// ```swift
/// try AtomicFile.write(bytes, to: "/home/ada/.local/share/shopping-list/list.json")
/// ```
package enum AtomicFile {
  /// Atomically replaces (or creates) the file at `path` with `bytes`, creating missing
  /// directories. On failure the old file is untouched and no temporary file is left behind.
  package static func write(_ bytes: [UInt8], to path: String) throws(SystemCallError) {
    try write(to: path) { write throws(SystemCallError) in try write(bytes) }
  }

  /// ``write(_:to:)`` of the bytes `produce` hands to `write`, in order, for a writer that
  /// makes a large file piece by piece and should not hold all of it at once.
  package static func write(
    to path: String,
    producing produce: (_ write: ([UInt8]) throws(SystemCallError) -> Void) throws(SystemCallError)
      -> Void
  ) throws(SystemCallError) {
    let target = resolvingSymbolicLink(path)
    let directory = FileSystem.directory(of: target)
    try FileSystem.createDirectories(directory)
    let (descriptor, temporaryPath) = try createTemporaryFile(beside: target)
    do {
      try fill(descriptor, copyingModeOf: target, describedAs: temporaryPath, with: produce)
    } catch {
      close(descriptor)
      unlink(temporaryPath)
      throw error
    }
    guard close(descriptor) == 0 else {
      let error = SystemCallError.current("writing \(temporaryPath)")
      unlink(temporaryPath)
      throw error
    }
    guard rename(temporaryPath, target) == 0 else {
      let error = SystemCallError.current("replacing \(target)")
      unlink(temporaryPath)
      throw error
    }
    try synchronizeDirectory(directory)
  }

  /// The prefix of the temporary files written beside `path`, for finding ones a crash left.
  static func temporaryFilePrefix(for path: String) -> String {
    ".\(FileSystem.fileName(of: path)).tmp-"
  }

  /// Deletes temporary files that an interrupted write left beside `path`. Only safe while holding
  /// the list's lock, so that no other writer is using them.
  package static func removeAbandonedTemporaryFiles(beside path: String) {
    let target = resolvingSymbolicLink(path)
    let directory = FileSystem.directory(of: target)
    let prefix = temporaryFilePrefix(for: target)
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
      return
    }
    for name in names where name.hasPrefix(prefix) {
      unlink(directory + "/" + name)
    }
  }

  private static func createTemporaryFile(beside target: String) throws(SystemCallError)
    -> (descriptor: Int32, path: String)
  {
    let directory = FileSystem.directory(of: target)
    let prefix = directory + "/" + temporaryFilePrefix(for: target)
    while true {
      let suffix = String(UInt32.random(in: .min ... .max), radix: 36)
      let path = prefix + suffix
      // NB: mode 0666 lets the umask decide, as for any new file; an existing list's mode is
      // copied in `fill`.
      let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
      if descriptor >= 0 { return (descriptor, path) }
      guard errno == EEXIST || errno == EINTR else {
        throw .current("creating a temporary file in \(directory)")
      }
    }
  }

  private static func fill(
    _ descriptor: Int32, copyingModeOf target: String, describedAs name: String,
    with produce: (_ write: ([UInt8]) throws(SystemCallError) -> Void) throws(SystemCallError)
      -> Void
  ) throws(SystemCallError) {
    var status = stat()
    if stat(target, &status) == 0 {
      _ = fchmod(descriptor, status.st_mode & 0o7777)
    }
    try produce { bytes throws(SystemCallError) in
      try FileSystem.writeAll(bytes, to: descriptor, describedAs: name)
    }
    guard fsync(descriptor) == 0 else { throw .current("flushing \(name) to disk") }
  }

  private static func synchronizeDirectory(_ directory: String) throws(SystemCallError) {
    let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { throw .current("opening the directory \(directory)") }
    defer { close(descriptor) }
    guard fsync(descriptor) == 0 else {
      throw .current("flushing the directory \(directory) to disk")
    }
  }

  private static func resolvingSymbolicLink(_ path: String) -> String {
    var status = stat()
    guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK,
      let resolved = realpath(path, nil)
    else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
