/// The record lines of a device file as last read or written, each by a hash of its bytes, so
/// that reading the file again decodes only the lines that are new: another process's one-item
/// change to a file of 100,000 records then costs hashing its lines, not decoding them all.
///
/// Only a line that held exactly one record is noted; a line with the same bytes holds the same
/// record, whatever else changed in the file. Lines of earlier versions of a file may stay
/// noted: skipping such a line when it comes back skips a record already merged, which merging
/// again would not change. Hashes never leave the process.
///
/// ```swift
/// var lines = RecordLines()
/// lines.note(lineBytes)
/// lines.contains(lineBytes)  // true: skip it
/// ```
package struct RecordLines: Sendable {
  /// The lines' hashes, each at the slot its low bits name or the first free one after it; 0
  /// marks a free slot (a hash of 0 is kept as 1).
  ///
  /// NB: a `Set<Int>` hashed each hash again with SipHash and grew at three quarters full: at
  /// 100,000 lines 262,144 slots, 2 MB. The hashes are random already, and this table grows at
  /// seven eighths (see ``ProbingTableSize``): 131,072 slots, 1 MB.
  private var slots: [UInt64] = []
  /// How many hashes `slots` holds.
  private var tableCount = 0
  /// Hashes noted in bulk (a file's first read, see ``noteLater(_:)``) and not in `slots` yet,
  /// which ``settle()`` puts there.
  ///
  /// NB: writing each hash into a random slot of a megabyte cost a start a tenth of decoding its
  /// files; appended here (8 bytes a line rather than the table's 9 or more), it is put in the
  /// table when the file is read again, if it ever is.
  private var unsettled: [UInt64] = []

  /// No lines known.
  package init() {}

  /// How many lines are known (a line noted twice in bulk counts twice until ``settle()``).
  package var count: Int { tableCount + unsettled.count }

  /// Whether no line is known.
  package var isEmpty: Bool { count == 0 }

  /// Whether every line known is in the table, where looking it up is quick.
  package var isSettled: Bool { unsettled.isEmpty }

  /// Makes room for `count` lines in all, so that noting them does not grow the table by
  /// doubling (a file of 100,000 lines held about 5 MB of tables at once).
  package mutating func reserveCapacity(_ count: Int) {
    let slotCount = ProbingTableSize.slotCount(for: count)
    if slotCount > slots.count { resize(to: slotCount) }
  }

  /// Notes a record line (without its line feed).
  package mutating func note(_ line: UnsafeBufferPointer<UInt8>) {
    insert(Self.hash(line))
  }

  /// Notes a record line as ``note(_:)`` does, for a file read whole: appended to the lines
  /// that ``settle()`` puts in the table later.
  package mutating func noteLater(_ line: UnsafeBufferPointer<UInt8>) {
    unsettled.append(Self.hash(line))
  }

  /// Makes room for `count` lines noted with ``noteLater(_:)``.
  package mutating func reserveCapacityForLater(_ count: Int) {
    unsettled.reserveCapacity(unsettled.count + count)
  }

  /// Puts the lines noted with ``noteLater(_:)`` in the table.
  package mutating func settle() {
    guard !unsettled.isEmpty else { return }
    let hashes = unsettled
    unsettled = []
    reserveCapacity(tableCount + hashes.count)
    for hash in hashes { insert(hash) }
  }

  /// Notes the lines of `other` too.
  package mutating func formUnion(_ other: RecordLines) {
    // NB: the other lines themselves when there is nothing to add them to (a first read).
    guard !isEmpty else {
      if !other.isEmpty { self = other }
      return
    }
    reserveCapacity(tableCount + other.tableCount)
    for hash in other.slots where hash != 0 { insert(hash) }
    unsettled += other.unsettled
  }

  /// Whether a line with exactly these bytes was noted.
  package func contains(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    !isEmpty && contains(hash: Self.hash(line))
  }

  /// Whether `hash` was noted: looked up in the table, and among the lines noted for later
  /// (one by one: a reader settles a file's lines before it reads the file again).
  private func contains(hash: UInt64) -> Bool {
    tableContains(hash) || unsettled.contains(hash)
  }

  private func tableContains(_ hash: UInt64) -> Bool {
    guard tableCount > 0 else { return false }
    return slots.withUnsafeBufferPointer { slots in
      let mask = slots.count - 1
      var slot = Int(truncatingIfNeeded: hash) & mask
      while true {
        let found = slots[slot]
        if found == hash { return true }
        if found == 0 { return false }
        slot = (slot + 1) & mask
      }
    }
  }

  private mutating func insert(_ hash: UInt64) {
    if tableCount + 1 > ProbingTableSize.maximumLoad(of: slots.count) {
      reserveCapacity(tableCount + 1)
    }
    let added = slots.withUnsafeMutableBufferPointer { slots in
      let mask = slots.count - 1
      var slot = Int(truncatingIfNeeded: hash) & mask
      while true {
        let found = slots[slot]
        if found == hash { return false }
        if found == 0 {
          slots[slot] = hash
          return true
        }
        slot = (slot + 1) & mask
      }
    }
    if added { tableCount += 1 }
  }

  private mutating func resize(to slotCount: Int) {
    let old = slots
    slots = [UInt64](repeating: 0, count: slotCount)
    tableCount = 0
    for hash in old where hash != 0 { insert(hash) }
  }

  /// A 64-bit hash of the line, eight bytes at a time: 15 MB of lines are hashed on every
  /// change to a 100,000-record file, where `Hasher`'s SipHash took three times as long. Lines
  /// are the process's own files, so the hash needs no defence against chosen collisions; two
  /// of 100,000 lines collide with a chance of about 1 in 10^9.
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
    hash ^= hash >> 33
    return hash == 0 ? 1 : hash
  }
}

extension RecordLines: Equatable {
  /// Whether both note the same lines.
  package static func == (lhs: RecordLines, rhs: RecordLines) -> Bool {
    var lhs = lhs
    var rhs = rhs
    lhs.settle()
    rhs.settle()
    return lhs.tableCount == rhs.tableCount
      && lhs.slots.allSatisfy { $0 == 0 || rhs.tableContains($0) }
  }
}
