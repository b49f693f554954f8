import Foundation

/// A device's records by item id: a hash table of the records alone, each found by the id it
/// holds, with a byte of each id's hash beside it so that a probe reads a record only when that
/// byte matches.
///
/// NB: a `[UUID: ItemRecord]` keeps every id twice, once as its key (16 bytes a slot) and once
/// in its record, and grows at three quarters full: at 100,000 records it held 262,144 slots of
/// 24 bytes, 6.3 MB. This table keeps 9 bytes a slot and grows at seven eighths full (see
/// ``ProbingTableSize``): 131,072 slots, 1.2 MB. It reads like a dictionary, so a log is
/// written as one.
///
/// ```swift
/// var records: RecordTable = [:]
/// records[id, default: ItemRecord(id: id)].checked = Register(value: true, stamp: stamp)
/// records[id]?.checked?.value  // true
/// for (id, record) in records { … }
/// ```
package struct RecordTable: Sendable {
  /// The records, each at the slot its id's hash names or the first free one after it.
  private var slots: [ItemRecord?] = []
  /// For each slot, 0 when it is free, or else the top seven bits of its id's hash with the
  /// high bit set.
  private var tags: [UInt8] = []
  /// How many records the table holds.
  package private(set) var count = 0

  /// An empty table.
  package init() {}

  /// Whether the table holds no record.
  package var isEmpty: Bool { count == 0 }

  /// The record of `id`; setting one puts it in place of the one there was, `nil` removes it.
  ///
  /// - Precondition: a record set has the id `id`.
  package subscript(id: UUID) -> ItemRecord? {
    get {
      let slot = probe(for: id)
      return slot.isFound ? slots[slot.index].unsafelyUnwrapped : nil
    }
    set {
      if let newValue {
        updateValue(newValue, forKey: id)
      } else {
        let slot = probe(for: id)
        if slot.isFound { remove(at: slot.index) }
      }
    }
  }

  /// The record of `id`, or `defaultValue` put in the table when there is none, changed in
  /// place (without copying the record's fields when only the table refers to them).
  package subscript(
    id: UUID, default defaultValue: @autoclosure () -> ItemRecord
  ) -> ItemRecord {
    get { self[id] ?? defaultValue() }
    _modify {
      var slot = probe(for: id)
      if !slot.isFound {
        let record = defaultValue()
        precondition(record.id == id, "a record of \(record.id) put in the table as \(id)'s")
        slot.index = insert(record, at: slot)
      }
      // NB: the record leaves its slot while it is changed, so that it is not copied.
      guard var record = slots[slot.index].take() else {
        preconditionFailure("no record in the slot found or filled for \(id)")
      }
      defer { slots[slot.index] = record }
      yield &record
      precondition(record.id == id, "a record's id changed while it was in the table")
    }
  }

  /// Puts `record` in the table as the record of `id`.
  ///
  /// - Returns: The record it replaced, if there was one.
  /// - Precondition: `record` has the id `id`.
  @discardableResult
  package mutating func updateValue(_ record: ItemRecord, forKey id: UUID) -> ItemRecord? {
    precondition(record.id == id, "a record of \(record.id) put in the table as \(id)'s")
    let slot = probe(for: id)
    guard !slot.isFound else {
      defer { slots[slot.index] = record }
      return slots[slot.index]
    }
    insert(record, at: slot)
    return nil
  }

  /// Makes room for `capacity` records, so that adding that many does not grow the table.
  package mutating func reserveCapacity(_ capacity: Int) {
    let needed = ProbingTableSize.slotCount(for: capacity)
    if needed > slots.count { resize(to: needed) }
  }

  /// The ids of the records, in no particular order.
  package var keys: LazyMapSequence<RecordTable, UUID> { lazy.map(\.key) }

  /// The records, in no particular order.
  package var values: LazyMapSequence<RecordTable, ItemRecord> { lazy.map(\.value) }

  // MARK: Slots

  /// Where a lookup of an id ended: at the slot holding its record, or at the free slot where
  /// its record would go, with the tag it would have there.
  private struct Probe {
    var index: Int
    var isFound: Bool
    var tag: UInt8
  }

  /// The slot holding the record of `id`, or the free slot that ends its run (`index` -1 in an
  /// empty table): one pass serves a lookup and the insertion after it.
  private func probe(for id: UUID) -> Probe {
    let hash = Self.hash(id)
    let tag = Self.tag(of: hash)
    guard !slots.isEmpty else { return Probe(index: -1, isFound: false, tag: tag) }
    return tags.withUnsafeBufferPointer { tags in
      slots.withUnsafeBufferPointer { slots in
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
          let found = tags[slot]
          if found == 0 { return Probe(index: slot, isFound: false, tag: tag) }
          if found == tag, slots[slot].unsafelyUnwrapped.id == id {
            return Probe(index: slot, isFound: true, tag: tag)
          }
          slot = (slot + 1) & mask
        }
      }
    }
  }

  /// Puts a record whose id the table does not hold at the free slot `probe` ended at, or, when
  /// the table must grow first, at the first free slot from its hash's in the larger table.
  @discardableResult
  private mutating func insert(_ record: ItemRecord, at probe: Probe) -> Int {
    count += 1
    guard probe.index >= 0, count <= ProbingTableSize.maximumLoad(of: slots.count) else {
      resize(to: ProbingTableSize.slotCount(for: count))
      return place(record)
    }
    slots[probe.index] = record
    tags[probe.index] = probe.tag
    return probe.index
  }

  @discardableResult
  private mutating func place(_ record: ItemRecord) -> Int {
    let hash = Self.hash(record.id)
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    while tags[slot] != 0 { slot = (slot + 1) & mask }
    slots[slot] = record
    tags[slot] = Self.tag(of: hash)
    return slot
  }

  /// Empties `slot` and moves each following record of its run back to where a lookup from its
  /// hash's slot still finds it (so no slot is ever marked as emptied).
  private mutating func remove(at slot: Int) {
    let mask = slots.count - 1
    var hole = slot
    var next = (hole + 1) & mask
    while tags[next] != 0 {
      let home = Int(truncatingIfNeeded: Self.hash(slots[next].unsafelyUnwrapped.id)) & mask
      // NB: the record at `next` may fill the hole only if its home is not within
      // (hole, next], cyclically: otherwise a lookup from its home would stop at the hole.
      let stays = hole <= next ? (hole < home && home <= next) : (hole < home || home <= next)
      if !stays {
        slots[hole] = slots[next]
        tags[hole] = tags[next]
        hole = next
      }
      next = (next + 1) & mask
    }
    slots[hole] = nil
    tags[hole] = 0
    count -= 1
  }

  private mutating func resize(to slotCount: Int) {
    let old = slots
    slots = [ItemRecord?](repeating: nil, count: slotCount)
    tags = [UInt8](repeating: 0, count: slotCount)
    for case let record? in old { place(record) }
  }

  /// The id's 128 bits mixed into 64, each of them depending on all of them: ids made by hand
  /// (tests, imports of other tools) need not be random.
  private static func hash(_ id: UUID) -> UInt64 {
    let words = DeviceID(uuid: id)
    var mixed = words.high ^ (words.low &* 0x9E37_79B9_7F4A_7C15)
    mixed ^= mixed >> 31
    mixed &*= 0xBF58_476D_1CE4_E5B9
    mixed ^= mixed >> 29
    mixed &*= 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 32)
  }

  private static func tag(of hash: UInt64) -> UInt8 {
    UInt8(truncatingIfNeeded: hash >> 57) | 0x80
  }
}

