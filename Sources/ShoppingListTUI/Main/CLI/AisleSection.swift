import ShoppingListFeatures
import ShoppingListModel

/// A list's items grouped by category in a store's aisle order, as `list --store NAME` prints
/// them for the person who takes the list to that store: the categories in the order
/// ``AisleOrder/sorted(_:)`` gives them, the items without one last under "Other"; within a
/// category, list order. Categories are grouped as names are compared (case and accents
/// aside), under the spelling of their first item.
struct AisleSection: Equatable {
  /// The heading: the category, or ``ItemGrouping/uncategorized``.
  var title: String
  /// Its items, in list order.
  var items: [ShoppingItem]

  /// `items` grouped in `order`.
  static func sections(of items: [ShoppingItem], in order: AisleOrder) -> [AisleSection] {
    var spelling: [String: String] = [:]
    var firstSeen: [String] = []
    var groups: [String: [ShoppingItem]] = [:]
    var uncategorized: [ShoppingItem] = []
    for item in items {
      guard !item.category.isEmpty else {
        uncategorized.append(item)
        continue
      }
      let folded = NameFolding.folded(item.category)
      if spelling[folded] == nil {
        spelling[folded] = item.category
        firstSeen.append(item.category)
      }
      groups[folded, default: []].append(item)
    }
    let categories = order.sorted(firstSeen).filter { !$0.isEmpty }
    var sections = categories.compactMap { category -> AisleSection? in
      guard let items = groups.removeValue(forKey: NameFolding.folded(category)) else {
        return nil
      }
      return AisleSection(title: spelling[NameFolding.folded(category)] ?? category, items: items)
    }
    // NB: a category `sorted` left out, should it ever, is still printed rather than lost.
    for (folded, items) in groups.sorted(by: { $0.key < $1.key }) {
      sections.append(AisleSection(title: spelling[folded] ?? folded, items: items))
    }
    if !uncategorized.isEmpty {
      sections.append(AisleSection(title: ItemGrouping.uncategorized, items: uncategorized))
    }
    return sections
  }
}
