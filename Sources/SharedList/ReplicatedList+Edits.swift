import Foundation
import ShoppingListStorage

extension ReplicatedList {
  /// Writes, as the clock's device, what a person changed in a copy of the list: `base` is the
  /// list as it was shown to them, `items` the list as they left it. Only what differs is
  /// written, so what other devices changed meanwhile (another field, another item) stays:
  /// - an item missing from `items` is removed, keeping edits its removal had not seen;
  /// - a new (or brought back) item gets all its fields;
  /// - a changed name or checked state is one register write;
  /// - order: the longest run of items still in their relative order keeps its positions, every
  ///   other item gets a position between its new neighbours.
  ///
  /// Everything is stamped with one tick of the clock: one change however many items it touches.
  ///
  /// ```swift
  /// list.applyEdits(from: shown, to: edited, clock: &clock, now: HybridClock.wallClockNow())
  /// ```
  ///
  /// - Returns: How many registers and removals were written.
  @discardableResult
  package mutating func applyEdits(
    from base: [ShoppingItem], to items: [ShoppingItem], clock: inout HybridClock, now: Int64
  ) -> Int {
    if let newestStamp { clock.observe(newestStamp) }
    var baseIndex: [UUID: Int] = [:]
    baseIndex.reserveCapacity(base.count)
    for (index, item) in base.enumerated() { baseIndex[item.id] = index }
    let kept = Set(items.lazy.map(\.id))
    let placed = Self.itemsToPlace(items, baseIndex: baseIndex)

    var stamp: HybridTimestamp?
    func tick() -> HybridTimestamp {
      if let stamp { return stamp }
      let new = clock.tick(now: now)
      stamp = new
      return new
    }
    var log = DeviceLog(device: clock.device)
    var writes = 0

    for item in base where !kept.contains(item.id) {
      guard let merged = mergedItem(item.id), merged.isVisible else { continue }
      log.records[item.id, default: ItemRecord(id: item.id)].tombstone =
        removal(of: item.id, stamp: tick())
      writes += 1
    }

    let keys = placed.isEmpty ? [:] : positionKeys(for: items, placing: placed)
    for item in items {
      let old = baseIndex[item.id].map { base[$0] }
      let key = keys[item.id]
      let renamed = old == nil || old?.name != item.name
      let checked = old == nil || old?.isChecked != item.isChecked
      guard renamed || checked || key != nil else { continue }
      let now = tick()
      var record = log.records[item.id] ?? ItemRecord(id: item.id)
      if renamed { record.name = Register(value: item.name, stamp: now) }
      if checked { record.checked = Register(value: item.isChecked, stamp: now) }
      if let key { record.position = Register(value: key, stamp: now) }
      record.edited = record.edited.latest(now)
      log.records[item.id] = record
      writes += (renamed ? 1 : 0) + (checked ? 1 : 0) + (key == nil ? 0 : 1)
    }
    merge(log)
    return writes
  }

  /// The ids of the items that need a new position: every new item, and every kept item outside
  /// the longest run still in its old relative order.
  static func itemsToPlace(_ items: [ShoppingItem], baseIndex: [UUID: Int]) -> Set<UUID> {
    var keptOrder: [(id: UUID, old: Int)] = []
    keptOrder.reserveCapacity(items.count)
    var placed = Set<UUID>()
    for item in items {
      if let old = baseIndex[item.id] {
        keptOrder.append((item.id, old))
      } else {
        placed.insert(item.id)
      }
    }
    let staying = longestIncreasingRun(keptOrder.map(\.old))
    for (offset, entry) in keptOrder.enumerated() where !staying.contains(offset) {
      placed.insert(entry.id)
    }
    return placed
  }

  /// The offsets of a longest strictly increasing subsequence of `values` (patience sorting,
  /// O(n log n)).
  static func longestIncreasingRun(_ values: [Int]) -> Set<Int> {
    var tails: [Int] = []  // offsets of the smallest tail of each run length
    var previous = [Int](repeating: -1, count: values.count)
    for (offset, value) in values.enumerated() {
      var low = 0
      var high = tails.count
      while low < high {
        let middle = (low + high) / 2
        if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
      }
      if low > 0 { previous[offset] = tails[low - 1] }
      if low == tails.count { tails.append(offset) } else { tails[low] = offset }
    }
    var run = Set<Int>()
    var offset = tails.last ?? -1
    while offset >= 0 {
      run.insert(offset)
      offset = previous[offset]
    }
    return run
  }

  /// New positions for the `placing` items of `items`: each run of them between two items that
  /// keep their places gets keys between those items' current keys.
  private func positionKeys(
    for items: [ShoppingItem], placing: Set<UUID>
  ) -> [UUID: PositionKey] {
    var keys: [UUID: PositionKey] = [:]
    keys.reserveCapacity(placing.count)
    var run: [UUID] = []
    var lower: PositionKey?
    func flush(upper: PositionKey?) {
      guard !run.isEmpty else { return }
      for (id, key) in zip(run, PositionKey.sequence(count: run.count, between: lower, and: upper)) {
        keys[id] = key
      }
      run.removeAll(keepingCapacity: true)
    }
    for item in items {
      if placing.contains(item.id) {
        run.append(item.id)
      } else {
        let key = currentPosition(of: item.id)
        flush(upper: key)
        if let key { lower = key }
      }
    }
    flush(upper: nil)
    return keys
  }

  /// The item's winning position key in the merged list, if any device gave it one.
  private func currentPosition(of id: UUID) -> PositionKey? {
    var best: Register<PositionKey>?
    for log in logs.values {
      best = best.joined(with: log.records[id]?.position)
    }
    return best?.value
  }
}
