import Foundation

/// Reads a file a piece at a time into one buffer, for a decoder that works through it as it
/// comes: a 15 MB file then costs a quarter of a megabyte of memory rather than 15, and the
/// bytes are decoded while they are still in the processor's cache.
///
/// The consumer says how many bytes of each piece it used; the rest (a line cut by the piece's
/// end) is kept and continued by the next read, and the buffer grows when the consumer used
/// nothing of a full one (a line longer than the buffer).
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
  /// - Throws: A ``SystemCallError`` when the file cannot be opened or read, or what `consume`
  ///   throws.
  package static func read(
    _ path: String, pieceSize: Int = pieceSize,
    _ consume: (_ bytes: UnsafeBufferPointer<UInt8>, _ isLast: Bool) throws -> Int
  ) throws -> Bool {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      if errno == ENOENT { return false }
      throw SystemCallError.current("opening \(path)")
    }
    defer { close(descriptor) }
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