extension RecordTable: Sequence {
  /// Goes through the records in slot order.
  package struct Iterator: IteratorProtocol {
    fileprivate var slots: IndexingIterator<[ItemRecord?]>

    package mutating func next() -> (key: UUID, value: ItemRecord)? {
      while let slot = slots.next() {
        if let record = slot { return (record.id, record) }
      }
      return nil
    }
  }

  package func makeIterator() -> Iterator {
    Iterator(slots: slots.makeIterator())
  }

  package var underestimatedCount: Int { count }
}

extension RecordTable: Equatable {
  /// Whether both tables hold equal records of the same ids.
  package static func == (lhs: RecordTable, rhs: RecordTable) -> Bool {
    guard lhs.count == rhs.count else { return false }
    if lhs.slots.count == rhs.slots.count, lhs.tags == rhs.tags,
      zip(lhs.slots, rhs.slots).allSatisfy({ $0 == $1 })
    {
      return true
    }
    return lhs.allSatisfy { id, record in rhs[id] == record }
  }
}

extension RecordTable: ExpressibleByDictionaryLiteral {
  /// A table of these records, the last of a repeated id kept.
  package init(dictionaryLiteral elements: (UUID, ItemRecord)...) {
    reserveCapacity(elements.count)
    for (id, record) in elements { updateValue(record, forKey: id) }
  }
}
