import Foundation

extension ReplicatedList {
  /// How long a removed item's tombstone is kept: 30 days, in milliseconds.
  ///
  /// A device that was offline for longer and still holds an edit of such an item made before
  /// the removal may bring the item back when it syncs again.
  static let tombstoneLifetime: Int64 = 30 * 24 * 60 * 60 * 1000

  /// The list after `device` forgets what it no longer needs about items removed more than
  /// `lifetime` ago (by the removal's stamp): first its own registers of such items, then its
  /// own tombstone once no log holds a register the tombstone would have to cover.
  ///
  /// Only `device`'s log changes, since a device only ever writes its own file; the visible list
  /// is the same before and after.
  ///
  /// ```swift
  /// let pruned = list.collectingGarbage(of: laptop, now: HybridClock.wallClockNow())
  /// ```
  func collectingGarbage(
    of device: DeviceID, now: Int64, lifetime: Int64 = tombstoneLifetime
  ) -> ReplicatedList {
    guard var own = logs[device] else { return self }
    // NB: most saves have nothing to collect; finding that out needs no merge of the logs.
    let cutoff = now - lifetime
    let anyExpired = logs.values.contains { log in
      log.records.values.contains { ($0.tombstone?.removed.wall ?? .max) < cutoff }
    }
    guard anyExpired else { return self }
    let expired = unorderedMergedItems().filter { item in
      guard !item.isVisible, let tombstone = item.tombstone else { return false }
      // NB: a list has no item name, so it is never visible as an item: one that a change its
      // removal had not seen keeps is still shown, and keeps its registers.
      if item.details[.listName] != nil, listRecord(item.id) != nil { return false }
      return tombstone.removed.wall < cutoff
    }
    var dropped: Set<UUID> = []
    for item in expired {
      guard let record = own.records[item.id] else { continue }
      let othersHoldRegisters = logs.contains { otherDevice, log in
        otherDevice != device && log.records[item.id]?.hasRegisters == true
      }
      if othersHoldRegisters, let tombstone = record.tombstone {
        var pruned = ItemRecord(id: item.id)
        pruned.tombstone = tombstone
        own.records[item.id] = pruned
      } else {
        dropped.insert(item.id)
      }
    }
    // NB: in one pass: taking a record out of the ordered records moves every one after it.
    if !dropped.isEmpty { own.records.removeAll { dropped.contains($0.key) } }
    var result = self
    result.replace(own)
    return result
  }
}
