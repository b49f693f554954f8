import IdentifiedCollections

extension IdentifiedArray where Element: Identifiable & Equatable, ID == Element.ID {
  /// Makes the array equal to `items` by replacing only the stretch
  /// between the start and the end they share: a change from elsewhere to one item of 100,000
  /// then costs a comparison of each item, not a new array with every id hashed again.
  ///
  /// ```swift
  /// var items: IdentifiedArrayOf<ShoppingItem> = [milk, eggs]
  /// items.replaceChanged(with: [milk, bread, eggs])  // inserts bread, keeps milk and eggs
  /// ```
  ///
  /// - Returns: The range of offsets in the result that hold new or changed items.
  @discardableResult
  package mutating func replaceChanged(with items: [Element]) -> Range<Int> {
    let shared = Swift.min(count, items.count)
    var prefix = 0
    while prefix < shared, self[prefix] == items[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < shared - prefix, self[count - 1 - suffix] == items[items.count - 1 - suffix] {
      suffix += 1
    }
    let changed = prefix..<(items.count - suffix)
    let replaced = prefix..<(count - suffix)
    // NB: replacing one item with one of the same id keeps its slot in the id table.
    if replaced.count == changed.count,
      zip(replaced, changed).allSatisfy({ self[$0].id == items[$1].id })
    {
      for (offset, index) in zip(replaced, changed) { self[offset] = items[index] }
      return changed
    }
    // NB: inserting into the middle moves what follows, item by item; past a few hundred items
    // a new array is quicker.
    if replaced.count + changed.count > 512 {
      // NB: should an id come twice, its first item stays, as elsewhere.
      self = IdentifiedArray(items, id: \.id, uniquingIDsWith: { first, _ in first })
      return 0..<items.count
    }
    replaceSubrange(replaced, with: items[changed])
    return changed
  }
}
