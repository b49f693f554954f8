import Foundation
import ShoppingListModel
import ShoppingListStorage

extension ReplicatedList {
  /// Applies a change as the clock's device: the writes go into that device's log, stamped
  /// later than anything in the list, one stamp for the whole change.
  ///
  /// ```swift
  /// var clock = HybridClock(device: laptop)
  /// try list.apply(.rename(milk, "oat milk"), clock: &clock, now: HybridClock.wallClockNow())
  /// ```
  ///
  /// - Parameters:
  ///   - visible: The list's visible items, when the caller keeps them: places are then found
  ///     there instead of in every item merged again.
  ///   - addedBy: The name of the clock's device, which an item new to the list keeps as who
  ///     added it (see ``ItemDetail/added``).
  /// - Returns: The items written: a placement that would write a key longer than
  ///   ``PositionKey/maximumLength`` writes new keys for neighbours too.
  /// - Throws: ``ListChangeError`` when the change names only items that are not visible (or,
  ///   for `restore`, not known at all), or an empty name; the list is then unchanged. A
  ///   `remove` skips the items of it that are gone; a neighbour removed meanwhile still places
  ///   an item where it stood.
  @discardableResult
  package mutating func apply(
    _ change: ListChange, clock: inout HybridClock, now: Int64, visible: VisibleList? = nil,
    addedBy: String? = nil
  ) throws(ListChangeError) -> Set<UUID> {
    if let newestStamp { clock.observe(newestStamp, now: now) }
    // NB: only placements need the list in order; other changes look up one item, so a check
    // or a rename does not sort 100,000 items. The writes go into a log of their own that is
    // joined in at the end, so the device's whole log is never copied.
    // NB: made only by the changes that place items.
    func makePlaces() -> ListPlaces { ListPlaces(list: self, visible: visible) }
    var log = DeviceLog(device: clock.device)
    // NB: the adding device's name, cleaned once for all the items a change adds.
    let adder = addedBy.map(ShoppingItem.sanitizedName).flatMap { $0.isEmpty ? nil : $0 }
    switch change {
    case .add(let id, let name, let checked, let list, let placement):
      let name = try Self.cleaned(name)
      let places = makePlaces()
      let gap = try places.gap(of: placement, moving: [id])
      let (keys, neighbours) = places.keys(placing: [([id], gap)], moving: [id])
      let stamp = clock.tick(now: now)
      let known = mergedItem(id)
      let origin = known == nil ? adder : nil
      log.records[id, default: ItemRecord(id: id)].write(stamp) {
        $0.name = Register(value: name, stamp: stamp)
        $0.checked = Register(value: checked, stamp: stamp)
        $0.position = Register(value: keys[0], stamp: stamp)
        if let origin { $0.details[.added] = Register(value: origin, stamp: stamp) }
        if list != .main || known?.details[.list] != nil {
          $0.details[.list] = Register(value: ItemDetail.storedText(of: list), stamp: stamp)
        }
      }
      log.writePositions(neighbours, stamp: stamp)
    case .insert(let items, let placement):
      guard !items.isEmpty else { break }
      var names: [String] = []
      names.reserveCapacity(items.count)
      for item in items { names.append(try Self.cleaned(item.name)) }
      let ids = items.map(\.id)
      let moving = Set(ids)
      let places = makePlaces()
      let gap = try places.gap(of: placement, moving: moving)
      let (keys, neighbours) = places.keys(placing: [(ids, gap)], moving: moving)
      let stamp = clock.tick(now: now)
      log.records.reserveCapacity(items.count)
      for ((item, name), key) in zip(zip(items, names), keys) {
        // NB: one look for each item, for the fields it clears and whether it is new.
        let known = mergedItem(item.id)
        var details = Self.detailWrites(of: item, known: known)
        if known == nil, let adder { details.append((.added, adder)) }
        log.records[item.id, default: ItemRecord(id: item.id)].write(stamp) {
          $0.name = Register(value: name, stamp: stamp)
          $0.checked = Register(value: item.isChecked, stamp: stamp)
          $0.position = Register(value: key, stamp: stamp)
          for (detail, value) in details {
            $0.details[detail] = Register(value: value, stamp: stamp)
          }
        }
      }
      log.writePositions(neighbours, stamp: stamp)
    case .rename(let id, let name):
      let name = try Self.cleaned(name)
      try requireVisible(id)
      let stamp = clock.tick(now: now)
      log.records[id, default: ItemRecord(id: id)].write(stamp) {
        $0.name = Register(value: name, stamp: stamp)
      }
    case .setChecked(let id, let checked):
      try requireVisible(id)
      let stamp = clock.tick(now: now)
      log.records[id, default: ItemRecord(id: id)].write(stamp) {
        $0.checked = Register(value: checked, stamp: stamp)
      }
    case .setQuantity(let id, let quantity):
      try write(.quantity, quantity?.storedText ?? "", of: id, into: &log, clock: &clock, now: now)
    case .setNote(let id, let note):
      try write(.note, note, of: id, into: &log, clock: &clock, now: now)
    case .setCategory(let id, let category):
      try write(.category, category, of: id, into: &log, clock: &clock, now: now)
    case .move(let id, let placement):
      try requireVisible(id)
      let places = makePlaces()
      let gap = try places.gap(of: placement, moving: [id])
      let (keys, neighbours) = places.keys(placing: [([id], gap)], moving: [id])
      let stamp = clock.tick(now: now)
      log.writePositions([(id, keys[0])] + neighbours, stamp: stamp)
    case .remove(let ids):
      let removed = ids.filter { mergedItem($0)?.isVisible == true }
      guard !removed.isEmpty else { throw .missingItem(ids.first ?? UUID()) }
      let stamp = clock.tick(now: now)
      for id in removed {
        log.records[id, default: ItemRecord(id: id)].tombstone = removal(of: id, stamp: stamp)
      }
    case .restore(let placed):
      guard !placed.isEmpty else { break }
      var known: [PlacedItem] = []
      var unknown: [PlacedItem] = []
      for entry in placed {
        if mergedItem(entry.item.id) != nil { known.append(entry) } else { unknown.append(entry) }
      }
      let stamp = clock.tick(now: now)
      for entry in known {
        log.records[entry.item.id, default: ItemRecord(id: entry.item.id)].edited = stamp
      }
      // NB: an item no device's file has any more (its removal collected) comes back with
      // the values it had, where it stood.
      guard !unknown.isEmpty else { break }
      let places = makePlaces()
      let (keys, neighbours) = places.keys(
        placing: unknown.map { ([$0.item.id], places.gap(ofOffset: $0.offset)) }, moving: []
      )
      for (entry, key) in zip(unknown, keys) {
        // NB: an item the list no longer knows has no fields to clear.
        let details = Self.detailWrites(of: entry.item, known: nil)
        log.records[entry.item.id, default: ItemRecord(id: entry.item.id)].write(stamp) {
          $0.name = Register(value: ShoppingItem.sanitizedName(entry.item.name), stamp: stamp)
          $0.checked = Register(value: entry.item.isChecked, stamp: stamp)
          $0.position = Register(value: key, stamp: stamp)
          for (detail, value) in details {
            $0.details[detail] = Register(value: value, stamp: stamp)
          }
        }
      }
      log.writePositions(neighbours, stamp: stamp)
    case .reorder(let ids):
      let listed = Set(ids)
      let places = makePlaces()
      try places.requireVisible(ids)
      let gap = try places.gap(of: .end, moving: listed)
      let (keys, neighbours) = places.keys(placing: [(ids, gap)], moving: listed)
      let stamp = clock.tick(now: now)
      log.writePositions(zip(ids, keys).lazy.map { (id: $0, key: $1) }, stamp: stamp)
      log.writePositions(neighbours, stamp: stamp)
    case .moveToList(let placed, let list):
      try requireList(list)
      try write(
        .list, ItemDetail.storedText(of: list), of: placed.item.id, into: &log, clock: &clock,
        now: now)
    case .createList(let list, let name), .renameList(let list, let name):
      let name = try Self.cleaned(name)
      if case .renameList = change { try requireList(list) }
      let stamp = clock.tick(now: now)
      log.records[list.uuid, default: ItemRecord(id: list.uuid)].write(stamp) {
        $0.details[.listName] = Register(value: name, stamp: stamp)
      }
    case .removeList(let list):
      guard list != .main else { throw .missingList(list) }
      try requireList(list)
      let items = (visible?.items ?? visibleItems).filter { $0.list == list }.map(\.id)
      let stamp = clock.tick(now: now)
      log.records[list.uuid, default: ItemRecord(id: list.uuid)].tombstone = removal(
        of: list.uuid, stamp: stamp)
      for id in items {
        log.records[id, default: ItemRecord(id: id)].tombstone = removal(of: id, stamp: stamp)
      }
    }
    let written = Set(log.records.keys)
    merge(log)
    return written
  }

