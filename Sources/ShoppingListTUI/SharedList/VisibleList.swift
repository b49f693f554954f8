import Dispatch
import Foundation
import ShoppingListModel
import ShoppingListStorage
import Synchronization

/// The items a person sees, in list order, each with the position key it is sorted by, so that
/// a change to a few items is patched in where they belong instead of the whole list being
/// worked out again from every device's records: a change from elsewhere in a list of 100,000
/// items costs a few milliseconds rather than a merge of the whole list.
///
/// ```swift
/// var visible = VisibleList(list)
/// list.merge(arrived, recordingIn: &changes)
/// visible.update(changes.items, from: list)
/// visible.items  // == list.visibleItems
/// ```
package struct VisibleList: Equatable, Sendable {
  /// The items, in list order, with room for items to arrive (see ``ListCapacity``).
  package private(set) var items: [ShoppingItem]
  /// The winning position key of each of `items`, at the same index.
  private(set) var keys: [PositionKey?]

  /// The visible items of `list`.
  package init(_ list: ReplicatedList) {
    let logs = list.logs.values.sorted { $0.device < $1.device }
    guard logs.count <= ReplicatedList.fewLogs else {
      self = VisibleList(manyLogs: logs)
      return
    }
    // NB: each device's records are gone through and sorted on a thread of their own (three
    // devices' files at start, on two cores); the sorted parts are then merged.
    let filters = Mutex([IDFilter?](repeating: nil, count: logs.count))
    if logs.count > 1 {
      DispatchQueue.concurrentPerform(iterations: logs.count) { position in
        let filter = IDFilter(logs[position].records.keys)
        filters.withLock { $0[position] = filter }
      }
    }
    let logFilters = filters.withLock { $0 }
    let parts = Mutex([Part](repeating: Part(), count: logs.count))
    DispatchQueue.concurrentPerform(iterations: logs.count) { position in
      var part = Part()
      (part.keys, part.items) = Self.visibleRecords(of: logs, at: position, filters: logFilters)
      part.order = ListOrder.sorted(keys: part.keys, ids: part.items.map(\.id))
      parts.withLock { $0[position] = part }
    }
    (keys, items) = Self.merged(parts.withLock { $0 })
  }

  /// The visible items of `list`, worked out from each device's share of them as gathered when
  /// its file was decoded (a start): only the items that several devices wrote are merged from
  /// their records, so the records of the others are not gone through again. Without a share
  /// for every log, as ``init(_:)``.
  ///
  /// - Precondition: each share was gathered from the one file whose log `list` holds for its
  ///   device (see ``FolderReader/takeShares()``).
  package init(_ list: ReplicatedList, shares: consuming [DeviceID: VisibleShare]) {
    let logs = list.logs.values.sorted { $0.device < $1.device }
    guard logs.count <= ReplicatedList.fewLogs else {
      self = VisibleList(manyLogs: logs)
      return
    }
    var ordered: [VisibleShare?] = []
    ordered.reserveCapacity(logs.count)
    for log in logs {
      guard let share = shares.removeValue(forKey: log.device),
        share.recordCount == log.records.count
      else {
        self = VisibleList(list)
        return
      }
      ordered.append(share)
    }
    let filters = Mutex([IDFilter?](repeating: nil, count: logs.count))
    if logs.count > 1 {
      let shares = ordered
      DispatchQueue.concurrentPerform(iterations: logs.count) { position in
        // NB: ids read by index, so that no item is copied to read its id.
        let filter = shares[position].map { share in
          IDFilter(share.items.indices.lazy.map { share.items[$0].id }, share.hidden)
        }
        filters.withLock { $0[position] = filter }
      }
    }
    let logFilters = filters.withLock { $0 }
    // NB: each share is moved out of the box by the thread that filters it, so that it is
    // filtered in place rather than copied.
    let remaining = Mutex(ordered)
    ordered = []
    let parts = Mutex([Part](repeating: Part(), count: logs.count))
    DispatchQueue.concurrentPerform(iterations: logs.count) { position in
      guard var share = remaining.withLock({ $0[position].take() }) else { return }
      Self.resolve(&share, of: logs, at: position, filters: logFilters)
      var part = Part()
      part.keys = share.keys
      part.items = share.items
      part.order = ListOrder.sorted(keys: part.keys, ids: part.items.map(\.id))
      parts.withLock { $0[position] = part }
    }
    (keys, items) = Self.merged(parts.withLock { $0 })
  }

  /// The visible items of `logs`, many, worked out by grouping their records by id and
  /// sorting once (see ``ReplicatedList/forEachItem(of:alone:merged:)``), rather than log by
  /// log, whose cost grows with the square of the logs.
  private init(manyLogs logs: [DeviceLog]) {
    let (keys, items) = Self.visible(capacity: 0) { alone, merged in
      ReplicatedList.forEachItem(of: logs, alone: alone, merged: merged)
    }
    let order = ListOrder.sortedIndices(keys: keys, ids: items.map(\.id))
    self.keys = []
    self.items = []
    self.keys.reserveCapacity(ListCapacity.withRoom(for: order.count))
    self.items.reserveCapacity(ListCapacity.withRoom(for: order.count))
    for index in order {
      self.keys.append(keys[index])
      self.items.append(items[index])
    }
  }

  /// Makes `share`, of `logs[position]`, the items that log has the first record of (logs in
  /// device order), unordered: an item another log also holds is left out, and merged here from
  /// every log's record when this log is the first to hold it.
  private static func resolve(
    _ share: inout VisibleShare, of logs: [DeviceLog], at position: Int, filters: [IDFilter?]
  ) {
    let holds = Self.holds(in: logs, filters: filters)
    let others = logs.indices.filter { $0 != position }
    guard !others.isEmpty else { return }
    var shared: [UUID] = []
    share.keepItems { id in
      guard others.contains(where: { holds($0, id) }) else { return true }
      shared.append(id)
      return false
    }
    shared += share.hidden.filter { id in others.contains { holds($0, id) } }
    for id in shared {
      guard let record = logs[position].records[id],
        let merged = ReplicatedList.mergedOnce(
          id, record: record, at: position, of: logs, holds: holds),
        merged.isVisible
      else { continue }
      share.append(merged.shoppingItem, key: merged.position?.value)
    }
  }

  /// Whether `logs[other]` has a record of an id, asked first of its filter, which spares
  /// almost every lookup in the record table of a log that does not.
  private static func holds(
    in logs: [DeviceLog], filters: [IDFilter?]
  ) -> (_ other: Int, _ id: UUID) -> Bool {
    { other, id in filters[other]?.mayContain(id) != false && logs[other].records[id] != nil }
  }

  /// The items of every part, in list order: each part is in order already, so this takes the
  /// first of the parts' next items, again and again.
  private static func merged(
    _ sortedParts: [Part]
  ) -> (keys: [PositionKey?], items: [ShoppingItem]) {
    let total = sortedParts.reduce(0) { $0 + $1.items.count }
    var keys: [PositionKey?] = []
    var items: [ShoppingItem] = []
    keys.reserveCapacity(ListCapacity.withRoom(for: total))
    items.reserveCapacity(ListCapacity.withRoom(for: total))
    var next = [Int](repeating: 0, count: sortedParts.count)
    while items.count < total {
      var first: (part: Int, entry: (head: UInt64, tail: UInt64, index: Int))?
      for (part, candidate) in sortedParts.enumerated() where next[part] < candidate.order.count {
        let entry = candidate.order[next[part]]
        if let current = first {
          let earlier =
            (entry.head, entry.tail) != (current.entry.head, current.entry.tail)
            ? (entry.head, entry.tail) < (current.entry.head, current.entry.tail)
            : ListOrder.precedes(
              candidate.keys[entry.index], candidate.items[entry.index].id,
              sortedParts[current.part].keys[current.entry.index],
              sortedParts[current.part].items[current.entry.index].id)
          guard earlier else { continue }
        }
        first = (part, entry)
      }
      guard let first else { break }
      keys.append(sortedParts[first.part].keys[first.entry.index])
      items.append(sortedParts[first.part].items[first.entry.index])
      next[first.part] += 1
    }
    return (keys, items)
  }

  /// One device's share of the visible items, and their order.
  private struct Part: Sendable {
    var keys: [PositionKey?] = []
    var items: [ShoppingItem] = []
    /// The indices of `items` in list order, with their keys' leading bytes.
    var order: [(head: UInt64, tail: UInt64, index: Int)] = []
  }

  /// The visible items of which `logs[position]` has the first record (logs in device order),
  /// unordered, with their keys.
  private static func visibleRecords(
    of logs: [DeviceLog], at position: Int, filters: [IDFilter?]
  ) -> (keys: [PositionKey?], items: [ShoppingItem]) {
    visible(capacity: logs[position].records.count) { alone, merged in
      ReplicatedList.forEachItem(
        firstWrittenIn: position, of: logs, holds: holds(in: logs, filters: filters),
        alone: alone, merged: merged
      )
    }
  }

  /// The visible items among those `walk` goes through, unordered, with their keys: an item
  /// with one record, handed to `alone`, shows as that record says without merging it.
  private static func visible(
    capacity: Int,
    _ walk: (
      _ alone: (UUID, ItemRecord) -> Void, _ merged: (MergedItem) -> Void
    ) -> Void
  ) -> (keys: [PositionKey?], items: [ShoppingItem]) {
    var keys: [PositionKey?] = []
    var items: [ShoppingItem] = []
    keys.reserveCapacity(capacity)
    items.reserveCapacity(capacity)
    walk(
      { _, record in
        guard record.showsAlone else { return }
        keys.append(record.position?.value)
        items.append(record.itemShownAlone)
      },
      { item in
        guard item.isVisible else { return }
        keys.append(item.position?.value)
        items.append(item.shoppingItem)
      }
    )
    return (keys, items)
  }

  /// Puts the items `ids` as `list` now has them in place of what this list showed of them:
  /// gone if no longer visible, renamed, checked, moved or newly shown, in place. A change to
  /// more than a quarter of the items works the whole list out again, which is then as quick.
  package mutating func update(_ ids: Set<UUID>, from list: ReplicatedList) {
    guard !ids.isEmpty else { return }
    guard ids.count <= items.count / 4 + 16 else {
      // NB: the items shown go first, so that the list is not held twice while it is worked out.
      items = []
      keys = []
      self = VisibleList(list)
      return
    }
    guard ids.count > 4 else {
      // NB: a few items (a change from elsewhere, an own save) are found by comparing ids, not
      // by hashing 100,000 of them, and moved in place.
      for id in ids {
        // NB: by index, so that no item (and its name) is copied to compare its id.
        if let index = items.indices.first(where: { items[$0].id == id }) {
          items.remove(at: index)
          keys.remove(at: index)
        }
        guard let merged = list.mergedItem(id), merged.isVisible else { continue }
        let key = merged.position?.value
        let index = insertionIndex(key: key, id: id)
        items.insert(merged.shoppingItem, at: index)
        keys.insert(key, at: index)
      }
      return
    }
    var arrived: [(key: PositionKey?, item: ShoppingItem)] = []
    for id in ids {
      guard let merged = list.mergedItem(id), merged.isVisible else { continue }
      arrived.append((merged.position?.value, merged.shoppingItem))
    }
    arrived.sort { ListOrder.precedes($0.key, $0.item.id, $1.key, $1.item.id) }
    // NB: in place, so that the list is never held twice: the other items close up over the
    // ones that changed, and the arrived ones are merged in from the end, into the room the
    // arrays have.
    var kept = 0
    for index in items.indices where !ids.contains(items[index].id) {
      if kept != index {
        items.swapAt(kept, index)
        keys.swapAt(kept, index)
      }
      kept += 1
    }
    items.removeSubrange(kept...)
    keys.removeSubrange(kept...)
    for (key, item) in arrived {
      keys.append(key)
      items.append(item)
    }
    var write = items.count - 1
    var next = arrived.count - 1
    var read = kept - 1
    while next >= 0 {
      if read >= 0,
        ListOrder.precedes(arrived[next].key, arrived[next].item.id, keys[read], items[read].id)
      {
        items.swapAt(write, read)
        keys.swapAt(write, read)
        read -= 1
      } else {
        items[write] = arrived[next].item
        keys[write] = arrived[next].key
        next -= 1
      }
      write -= 1
    }
  }

  /// Where an item with `key` and `id` belongs: after every item that precedes it.
  func insertionIndex(key: PositionKey?, id: UUID) -> Int {
    var low = 0
    var high = items.count
    while low < high {
      let middle = (low + high) / 2
      if ListOrder.precedes(keys[middle], items[middle].id, key, id) {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low
  }

  /// Which ids a log may hold, as one bit per id in a table of 2^20 bits (128 KiB) indexed by
  /// the id's last 20 bits, random in a UUID: looking an id up in another device's table of
  /// tens of thousands of records costs a cache miss or two, a bit here almost never does.
  private struct IDFilter: Sendable {
    private var words = [UInt64](repeating: 0, count: 1 << 14)

    init(_ ids: some Sequence<UUID>, _ moreIDs: some Sequence<UUID> = EmptyCollection()) {
      for id in ids { insert(id) }
      for id in moreIDs { insert(id) }
    }

    private mutating func insert(_ id: UUID) {
      let bit = Self.bit(of: id)
      words[bit >> 6] |= 1 << UInt64(bit & 63)
    }

    /// False when the log certainly does not hold `id`.
    func mayContain(_ id: UUID) -> Bool {
      let bit = Self.bit(of: id)
      return words[bit >> 6] & (1 << UInt64(bit & 63)) != 0
    }

    private static func bit(of id: UUID) -> Int {
      Int(truncatingIfNeeded: DeviceID(uuid: id).low & ((1 << 20) - 1))
    }
  }
}
