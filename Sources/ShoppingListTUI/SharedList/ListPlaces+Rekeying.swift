import Foundation

extension ListPlaces {
  /// Keys for items placed among the visible ones, the `moving` items left out: the ids of each
  /// group in their order at its gap, with keys between the gap's neighbours.
  ///
  /// Inserting at one spot again and again makes keys longer (about one digit per six inserts),
  /// and no device writes a key longer than ``PositionKey/maximumLength``, which the others
  /// would refuse. Where a key would be longer, a window of visible items around its gap gets
  /// new, short keys too, in the order the list shows them; the list then shows what it would
  /// have shown with the long keys.
  ///
  /// - Returns: The keys of the groups' ids, in order, and new keys for neighbours.
  func keys(
    placing groups: [(ids: [UUID], gap: Gap)], moving: Set<UUID>
  ) -> (placed: [PositionKey], neighbours: [(id: UUID, key: PositionKey)]) {
    var placed: [PositionKey] = []
    var tooLong = false
    for group in groups {
      let keys = PositionKey.sequence(
        count: group.ids.count, between: group.gap.lower, and: group.gap.upper
      )
      tooLong = tooLong || keys.contains { $0.text.utf8.count > PositionKey.maximumLength }
      // NB: one group (all but a restore) is kept as it is, not copied.
      if placed.isEmpty { placed = keys } else { placed += keys }
    }
    guard tooLong else { return (placed, []) }
    return rekeyed(placing: groups, keys: placed, moving: moving)
  }

  /// ``keys(placing:moving:)`` where a placed key is too long: new keys for a window of the
  /// staying items around the long keys' gaps and for the placed items in it, in list order.
  private func rekeyed(
    placing groups: [(ids: [UUID], gap: Gap)], keys placed: [PositionKey], moving: Set<UUID>
  ) -> (placed: [PositionKey], neighbours: [(id: UUID, key: PositionKey)]) {
    let staying =
      moving.isEmpty
      ? Array(items.indices)
      : items.indices.filter {
        !moving.contains(items[$0].id)
      }
    let entries = Self.placedInOrder(groups, keys: placed, staying: staying)
    let window = window(placing: entries, staying: staying)
    var newKeys: [UUID: PositionKey] = [:]
    var neighbours: [(id: UUID, key: PositionKey)] = []
    var keys = window.keys.makeIterator()
    var entryIndex = window.entries.lowerBound
    for slot in window.slots {
      while entryIndex < window.entries.upperBound, entries[entryIndex].slot == slot,
        let key = keys.next()
      {
        newKeys[entries[entryIndex].id] = key
        entryIndex += 1
      }
      if slot < window.slots.upperBound, let key = keys.next() {
        neighbours.append((items[staying[slot]].id, key))
      }
    }
    for entry in entries where newKeys[entry.id] == nil { newKeys[entry.id] = entry.key }
    return (zip(groups.lazy.flatMap(\.ids), placed).map { newKeys[$0] ?? $1 }, neighbours)
  }

  /// The window of staying items to give new keys: widened around the long keys' slots, twice
  /// as far each time and up to the list's ends, until keys for its items and the placed ones
  /// in it (`entries` of `placed`, by slot), between its outer neighbours, are short.
  ///
  /// - Returns: The window's slots (a staying item at each but the last, placed items at any),
  ///   the range of `placed` in it, and its keys in list order.
  private func window(
    placing placed: [PlacedEntry], staying: [Int]
  ) -> (slots: ClosedRange<Int>, entries: Range<Int>, keys: [PositionKey]) {
    let longSlots = placed.filter { $0.key.text.utf8.count > PositionKey.maximumLength }
      .map(\.slot)
    var start = longSlots.min() ?? 0
    var end = longSlots.max() ?? staying.count
    var step = 1
    while true {
      start = max(0, start - step)
      end = min(staying.count, end + step)
      step *= 2
      let lower = start > 0 ? keys[staying[start - 1]] : nil
      let upper = end < staying.count ? keys[staying[end]] : nil
      let wholeList = start == 0 && end == staying.count
      // NB: keys strictly between the bounds need a lower bound that is a key (or the start)
      // and below the upper one.
      let boundsInOrder =
        switch (lower, upper) {
        case (let lower?, let upper?): lower < upper
        case (_?, nil): true
        case (nil, _): start == 0
        }
      guard wholeList || boundsInOrder else { continue }
      let first = placed.firstIndex { $0.slot >= start } ?? placed.count
      let last = placed[first...].firstIndex { $0.slot > end } ?? placed.count
      let keys = PositionKey.sequence(
        count: end - start + last - first, between: lower, and: upper
      )
      if wholeList || keys.allSatisfy({ $0.text.utf8.count <= PositionKey.maximumLength / 2 }) {
        return (start...end, first..<last, keys)
      }
    }
  }

  /// A placed item: where it goes among the staying items (before the one at `slot`), and the
  /// key it would have had.
  private struct PlacedEntry {
    var slot: Int
    var id: UUID
    var key: PositionKey
  }

  /// The placed items in the order the list would show them (an id placed twice where it was
  /// placed last): by slot, then by key and id.
  private static func placedInOrder(
    _ groups: [(ids: [UUID], gap: Gap)], keys: [PositionKey], staying: [Int]
  ) -> [PlacedEntry] {
    var entries: [PlacedEntry] = []
    var keyIndex = 0
    for group in groups {
      let slot = slot(of: group.gap.index, among: staying)
      for id in group.ids {
        entries.append(PlacedEntry(slot: slot, id: id, key: keys[keyIndex]))
        keyIndex += 1
      }
    }
    var lastOccurrence: [UUID: Int] = [:]
    for (index, entry) in entries.enumerated() { lastOccurrence[entry.id] = index }
    return entries.indices.filter { lastOccurrence[entries[$0].id] == $0 }.map { entries[$0] }
      .sorted {
        $0.slot != $1.slot
          ? $0.slot < $1.slot : ListOrder.precedes($0.key, $0.id, $1.key, $1.id)
      }
  }

  /// How many of the `staying` indices (in order) are below `index`.
  private static func slot(of index: Int, among staying: [Int]) -> Int {
    var low = 0
    var high = staying.count
    while low < high {
      let middle = (low + high) / 2
      if staying[middle] < index { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