  /// The fields of `item` besides its name that an add writes: those it has, and those it
  /// clears on an item the list knows already (`known`, an old id brought back with new
  /// values).
  private static func detailWrites(
    of item: ShoppingItem, known: MergedItem?
  ) -> [(ItemDetail, String)] {
    ItemDetail.itemFields.compactMap { detail in
      let value = detail.cleaned(detail.value(in: item))
      guard !value.isEmpty || known?.details[detail] != nil else { return nil }
      return (detail, value)
    }
  }

  /// Writes one field of a visible item, cleaned.
  private func write(
    _ detail: ItemDetail, _ value: String, of id: UUID, into log: inout DeviceLog,
    clock: inout HybridClock, now: Int64
  ) throws(ListChangeError) {
    try requireVisible(id)
    let stamp = clock.tick(now: now)
    let value = detail.cleaned(value)
    log.records[id, default: ItemRecord(id: id)].write(stamp) {
      $0.details[detail] = Register(value: value, stamp: stamp)
    }
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

  private func requireList(_ list: ListID) throws(ListChangeError) {
    guard list == .main || listRecord(list.uuid) != nil else { throw .missingList(list) }
  }

  private func requireVisible(_ id: UUID) throws(ListChangeError) {
    guard mergedItem(id)?.isVisible == true else { throw .missingItem(id) }
  }
}

extension DeviceLog {
  /// Writes new positions stamped `stamp`: moved or sorted items, or neighbours given new keys.
  fileprivate mutating func writePositions(
    _ positions: some Sequence<(id: UUID, key: PositionKey)>, stamp: HybridTimestamp
  ) {
    for (id, key) in positions {
      records[id, default: ItemRecord(id: id)].write(stamp) {
        $0.position = Register(value: key, stamp: stamp)
      }
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
