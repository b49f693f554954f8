import ShoppingListStorage

/// The items of each version of a list that an app may still base a save on (see
/// ``SharedListSession``), numbered from 1: the newest whole, every older one as its
/// ``ItemsDifference`` from the newest. With 100,000 items, four versions a few changes apart
/// take one list's memory, not four.
///
/// ```swift
/// var versions = ItemVersions(limit: 4)
/// let shown = versions.remember(items)
/// versions.items(of: shown)  // == items
/// ```
package struct ItemVersions: Sendable {
  /// How many versions are kept at most.
  package let limit: Int
  /// The number of the newest version; 0 before the first.
  package private(set) var newest = 0
  private var newestItems: [ShoppingItem] = []
  private var older: [Int: Kept] = [:]

  /// How an older version is kept.
  private enum Kept: Sendable {
    /// As its difference from the newest.
    case difference(ItemsDifference)
    /// Whole, when it differs from the newest in more than half its items (a sort, a long
    /// session of changes): a difference would be as large, and slower to work out again.
    case whole([ShoppingItem])
  }

  /// No versions; at most `limit` (2 or more) are kept.
  package init(limit: Int) {
    precondition(limit >= 2, "the oldest and the newest version are always kept")
    self.limit = limit
  }

  /// The numbers of the versions kept, oldest first.
  package var numbers: [Int] {
    newest == 0 ? [] : older.keys.sorted() + [newest]
  }

  /// How many items all the versions hold between them, counting each entry of a difference as
  /// one: the newest's items and what the older ones add.
  package var heldItemCount: Int {
    older.values.reduce(newestItems.count) { count, kept in
      switch kept {
      case .difference(let difference): count + difference.size
      case .whole(let items): count + items.count
      }
    }
  }

  /// The items of `version`, if it is kept.
  package func items(of version: Int) -> [ShoppingItem]? {
    if version == newest, newest > 0 { return newestItems }
    switch older[version] {
    case .difference(let difference): return difference.applied(to: newestItems)
    case .whole(let items): return items
    case nil: return nil
    }
  }

  /// Keeps `items` as the newest version and returns its number. Past the limit, the
  /// second-oldest version goes, never the oldest: an app bases its save on the oldest version
  /// still kept (what it showed when a change started to wait for its save) or on one of the
  /// newest (an update it then showed), and losing the oldest would make the next save look
  /// like a revert of everything that arrived.
  package mutating func remember(_ items: [ShoppingItem]) -> Int {
    if newest > 0 {
      let numbers = older.keys.sorted() + [newest]
      let dropped = numbers.count + 1 > limit ? numbers[1] : nil
      if let dropped { older[dropped] = nil }
      // NB: the newest so far becomes its difference from `items`, and each older difference
      // is carried over it, without building any version's list.
      let step = ItemsDifference(of: newestItems, from: items)
      for (number, kept) in older {
        guard case .difference(let difference) = kept else { continue }
        let composed = difference.composed(over: step)
        older[number] =
          Self.isSmall(composed, between: items.count, and: newestItems.count)
          ? .difference(composed) : .whole(difference.applied(to: newestItems))
      }
      if dropped != newest {
        older[newest] =
          Self.isSmall(step, between: items.count, and: newestItems.count)
          ? .difference(step) : .whole(newestItems)
      }
    }
    newest += 1
    newestItems = items
    return newest
  }

  /// Forgets every version older than `version`; the newest stays.
  package mutating func forget(before version: Int) {
    older = older.filter { $0.key >= version }
  }

  /// Whether `difference` between lists of these lengths is worth keeping rather than the
  /// list: at most half as large.
  private static func isSmall(_ difference: ItemsDifference, between count: Int, and other: Int)
    -> Bool
  {
    difference.size <= max(count, other) / 2
  }
}
