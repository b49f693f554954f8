import Architecture
import Foundation
import ShoppingListModel

/// The list grouped by category, as the `v` key shows it: the standard categories in the order
/// a walk through a supermarket meets them, then a household's own in alphabetical order, then
/// the items without one; within a group, list order. At a store the categories follow its
/// aisles (see ``AisleOrder/sorted(_:)``), and on a trip the checked items leave their groups
/// for a last one, "In the basket". Built again in one pass over the items after each change to
/// them, so nothing per key walks the list.
package struct ItemGrouping: Equatable, Sendable {
  /// One group: its heading and where its rows start.
  package struct Group: Equatable, Sendable {
    /// The category, or ``ItemGrouping/uncategorized``.
    package var title: String
    /// The row of its first item.
    package var firstRow: Int
    /// How many items it holds, and how many of them are in the basket.
    package var count: Int
    package var checkedCount: Int
    /// Whether this is the trip's "In the basket" group, not a category.
    package var isBasket = false
  }

  /// The heading of the items without a category.
  package static let uncategorized = "Other"
  /// The heading of the items checked on a trip.
  package static let basket = "In the basket"

  /// The visible items' ids, group after group.
  package private(set) var ids: [ShoppingItem.ID] = []
  /// The groups, in order.
  package private(set) var groups: [Group] = []
  /// Whether a blank line stands before each heading but the top one (on a trip).
  package private(set) var isSpaced = false
  private var rowByID: [ShoppingItem.ID: Int] = [:]

  /// `items` grouped, only those among `shown` when given (the filter's matches), with the
  /// item being named (`pinned`) in the group of the item it was added next to (`neighbour`).
  /// `aisles` orders the categories as a store's aisles do; `basketLast` gathers the checked
  /// items in a last group and leaves a blank line before each heading but the top one, so the
  /// aisles stand apart on a phone's narrow screen.
  package init(
    _ items: IdentifiedArrayOf<ShoppingItem>, shown: [ShoppingItem.ID]? = nil,
    pinned: ShoppingItem.ID? = nil, neighbour: ShoppingItem.ID? = nil,
    aisles: AisleOrder? = nil, basketLast: Bool = false
  ) {
    isSpaced = basketLast
    var buckets: [String: [ShoppingItem.ID]] = [:]
    var basket: [ShoppingItem.ID] = []
    func add(_ item: ShoppingItem) {
      if basketLast, item.isChecked, item.id != pinned {
        basket.append(item.id)
        return
      }
      var category = item.category
      if item.id == pinned, let neighbour, let next = items[id: neighbour] {
        category = next.category
      }
      buckets[category, default: []].append(item.id)
    }
    if let shown {
      for id in shown { if let item = items[id: id] { add(item) } }
    } else {
      for item in items.elements { add(item) }
    }
    for title in Self.titles(of: Array(buckets.keys), aisles: aisles) {
      let bucket = buckets[title] ?? []
      let checked = bucket.reduce(0) { $0 + (items[id: $1]?.isChecked == true ? 1 : 0) }
      groups.append(
        Group(
          title: title.isEmpty ? Self.uncategorized : title, firstRow: ids.count,
          count: bucket.count, checkedCount: checked
        )
      )
      ids += bucket
    }
    if !basket.isEmpty {
      groups.append(
        Group(
          title: Self.basket, firstRow: ids.count, count: basket.count,
          checkedCount: basket.count, isBasket: true
        )
      )
      ids += basket
    }
    rowByID.reserveCapacity(ids.count)
    for (row, id) in ids.enumerated() { rowByID[id] = row }
  }

  /// The row showing `id`, if it shows.
  package func row(of id: ShoppingItem.ID) -> Int? { rowByID[id] }

  /// The group `row` is in.
  package func group(ofRow row: Int) -> Group? {
    var low = 0
    var high = groups.count
    while low < high {
      let middle = (low + high) / 2
      if groups[middle].firstRow <= row { low = middle + 1 } else { high = middle }
    }
    return low > 0 ? groups[low - 1] : nil
  }

  /// How many lines headings take from `top` to `row`: the one of `top`'s group, shown above
  /// it, and ``headingLines`` for each group starting after `top` up to `row`.
  package func headings(from top: Int, through row: Int) -> Int {
    guard row >= top else { return 0 }
    return 1 + headingLines * groups.count(where: { $0.firstRow > top && $0.firstRow <= row })
  }

  /// The lines a heading below the top one takes: itself, and the blank line before it when
  /// spaced.
  package var headingLines: Int { isSpaced ? 2 : 1 }

  /// The categories in the order their groups show: a store's, or the standard one.
  private static func titles(of categories: [String], aisles: AisleOrder?) -> [String] {
    guard let aisles else { return categories.sorted(by: comesBefore) }
    // NB: the store's order names a category once; two spellings of it stand together.
    let rank = Dictionary(
      aisles.sorted(categories).enumerated().map { (NameFolding.folded($1), $0) },
      uniquingKeysWith: min
    )
    return categories.sorted {
      (rank[NameFolding.folded($0)] ?? .max, $0) < (rank[NameFolding.folded($1)] ?? .max, $1)
    }
  }

  /// Whether the category `lhs` is listed before `rhs`: standard ones in their order, then
  /// others by name (case and accents aside), then none.
  static func comesBefore(_ lhs: String, _ rhs: String) -> Bool {
    if lhs.isEmpty || rhs.isEmpty { return !lhs.isEmpty && rhs.isEmpty }
    let standard = GroceryCategory.allCases
    let left = GroceryCategory(named: lhs).flatMap { standard.firstIndex(of: $0) }
    let right = GroceryCategory(named: rhs).flatMap { standard.firstIndex(of: $0) }
    switch (left, right) {
    case (let left?, let right?): return left < right
    case (.some, .none): return true
    case (.none, .some): return false
    case (.none, .none):
      let (l, r) = (NameFolding.folded(lhs), NameFolding.folded(rhs))
      return l != r ? l < r : lhs < rhs
    }
  }
}
