/// The record lines of a device file as last read or written, each by a hash of its bytes, so
/// that reading the file again decodes only the lines that are new: another process's one-item
/// change to a file of 100,000 records then costs hashing its lines, not decoding them all.
///
/// Only a line that held exactly one record is noted; a line with the same bytes holds the same
/// record, whatever else changed in the file. Lines of earlier versions of a file may stay
/// noted: skipping such a line when it comes back skips a record already merged, which merging
/// again would not change. Hashes never leave the process; two of 100,000 lines share one with
/// a chance of about 1 in 10^9.
///
/// ```swift
/// var lines = RecordLines()
/// lines.note(lineBytes)
/// lines.contains(lineBytes)  // true: skip it
/// ```
package struct RecordLines: Equatable, Sendable {
  private var hashes: Set<UInt64> = []

  /// No lines known.
  package init() {}

  /// How many lines are known.
  package var count: Int { hashes.count }

  /// Whether no line is known.
  package var isEmpty: Bool { hashes.isEmpty }

  /// Makes room for `count` lines in all.
  package mutating func reserveCapacity(_ count: Int) {
    hashes.reserveCapacity(count)
  }

  /// Notes a record line (without its line feed).
  package mutating func note(_ line: UnsafeBufferPointer<UInt8>) {
    hashes.insert(Self.hash(line))
  }

  /// Whether a line with exactly these bytes was noted.
  package func contains(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    !hashes.isEmpty && hashes.contains(Self.hash(line))
  }

  /// Notes the lines of `other` too.
  mutating func formUnion(_ other: RecordLines) {
    // NB: the other lines themselves when there is nothing to add them to (a first read).
    if hashes.isEmpty {
      hashes = other.hashes
    } else {
      hashes.formUnion(other.hashes)
    }
  }

  /// A 64-bit hash of the line, eight bytes at a time: every line of a file is hashed each time
  /// it is read, where `Hasher`'s SipHash took several times as long (see "A shared list" in
  /// BENCHMARKS.md). Lines are the process's own files, so the hash needs no defence against
  /// chosen collisions.
  private static func hash(_ line: UnsafeBufferPointer<UInt8>) -> UInt64 {
    let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
    var hash = UInt64(truncatingIfNeeded: line.count) &* multiplier
    let raw = UnsafeRawBufferPointer(line)
    var offset = 0
    while offset + 8 <= raw.count {
      let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      hash = (hash ^ word) &* multiplier
      hash ^= hash >> 29
      offset += 8
    }
    var tail: UInt64 = 0
    for index in offset..<raw.count { tail = tail << 8 | UInt64(raw[index]) }
    hash = (hash ^ tail) &* multiplier
    // NB: murmur3's finalizer, so that every input bit reaches every output bit.
    hash ^= hash >> 33
    hash &*= 0xFF51_AFD7_ED55_8CCD
    hash ^= hash >> 33
    hash &*= 0xC4CE_B9FE_1A85_EC53
    return hash ^ (hash >> 33)
  }
}
