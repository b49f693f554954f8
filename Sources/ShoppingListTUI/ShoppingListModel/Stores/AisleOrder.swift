/// A store's order of categories (its aisles), as set by hand or learned from walks
/// (``learned(from:)``).
///
/// Categories compare folded (``NameFolding``): "dairy & eggs" is "Dairy & Eggs".
///
/// ```swift
/// let order = AisleOrder(categories: ["Produce", "Dairy & Eggs", "Bakery"])
/// order.sorted(["Bakery", "", "Pets", "produce"])  // ["produce", "Bakery", "Pets", ""]
/// order.moving("Bakery", by: -1).categories  // ["Produce", "Bakery", "Dairy & Eggs"]
/// ```
package struct AisleOrder: Equatable, Sendable {
  /// Display names, first aisle first, no two equal when folded.
  package var categories: [String]

  /// The order of `categories` without "" and without later duplicates (folded).
  package init(categories: [String]) {
    var seen = Set<String>()
    self.categories = categories.filter {
      !$0.isEmpty && seen.insert(NameFolding.folded($0)).inserted
    }
  }

  /// The order learned from `walks` (any order of the array gives the same result): each walk
  /// votes, for every two categories it touches, for the one it reached first; newer walks weigh
  /// more (the k-th newest of the walks touching both, 0.65^k); a category's place is the share
  /// of the categories it met that were voted before it (see ``AisleLearning``).
  package static func learned(from walks: [StoreWalk]) -> AisleOrder {
    AisleOrder(categories: AisleLearning(walks: walks).order)
  }

  /// The order shown: `handSet` when a person set one (it wins), followed by the learned
  /// categories it lacks, in learned order.
  package static func resolved(handSet: AisleOrder?, learned: AisleOrder) -> AisleOrder {
    guard let handSet else { return learned }
    return AisleOrder(categories: handSet.categories + learned.categories)
  }

  /// The index of `category` (compared folded), or nil when the order does not know it.
  package func position(of category: String) -> Int? {
    let folded = NameFolding.folded(category)
    return categories.firstIndex { NameFolding.folded($0) == folded }
  }

  /// `categories` sorted for display in this store: known ones by position; then unknown
  /// standard categories (``GroceryCategory``) in supermarket order; then a household's own ones
  /// by folded name; "" (no category) last. Duplicates (folded) are kept once, as first spelled.
  package func sorted(_ categories: [String]) -> [String] {
    var positions: [String: Int] = [:]
    for (index, category) in self.categories.enumerated() {
      positions[NameFolding.folded(category)] = positions[NameFolding.folded(category)] ?? index
    }
    var seen = Set<String>()
    var hasNoCategory = false
    var ranked: [(key: (Int, Int, String), name: String)] = []
    for category in categories {
      guard !category.isEmpty else {
        hasNoCategory = true
        continue
      }
      let folded = NameFolding.folded(category)
      guard seen.insert(folded).inserted else { continue }
      if let position = positions[folded] {
        ranked.append(((0, position, ""), category))
      } else {
        let fallback = CategoryFallbackOrder.key(folded: folded)
        ranked.append(((1, fallback.0, fallback.1), category))
      }
    }
    let sorted = ranked.sorted { $0.key < $1.key }.map(\.name)
    return hasNoCategory ? sorted + [""] : sorted
  }

  /// This order with `category` moved `offset` places (-1 up, +1 down); unchanged when that
  /// would leave the order or when the category is unknown. (The store view where a person sets
  /// the order by hand.)
  package func moving(_ category: String, by offset: Int) -> AisleOrder {
    guard let index = position(of: category) else { return self }
    let target = index + offset
    guard target != index, categories.indices.contains(target) else { return self }
    var moved = categories
    moved.insert(moved.remove(at: index), at: target)
    return AisleOrder(categories: moved)
  }
}
