import Foundation

/// The few POSIX file operations persistence needs, with `EINTR` retried and every failure turned
/// into a ``SystemCallError`` that names the path.
package enum FileSystem {
  /// The whole contents of the file at `path`, or `nil` when there is no such file.
  package static func contentsIfPresent(of path: String) throws(SystemCallError) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      if errno == ENOENT { return nil }
      throw .current("opening \(path)")
    }
    defer { close(descriptor) }
    return try readAll(from: descriptor, describedAs: path)
  }

  /// Everything that can be read from `descriptor` until the end of the file.
  package static func readAll(
    from descriptor: Int32, describedAs name: String
  ) throws(SystemCallError)
    -> [UInt8]
  {
    var status = stat()
    let size = fstat(descriptor, &status) == 0 ? Int(status.st_size) : 0
    var bytes = try readChunk(from: descriptor, upTo: max(size + 1, 64 * 1024), name)
    while true {
      // NB: the first read almost always took the whole file, so this one just finds its end.
      let chunk = try readChunk(from: descriptor, upTo: 64 * 1024, name)
      if chunk.isEmpty { return bytes }
      bytes.append(contentsOf: chunk)
    }
  }

  /// One `read` of up to `capacity` bytes into a new array, empty at the end of the file.
  private static func readChunk(
    from descriptor: Int32, upTo capacity: Int, _ name: String
  ) throws(SystemCallError) -> [UInt8] {
    var failure: SystemCallError?
    // NB: reads into uninitialised memory; zero-filling 10 MB first costs as much as reading.
    let chunk = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
      count = 0
      while true {
        let result = read(descriptor, buffer.baseAddress, buffer.count)
        if result >= 0 {
          count = result
          return
        } else if errno != EINTR {
          failure = .current("reading \(name)")
          return
        }
      }
    }
    if let failure { throw failure }
    return chunk
  }

  /// Writes all of `bytes` to `descriptor`, however many calls that takes.
  package static func writeAll(
    _ bytes: [UInt8], to descriptor: Int32, describedAs name: String
  ) throws(SystemCallError) {
    var written = 0
    while written < bytes.count {
      let result = bytes.withUnsafeBytes { buffer in
        write(descriptor, buffer.baseAddress.map { $0 + written }, buffer.count - written)
      }
      if result >= 0 {
        written += result
      } else if errno != EINTR {
        throw .current("writing \(name)")
      }
    }
  }

  /// Creates `path` and any missing parents with mode 0700, as the XDG base directory
  /// specification asks for data directories.
  package static func createDirectories(_ path: String) throws(SystemCallError) {
    var status = stat()
    if stat(path, &status) == 0 {
      guard status.st_mode & S_IFMT == S_IFDIR else {
        throw SystemCallError(action: "creating the directory \(path)", code: ENOTDIR)
      }
      return
    }
    let parent = directory(of: path)
    if parent != path { try createDirectories(parent) }
    guard mkdir(path, 0o700) == 0 || errno == EEXIST else {
      throw .current("creating the directory \(path)")
    }
  }

  /// The directory part of `path`: `/a/b` for `/a/b/c`, `/` for `/a`, `.` for `a`.
  package static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let parent = path[..<slash]
    return parent.isEmpty ? "/" : String(parent)
  }

  /// The last component of `path`.
  package static func fileName(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }
}
