/// An observed-remove deletion: when an item was removed, and, for every device, the newest of
/// that device's changes to the item the remover had seen.
///
/// The item stays deleted while every device's newest change to it is covered by the tombstone.
/// A change the remover had not seen (made concurrently, or a later undo of the removal) is not
/// covered, so the item comes back: a deletion never silently discards someone else's edit.
/// Tombstones join by keeping the later removal stamp and, per device, the newer seen stamp.
///
/// ```swift
/// let tombstone = Tombstone(removed: stamp, seen: [phone: phonesLastEdit])
/// tombstone.covers(phonesLastEdit)  // true
/// ```
package struct Tombstone: Equatable, Sendable {
  /// When the newest removal happened, for collecting old tombstones.
  package var removed: HybridTimestamp
  /// Per device, the newest change to the item that the removers had seen.
  package var seen: [DeviceID: HybridTimestamp]

  /// A removal at `removed` that had seen `seen`.
  package init(removed: HybridTimestamp, seen: [DeviceID: HybridTimestamp]) {
    self.removed = removed
    self.seen = seen
  }

  /// Whether the change stamped `stamp` was seen by the removal.
  package func covers(_ stamp: HybridTimestamp) -> Bool {
    guard let seenStamp = seen[stamp.device] else { return false }
    return stamp <= seenStamp
  }

  /// Both removals: the later stamp and everything either had seen.
  package func joined(with other: Tombstone) -> Tombstone {
    Tombstone(
      removed: max(removed, other.removed),
      seen: seen.merging(other.seen) { max($0, $1) }
    )
  }
}

extension Optional where Wrapped == Tombstone {
  /// The join of two optional tombstones.
  package func joined(with other: Tombstone?) -> Tombstone? {
    guard let self else { return other }
    guard let other else { return self }
    return self.joined(with: other)
  }
}
