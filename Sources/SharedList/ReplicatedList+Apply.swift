import Foundation
import ShoppingListStorage

extension ReplicatedList {
  /// Applies a change as the clock's device: the writes go into that device's log, stamped
  /// later than anything in the list.
  ///
  /// ```swift
  /// var clock = HybridClock(device: laptop)
  /// try list.apply(.rename(milk, "oat milk"), clock: &clock, now: HybridClock.wallClockNow())
  /// ```
  ///
  /// - Throws: ``ListChangeError`` when the change names an item that is not visible (or, for
  ///   `restore`, not known at all) or an empty name; the list is then unchanged.
  package mutating func apply(
    _ change: ListChange, clock: inout HybridClock, now: Int64
  ) throws(ListChangeError) {
    if let newestStamp { clock.observe(newestStamp) }
    // NB: only placements need the whole list in order; other changes look up one item, so a
    // check or a rename does not sort 100,000 items. The writes go into a log of their own that
    // is joined in at the end, so the device's whole log is never copied.
    var log = DeviceLog(device: clock.device)
    switch change {
    case let .add(id, name, checked, placement):
      let name = try Self.cleaned(name)
      let key = try Self.key(for: placement, moving: id, in: mergedItems())
      let stamp = clock.tick(now: now)
      log.records[id, default: ItemRecord(id: id)].write(stamp) {
        $0.name = Register(value: name, stamp: stamp)
        $0.checked = Register(value: checked, stamp: stamp)
        $0.position = Register(value: key, stamp: stamp)
      }
    case let .insert(items, placement):
      guard !items.isEmpty else { break }
      var names: [String] = []
      names.reserveCapacity(items.count)
      for item in items { names.append(try Self.cleaned(item.name)) }
      let (lower, upper) = try Self.neighbours(
        of: placement, moving: Set(items.map(\.id)), in: mergedItems()
      )
      let keys = PositionKey.sequence(count: items.count, between: lower, and: upper)
      let stamp = clock.tick(now: now)
      log.records.reserveCapacity(items.count)
      for ((item, name), key) in zip(zip(items, names), keys) {
        log.records[item.id, default: ItemRecord(id: item.id)].write(stamp) {
          $0.name = Register(value: name, stamp: stamp)
          $0.checked = Register(value: item.isChecked, stamp: stamp)
          $0.position = Register(value: key, stamp: stamp)
        }
      }
    case let .rename(id, name):
      let name = try Self.cleaned(name)
      try requireVisible(id)
      let stamp = clock.tick(now: now)
      log.records[id, default: ItemRecord(id: id)].write(stamp) {
        $0.name = Register(value: name, stamp: stamp)
      }
    case let .setChecked(id, checked):
      try requireVisible(id)
      let stamp = clock.tick(now: now)
      log.records[id, default: ItemRecord(id: id)].write(stamp) {
        $0.checked = Register(value: checked, stamp: stamp)
      }
    case let .move(id, placement):
      try requireVisible(id)
      let key = try Self.key(for: placement, moving: id, in: mergedItems())
      let stamp = clock.tick(now: now)
      log.records[id, default: ItemRecord(id: id)].write(stamp) {
        $0.position = Register(value: key, stamp: stamp)
      }
    case let .remove(id):
      try requireVisible(id)
      log.records[id, default: ItemRecord(id: id)].tombstone =
        removal(of: id, stamp: clock.tick(now: now))
    case let .restore(id):
      guard mergedItem(id) != nil else { throw .missingItem(id) }
      let stamp = clock.tick(now: now)
      log.records[id, default: ItemRecord(id: id)].edited = stamp
    case let .reorder(ids):
      let items = mergedItems()
      let visible = Set(items.lazy.filter(\.isVisible).map(\.id))
      for id in ids where !visible.contains(id) { throw .missingItem(id) }
      let listed = Set(ids)
      let last = items.last { $0.isVisible && !listed.contains($0.id) }?.position?.value
      let keys = PositionKey.sequence(count: ids.count, between: last)
      let stamp = clock.tick(now: now)
      for (id, key) in zip(ids, keys) {
        log.records[id, default: ItemRecord(id: id)].write(stamp) {
          $0.position = Register(value: key, stamp: stamp)
        }
      }
    }
    merge(log)
  }

  private static func cleaned(_ name: String) throws(ListChangeError) -> String {
    let name = ShoppingItem.sanitizedName(name)
    guard !name.isEmpty else { throw .emptyName }
    return name
  }

  /// A removal of `id` stamped `stamp` that covers each device's newest edit of it seen so far,
  /// and so keeps any edit it has not seen.
  func removal(of id: UUID, stamp: HybridTimestamp) -> Tombstone {
    var seen: [DeviceID: HybridTimestamp] = [:]
    for (device, deviceLog) in logs {
      if let edit = deviceLog.records[id]?.newestEdit { seen[device] = edit }
    }
    return Tombstone(removed: stamp, seen: seen)
  }

  private func requireVisible(_ id: UUID) throws(ListChangeError) {
    guard mergedItem(id)?.isVisible == true else { throw .missingItem(id) }
  }

  /// The position key that puts an item at `placement` among the other visible items.
  private static func key(
    for placement: ListChange.Placement, moving id: UUID, in items: [MergedItem]
  ) throws(ListChangeError) -> PositionKey {
    let (lower, upper) = try neighbours(of: placement, moving: [id], in: items)
    return PositionKey.between(lower, upper)
  }

  /// The keys of the visible items right before and right after `placement`, the `moving`
  /// items left out; `nil` at either end of the list.
  private static func neighbours(
    of placement: ListChange.Placement, moving ids: Set<UUID>, in items: [MergedItem]
  ) throws(ListChangeError) -> (PositionKey?, PositionKey?) {
    let others = items.filter { $0.isVisible && !ids.contains($0.id) }
    let keys = others.map(\.position?.value)
    switch placement {
    case .start:
      return (nil, keys.first ?? nil)
    case .end:
      return (keys.last ?? nil, nil)
    case let .before(neighbour):
      guard let index = others.firstIndex(where: { $0.id == neighbour }) else {
        throw .missingItem(neighbour)
      }
      return (index > 0 ? keys[index - 1] : nil, keys[index])
    case let .after(neighbour):
      guard let index = others.firstIndex(where: { $0.id == neighbour }) else {
        throw .missingItem(neighbour)
      }
      return (keys[index], index + 1 < keys.count ? keys[index + 1] : nil)
    }
  }
}

extension ItemRecord {
  /// Applies `body`'s field writes and records `stamp` as the newest edit.
  fileprivate mutating func write(_ stamp: HybridTimestamp, _ body: (inout ItemRecord) -> Void) {
    body(&self)
    edited = edited.latest(stamp)
  }
}
