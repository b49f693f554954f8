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
    var changes = ListChanges()
    return applyEdits(from: base, to: items, clock: &clock, now: now, recordingIn: &changes)
  }

  /// ``applyEdits(from:to:clock:now:)``, noting in `changes` each item it wrote.
  @discardableResult
  package mutating func applyEdits(
    from base: [ShoppingItem], to items: [ShoppingItem], clock: inout HybridClock, now: Int64,
    recordingIn changes: inout ListChanges
  ) -> Int {
    if let newestStamp { clock.observe(newestStamp) }
    // NB: most saves change one stretch of the list (a check, a rename, an add, a removal, a
    // move): before and after it, base and items hold the same ids in the same order, which
    // keep their positions and are compared field by field. Only the stretch between needs its
    // ids looked up, which at 100,000 items is most of a save's time otherwise.
    let shared = min(base.count, items.count)
    var prefix = 0
    while prefix < shared, base[prefix].id == items[prefix].id { prefix += 1 }
    var suffix = 0
    while suffix < shared - prefix,
      base[base.count - 1 - suffix].id == items[items.count - 1 - suffix].id
    {
      suffix += 1
    }
    let baseMiddle = prefix..<(base.count - suffix)
    let middle = prefix..<(items.count - suffix)
    var baseIndex: [UUID: Int] = [:]
    baseIndex.reserveCapacity(baseMiddle.count)
    for index in baseMiddle { baseIndex[base[index].id] = index }
    let kept = Set(items[middle].lazy.map(\.id))
    let placed = Self.itemsToPlace(items[middle], baseIndex: baseIndex)

    var stamp: HybridTimestamp?
    func tick() -> HybridTimestamp {
      if let stamp { return stamp }
      let new = clock.tick(now: now)
      stamp = new
      return new
    }
    var log = DeviceLog(device: clock.device)
    var writes = 0

    for item in base[baseMiddle] where !kept.contains(item.id) {
      guard let merged = mergedItem(item.id), merged.isVisible else { continue }
      log.records[item.id, default: ItemRecord(id: item.id)].tombstone =
        removal(of: item.id, stamp: tick())
      writes += 1
    }

    let keys = placed.isEmpty ? [:] : positionKeys(for: items, placing: placed, in: middle)
    func write(_ item: ShoppingItem, was old: ShoppingItem?) {
      let key = keys.isEmpty ? nil : keys[item.id]
      let renamed = old == nil || old?.name != item.name
      let checked = old == nil || old?.isChecked != item.isChecked
      guard renamed || checked || key != nil else { return }
      let now = tick()
      var record = log.records[item.id] ?? ItemRecord(id: item.id)
      if renamed { record.name = Register(value: item.name, stamp: now) }
      if checked { record.checked = Register(value: item.isChecked, stamp: now) }
      if let key { record.position = Register(value: key, stamp: now) }
      record.edited = record.edited.latest(now)
      log.records[item.id] = record
      writes += (renamed ? 1 : 0) + (checked ? 1 : 0) + (key == nil ? 0 : 1)
    }
    for index in 0..<prefix where items[index] != base[index] {
      write(items[index], was: base[index])
    }
    for index in middle {
      write(items[index], was: baseIndex[items[index].id].map { base[$0] })
    }
    let shift = base.count - items.count
    for index in middle.upperBound..<items.count where items[index] != base[index + shift] {
      write(items[index], was: base[index + shift])
    }
    merge(log, recordingIn: &changes)
    return writes
  }

  /// The ids of the items that need a new position: every new item, and every kept item outside
  /// the longest run still in its old relative order.
  static func itemsToPlace(
    _ items: ArraySlice<ShoppingItem>, baseIndex: [UUID: Int]
  ) -> Set<UUID> {
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

  /// New positions for the `placing` items of `items`, all within `range`: each run of them
  /// between two items that keep their places gets keys between those items' current keys.
  private func positionKeys(
    for items: [ShoppingItem], placing: Set<UUID>, in range: Range<Int>
  ) -> [UUID: PositionKey] {
    var keys: [UUID: PositionKey] = [:]
    keys.reserveCapacity(placing.count)
    var run: [UUID] = []
    // NB: the key of the kept item before a run is looked up only when a run starts.
    var lastKept = range.lowerBound > 0 ? range.lowerBound - 1 : nil
    var lower: PositionKey?
    func flush(upper: PositionKey?) {
      guard !run.isEmpty else { return }
      for (id, key) in zip(run, PositionKey.sequence(count: run.count, between: lower, and: upper)) {
        keys[id] = key
      }
      run.removeAll(keepingCapacity: true)
    }
    for index in range {
      let item = items[index]
      if placing.contains(item.id) {
        if run.isEmpty {
          // NB: the nearest kept item before the run that has a position (a file may have
          // left one out).
          lower = nil
          var before = lastKept
          while let candidate = before, lower == nil {
            if !placing.contains(items[candidate].id) {
              lower = currentPosition(of: items[candidate].id)
            }
            before = candidate > 0 ? candidate - 1 : nil
          }
        }
        run.append(item.id)
      } else {
        if !run.isEmpty { flush(upper: currentPosition(of: item.id)) }
        lastKept = index
      }
    }
    if !run.isEmpty {
      let next = range.upperBound < items.count ? items[range.upperBound].id : nil
      flush(upper: next.flatMap(currentPosition(of:)))
    }
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
