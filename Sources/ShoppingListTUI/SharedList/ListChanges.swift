import Foundation

/// What merging logs into a list changed: which items' records changed (to patch the
/// ``VisibleList`` shown) and, from the records as they were before, how many changes each
/// device brought (for "2 changes from laptop").
///
/// ```swift
/// var changes = ListChanges()
/// list.merge(arrivedLog, recordingIn: &changes)
/// changes.summary(in: list).description(names: names)  // "2 changes from laptop"
/// ```
package struct ListChanges: Equatable, Sendable {
  /// The items whose records changed.
  package private(set) var items: Set<UUID> = []
  /// Each changed record as it was before its first noted change (`nil`: it was new), by
  /// device and item.
  private var before: [DeviceID: [UUID: ItemRecord?]] = [:]

  /// Nothing changed yet.
  package init() {}

  /// Whether nothing changed.
  package var isEmpty: Bool { items.isEmpty }

  /// Whether any of `device`'s records changed.
  func hasChanges(by device: DeviceID) -> Bool {
    before[device]?.isEmpty == false
  }

  /// Notes that `device`'s record of `id` changed, and was `old` before.
  mutating func note(_ id: UUID, was old: ItemRecord?, by device: DeviceID) {
    items.insert(id)
    if before[device]?.index(forKey: id) == nil {
      before[device, default: [:]][id] = .some(old)
    }
  }

  /// How many changes each device brought, counting what `list` (the list these changes were
  /// merged into) has that the records had not before: several versions of one record merged
  /// one after another count as what the last one brought over the first.
  package func summary(in list: ReplicatedList) -> MergeSummary {
    var counts: [DeviceID: Int] = [:]
    for (device, records) in before {
      guard let log = list.logs[device] else { continue }
      var count = 0
      for (id, old) in records {
        if let record = log.records[id] { count += record.changeCount(since: old) }
      }
      if count > 0 { counts[device] = count }
    }
    return MergeSummary(changes: counts)
  }
}
