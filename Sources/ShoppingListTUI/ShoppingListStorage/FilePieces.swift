import Foundation

/// Reads a file a piece at a time into one buffer, for a decoder that works through it as it
/// comes: a 15 MB file then costs a quarter of a megabyte of memory rather than 15, and the
/// bytes are decoded while they are still in the processor's cache.
///
/// The consumer says how many bytes of each piece it used; the rest (a line cut by the piece's
/// end) is kept and continued by the next read, and the buffer grows when the consumer used
/// nothing of a full one (a line longer than the buffer).
///
/// The file is one that anyone sharing a folder may have put there, so only a regular file is
/// read, never through a symbolic link, and never past `limit` bytes: opening does not block
/// (a FIFO), and a file that grows while it is read (`/dev/zero` behind a name) stops at the
/// limit instead of filling memory.
///
/// ```swift
/// let found = try FilePieces.read(path) { bytes, isLast in
///   try decoder.decode(bytes, isLast: isLast)  // returns the bytes it used
/// }
/// ```
package enum FilePieces {
  /// The size of the buffer a read starts with.
  static let pieceSize = 256 * 1024

  /// Hands the file at `path` to `consume` in pieces, each continuing the bytes it did not use
  /// of the one before; the last call has `isLast` set and all the bytes left. Returns `false`,
  /// having called nothing, when there is no such file.
  ///
  /// - Throws: An ``UntrustedFileError`` when `path` is a symbolic link, not a regular file, or
  ///   longer than `limit` bytes; a ``SystemCallError`` when the file cannot be opened or read;
  ///   or what `consume` throws.
  package static func read(
    _ path: String, pieceSize: Int = pieceSize, limit: Int,
    _ consume: (_ bytes: UnsafeBufferPointer<UInt8>, _ isLast: Bool) throws -> Int
  ) throws -> Bool {
    // NB: O_NONBLOCK so that opening a FIFO returns at once; it changes nothing for the
    // regular file that is then the only kind read.
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
    guard descriptor >= 0 else {
      if errno == ENOENT { return false }
      if errno == ELOOP { throw UntrustedFileError.symbolicLink }
      throw SystemCallError.current("opening \(path)")
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw SystemCallError.current("looking at \(path)")
    }
    if let refusal = UntrustedFileError(mode: status.st_mode) { throw refusal }
    guard status.st_size <= limit else { throw UntrustedFileError.tooLarge(limit: limit) }
    var total = 0
    var capacity = max(pieceSize, 1)
    var base = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
    defer { base.deallocate() }
    var filled = 0
    while true {
      if filled == capacity {
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2)
        larger.initialize(from: base, count: capacity)
        base.deallocate()
        base = larger
        capacity *= 2
      }
      let count = Foundation.read(descriptor, base + filled, capacity - filled)
      if count < 0 {
        if errno == EINTR { continue }
        throw SystemCallError.current("reading \(path)")
      }
      let isLast = count == 0
      filled += count
      total += count
      guard total <= limit else { throw UntrustedFileError.tooLarge(limit: limit) }
      let used = try consume(UnsafeBufferPointer(start: base, count: filled), isLast)
      if isLast { return true }
      precondition(used <= filled, "consumed more bytes than it was given")
      if used > 0 {
        base.update(from: base + used, count: filled - used)
        filled -= used
      }
    }
  }
}
