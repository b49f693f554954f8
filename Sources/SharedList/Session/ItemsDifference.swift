import Foundation
import ShoppingListStorage

/// What one list of items has where it differs from another: the items of the other it does
/// not have, and its own items (with their offsets) that the other does not have as they are.
/// Two versions of a list of 100,000 items a few changes apart differ by a few entries, so the
/// older can be kept as this rather than as a copy.
///
/// ```swift
/// let difference = ItemsDifference(of: older, from: newer)
/// difference.applied(to: newer)  // == older
/// ```
package struct ItemsDifference: Sendable {
  /// The indices of the other list's items this list does not have, ascending.
  private var missing: [Int] = []
  /// This list's items that the other list does not have as they are, by ascending offset.
  private var own: [(offset: Int, item: ShoppingItem)] = []

  /// How many items this difference holds or names; at most about as many as `items` has.
  package var size: Int { missing.count + own.count }

  /// The difference of `items` from `other`: every item equal in both and in the same relative
  /// order (the items before and after the first and last difference, and the longest run of
  /// the rest) is shared; everything else is noted.
  package init(of items: [ShoppingItem], from other: [ShoppingItem]) {
    let shared = min(items.count, other.count)
    var prefix = 0
    while prefix < shared, items[prefix] == other[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < shared - prefix,
      items[items.count - 1 - suffix] == other[other.count - 1 - suffix]
    {
      suffix += 1
    }
    let ownMiddle = prefix..<(items.count - suffix)
    let otherMiddle = prefix..<(other.count - suffix)
    guard !ownMiddle.isEmpty, !otherMiddle.isEmpty else {
      missing = Array(otherMiddle)
      own = ownMiddle.map { ($0, items[$0]) }
      return
    }
    // NB: between the first and the last difference, the items found unchanged in the other
    // list are shared where they keep their relative order (the longest such run).
    var otherIndex: [UUID: Int] = [:]
    otherIndex.reserveCapacity(otherMiddle.count)
    for index in otherMiddle { otherIndex[other[index].id] = index }
    var unchanged: [(offset: Int, otherIndex: Int)] = []
    for offset in ownMiddle {
      if let index = otherIndex[items[offset].id], other[index] == items[offset] {
        unchanged.append((offset, index))
      }
    }
    let kept = ReplicatedList.longestIncreasingRun(unchanged.map(\.otherIndex))
    var sharedOffsets = Set<Int>()
    var sharedIndices = Set<Int>()
    for position in kept {
      sharedOffsets.insert(unchanged[position].offset)
      sharedIndices.insert(unchanged[position].otherIndex)
    }
    missing = otherMiddle.filter { !sharedIndices.contains($0) }
    own = ownMiddle.filter { !sharedOffsets.contains($0) }.map { ($0, items[$0]) }
  }

  /// The list this is the difference of, made from `other`, the list it is the difference from.
  package func applied(to other: [ShoppingItem]) -> [ShoppingItem] {
    var items: [ShoppingItem] = []
    items.reserveCapacity(other.count - missing.count + own.count)
    var nextMissing = 0
    var nextOwn = 0
    for index in other.indices {
      if nextMissing < missing.count, missing[nextMissing] == index {
        nextMissing += 1
        continue
      }
      while nextOwn < own.count, own[nextOwn].offset == items.count {
        items.append(own[nextOwn].item)
        nextOwn += 1
      }
      items.append(other[index])
    }
    for entry in own[nextOwn...] { items.append(entry.item) }
    return items
  }
}
