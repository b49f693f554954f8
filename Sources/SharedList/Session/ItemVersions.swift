import Foundation
import ShoppingListStorage

/// The list as its person sees it, and the items of each version of it that an app may still
/// base a save on (see ``SharedListSession``), numbered from 1, each kept as its
/// ``ItemsDifference`` from the visible list. With 100,000 items, the visible list and four
/// versions a few changes apart take one list's memory, not five; and as nothing else holds the
/// visible list's items, a change patches them in place rather than in a copy.
///
/// ```swift
/// var versions = ItemVersions(VisibleList(list), limit: 4)
/// let shown = versions.remember(versions.visible.items)
/// versions.update(changes.items, from: list)
/// versions.items(of: shown)  // the items as they were shown
/// ```
package struct ItemVersions: Sendable {
  /// The list as it is now seen.
  package private(set) var visible: VisibleList
  /// How many versions are kept at most.
  package let limit: Int
  /// The number of the newest version; 0 before the first.
  package private(set) var newest = 0
  private var kept: [Int: Kept] = [:]

  /// How a version is kept.
  private enum Kept: Sendable {
    /// As its difference from the visible list.
    case difference(ItemsDifference)
    /// Whole, when it differs from the visible list in more than half its items (a sort, a
    /// long session of changes): a difference would be as large, and slower to carry along.
    case whole([ShoppingItem])
  }

  /// No versions of `visible` yet; at most `limit` (2 or more) are kept.
  package init(_ visible: VisibleList, limit: Int) {
    precondition(limit >= 2, "the oldest and the newest version are always kept")
    self.visible = visible
    self.limit = limit
  }

  /// The numbers of the versions kept, oldest first.
  package var numbers: [Int] {
    kept.keys.sorted()
  }

  /// How many items the versions hold between them, counting each entry of a difference as
  /// one, besides the visible list's.
  package var heldItemCount: Int {
    kept.values.reduce(0) { count, kept in
      switch kept {
      case .difference(let difference): count + difference.size
      case .whole(let items): count + items.count
      }
    }
  }

  /// The items of `version`, if it is kept.
  package func items(of version: Int) -> [ShoppingItem]? {
    switch kept[version] {
    case .difference(let difference) where difference.isEmpty: visible.items
    case .difference(let difference): difference.applied(to: visible.items)
    case .whole(let items): items
    case nil: nil
    }
  }

  /// Keeps `items` as the newest version and returns its number. Past the limit, the
  /// second-oldest version goes, never the oldest: an app bases its save on the oldest version
  /// still kept (what it showed when a change started to wait for its save) or on one of the
  /// newest (an update it then showed), and losing the oldest would make the next save look
  /// like a revert of everything that arrived.
  package mutating func remember(_ items: [ShoppingItem]) -> Int {
    let numbers = numbers
    if numbers.count + 1 > limit { kept[numbers[1]] = nil }
    newest += 1
    let difference = ItemsDifference(of: items, from: visible.items)
    kept[newest] =
      Self.isSmall(difference, between: items.count, and: visible.items.count)
      ? .difference(difference) : .whole(items)
    return newest
  }

  /// Patches the visible list with the items `ids` as `list` has them (see
  /// ``VisibleList/update(_:from:)``), carrying every version's difference over the change.
  package mutating func update(_ ids: Set<UUID>, from list: ReplicatedList) {
    guard !ids.isEmpty else { return }
    let change = visible.update(ids, from: list)
    guard !change.isEmpty else { return }
    for (number, version) in kept {
      guard case .difference(let difference) = version else { continue }
      let composed = difference.composed(over: change)
      kept[number] =
        Self.isSmall(composed, between: visible.items.count, and: visible.items.count)
        ? .difference(composed) : .whole(composed.applied(to: visible.items))
    }
  }

  /// Forgets every version older than `version`.
  package mutating func forget(before version: Int) {
    kept = kept.filter { $0.key >= version }
  }

  /// Whether `difference` between lists of these lengths is worth keeping rather than the
  /// list: at most half as large.
  private static func isSmall(_ difference: ItemsDifference, between count: Int, and other: Int)
    -> Bool
  {
    difference.size <= max(count, other) / 2
  }
}
