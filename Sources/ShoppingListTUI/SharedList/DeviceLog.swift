import Foundation
import OrderedCollections

/// Everything one device has written to a shared list: one ``ItemRecord`` per item it touched.
/// A device's file holds exactly its log, and only that device ever writes it.
///
/// ```swift
/// var log = DeviceLog(device: laptop)
/// log.records[id] = record
/// log.joined(with: staleCopy) == log.joined(with: staleCopy).joined(with: staleCopy)  // true
/// ```
package struct DeviceLog: Equatable, Sendable {
  /// The author of every register in the log.
  package let device: DeviceID
  /// The device's records, by item id, in the order they were added (which means nothing).
  ///
  /// NB: ordered for its memory, not its order: a `Dictionary` keeps a slot of a record's size for
  /// up to two and a half times as many records as it holds, where this keeps the records in one
  /// array beside a small table of their places (see "A shared list" in BENCHMARKS.md).
  package var records: OrderedDictionary<UUID, ItemRecord>

  /// An empty log of `device`.
  package init(device: DeviceID, records: OrderedDictionary<UUID, ItemRecord> = [:]) {
    self.device = device
    self.records = records
  }

  /// Whether both logs are of one device and hold equal records of the same items, in
  /// whatever order.
  package static func == (lhs: DeviceLog, rhs: DeviceLog) -> Bool {
    lhs.device == rhs.device && lhs.records.count == rhs.records.count
      && lhs.records.allSatisfy { id, record in rhs.records[id] == record }
  }

  /// The record-by-record join with another copy of the same device's log.
  package func joined(with other: DeviceLog) -> DeviceLog {
    var result = self
    result.join(other)
    return result
  }

  /// Joins another copy of the same device's log into this one.
  package mutating func join(_ other: DeviceLog) {
    join(other) { _, _, _ in }
  }

  /// Joins another copy of the same device's log into this one, calling `changed` with each
  /// record that changed: its id, the record before (`nil` for a new one) and after.
  package mutating func join(
    _ other: DeviceLog, changed: (_ id: UUID, _ old: ItemRecord?, _ new: ItemRecord) -> Void
  ) {
    if records.isEmpty {
      records = other.records
      for (id, record) in records { changed(id, nil, record) }
      return
    }
    // NB: only for a large join: growing a 100,000-record table for a one-record save would
    // reallocate it every time.
    if other.records.count > records.count / 8 {
      records.reserveCapacity(records.count + other.records.count)
    }
    for (id, record) in other.records {
      if let existing = records[id] {
        guard existing != record else { continue }
        let joined = existing.joined(with: record)
        guard joined != existing else { continue }
        records[id] = joined
        changed(id, existing, joined)
      } else {
        records[id] = record
        changed(id, nil, record)
      }
    }
  }

  /// The newest stamp in the log, which a clock must observe before stamping new changes.
  package var newestStamp: HybridTimestamp? {
    var newest: HybridTimestamp?
    for (_, record) in records { newest = newest.latest(record.newestStamp) }
    return newest
  }
}
