import Foundation
import ShoppingListModel
import ShoppingListStorage

/// The shared shopping list as a conflict-free replicated data type: the logs of every device
/// that wrote to it, from which the visible list is derived.
///
/// Rules, all of which make ``merge(_:)`` a join (commutative, associative, idempotent, so stale
/// copies and duplicates are harmless and every replica that has seen the same logs shows the
/// same list):
/// - Each field of an item (name, checked, position, fields of newer versions) is a
///   last-writer-wins ``Register``; two edits of different fields both survive.
/// - A removal is a ``Tombstone`` that only covers the changes it had seen.
/// - Order is by ``PositionKey``, ties by id; a move is one position write.
///
/// ```swift
/// var laptop = ReplicatedList()
/// var clock = HybridClock(device: laptopID)
/// try laptop.apply(.add(id: milk, name: "milk", at: .end), clock: &clock, now: now)
/// phone.merge(laptop)
/// phone.visibleItems  // [milk]
/// ```
package struct ReplicatedList: Equatable, Sendable {
  /// Every device's log, by device.
  package private(set) var logs: [DeviceID: DeviceLog]
  /// The newest stamp in any log (or removed by tombstone collection), observed by clocks.
  package private(set) var newestStamp: HybridTimestamp?

  /// A list made of these logs (several logs of one device are joined).
  package init(logs: [DeviceLog] = []) {
    self.logs = [:]
    for log in logs { merge(log) }
  }

  /// The log `device` has written, empty if it wrote nothing.
  package func log(of device: DeviceID) -> DeviceLog {
    logs[device] ?? DeviceLog(device: device)
  }

  /// Joins one device's log (its file, or a copy of it) into the list.
  package mutating func merge(_ log: DeviceLog) {
    merge(log, newestStamp: log.newestStamp)
  }

  /// ``merge(_:)`` of a log whose newest stamp is known (a pass over 100,000 records saved).
  mutating func merge(_ log: DeviceLog, newestStamp newest: HybridTimestamp?) {
    guard !log.records.isEmpty else { return }
    newestStamp = newestStamp.latest(newest)
    if logs[log.device] == nil {
      logs[log.device] = log
    } else {
      logs[log.device]?.join(log)
    }
  }

  /// Joins one device's log into the list, noting in `changes` each record it changed.
  package mutating func merge(_ log: DeviceLog, recordingIn changes: inout ListChanges) {
    merge(log, newestStamp: log.newestStamp, recordingIn: &changes)
  }

  /// ``merge(_:recordingIn:)`` of a log whose newest stamp is known.
  mutating func merge(
    _ log: DeviceLog, newestStamp newest: HybridTimestamp?, recordingIn changes: inout ListChanges
  ) {
    guard !log.records.isEmpty else { return }
    newestStamp = newestStamp.latest(newest)
    logs[log.device, default: DeviceLog(device: log.device)].join(log) { id, old, _ in
      changes.note(id, was: old, by: log.device)
    }
  }

  /// Puts `log` in place of its device's log, for pruning that is not a join (tombstone
  /// collection); the newest stamp stays, so clocks never go back.
  mutating func replace(_ log: DeviceLog) {
    // NB: no entry rather than an empty log, so equal lists compare equal.
    logs[log.device] = log.records.isEmpty ? nil : log
  }

  /// Joins another replica into this one.
  package mutating func merge(_ other: ReplicatedList) {
    for log in other.logs.values { merge(log) }
  }

  /// This replica joined with `other`.
  package func merging(_ other: ReplicatedList) -> ReplicatedList {
    var result = self
    result.merge(other)
    return result
  }

  // MARK: Reading

  /// Every item any device wrote, merged, in list order (removed items included).
  func mergedItems() -> [MergedItem] {
    Self.inListOrder(unorderedMergedItems())
  }

  /// One item as all devices' records of it add up to, or `nil` when no device wrote it.
  func mergedItem(_ id: UUID) -> MergedItem? {
    // NB: in no order: the merge is a join, and a folder may have thousands of logs to sort.
    let records = logs.values.compactMap { $0.records[id] }
    guard !records.isEmpty else { return nil }
    return MergedItem(id: id, records: records)
  }

  /// The items a person sees, in order.
  package var visibleItems: [ShoppingItem] {
    VisibleList(self).items
  }

  /// Every item any device wrote, merged, in no particular order.
  func unorderedMergedItems() -> [MergedItem] {
    var items: [MergedItem] = []
    forEachMergedItem { items.append($0) }
    return items
  }

  /// How many logs the lookups of one log's ids in the others stay cheaper for than grouping
  /// every record by id: a household has a few devices, a folder anyone can write to may have
  /// thousands of files, which must cost in proportion to their records, not to their square.
  static let fewLogs = 8

  /// Calls `body` with every item any device wrote, merged, in no particular order.
  func forEachMergedItem(_ body: (MergedItem) -> Void) {
    let orderedLogs = logs.values.sorted { $0.device < $1.device }
    guard orderedLogs.count <= Self.fewLogs else {
      Self.forEachItem(
        of: orderedLogs, alone: { body(MergedItem(id: $0, onlyRecord: $1)) }, merged: body
      )
      return
    }
    for position in orderedLogs.indices {
      Self.forEachItem(
        firstWrittenIn: position, of: orderedLogs,
        holds: { orderedLogs[$0].records[$1] != nil },
        alone: { body(MergedItem(id: $0, onlyRecord: $1)) },
        merged: body
      )
    }
  }

  /// Goes through the items whose first record, in `logs` (in device order), is in
  /// `logs[position]`: an item several devices wrote is merged once, at the first log that has
  /// it, and handed to `merged`; an item only this log has (most items) goes to `alone` with its
  /// record, unmerged. `holds(other, id)` says whether `logs[other]` has a record of `id`.
  static func forEachItem(
    firstWrittenIn position: Int, of logs: [DeviceLog], holds: (Int, UUID) -> Bool,
    alone: (UUID, ItemRecord) -> Void, merged: (MergedItem) -> Void
  ) {
    let others = logs.indices.filter { $0 != position }
    for (id, record) in logs[position].records {
      guard others.contains(where: { holds($0, id) }) else {
        alone(id, record)
        continue
      }
      if let item = mergedOnce(id, record: record, at: position, of: logs, holds: holds) {
        merged(item)
      }
    }
  }

  /// Goes through every item of `logs` (in device order) once, by grouping their records by
  /// id: an item only one log has goes to `alone` with its record, unmerged, one several have to
  /// `merged`. Linear in the records however many logs there are.
  static func forEachItem(
    of logs: [DeviceLog], alone: (UUID, ItemRecord) -> Void, merged: (MergedItem) -> Void
  ) {
    var records: [UUID: [ItemRecord]] = [:]
    records.reserveCapacity(logs.reduce(0) { $0 + $1.records.count })
    for log in logs {
      for (id, record) in log.records { records[id, default: []].append(record) }
    }
    for (id, itemRecords) in records {
      if itemRecords.count == 1 {
        alone(id, itemRecords[0])
      } else {
        merged(MergedItem(id: id, records: itemRecords))
      }
    }
  }

  /// The item `id`, which other logs hold too, merged from `record` (its record in
  /// `logs[position]`) and the later logs' records: an item several devices wrote is merged
  /// once, at the first log that has it, so `nil` when an earlier log has it.
  static func mergedOnce(
    _ id: UUID, record: ItemRecord, at position: Int, of logs: [DeviceLog],
    holds: (Int, UUID) -> Bool
  ) -> MergedItem? {
    guard !(0..<position).contains(where: { holds($0, id) }) else { return nil }
    let later = (position + 1)..<logs.count
    return MergedItem(id: id, records: [record] + later.compactMap { logs[$0].records[id] })
  }

  /// `items` sorted by position key, then id.
  static func inListOrder(_ items: [MergedItem]) -> [MergedItem] {
    ListOrder.sortedIndices(keys: items.map { $0.position?.value }, ids: items.map(\.id))
      .map { items[$0] }
  }

  /// How many changes each device contributed since `old`, e.g. after merging a file that
  /// arrived: `[laptop: 2]` for "2 changes from laptop".
  func changeCounts(since old: ReplicatedList) -> MergeSummary {
    var counts: [DeviceID: Int] = [:]
    for (device, log) in logs {
      let oldRecords = old.logs[device]?.records ?? [:]
      var count = 0
      for (id, record) in log.records where oldRecords[id] != record {
        count += record.changeCount(since: oldRecords[id])
      }
      if count > 0 { counts[device] = count }
    }
    return MergeSummary(changes: counts)
  }

  package static func == (lhs: ReplicatedList, rhs: ReplicatedList) -> Bool {
    lhs.logs == rhs.logs
  }
}
