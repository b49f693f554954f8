/// The order of categories that nothing else orders: the standard ones (``GroceryCategory``) in
/// supermarket order, then a household's own by folded name.
///
/// ```swift
/// CategoryFallbackOrder.key(folded: "frozen") < CategoryFallbackOrder.key(folded: "bakery")
/// // false: Bakery comes first in a supermarket
/// ```
enum CategoryFallbackOrder {
  /// The sort key of the category folded (``NameFolding``) to `folded`.
  static func key(folded: String) -> (Int, String) {
    guard let standard = GroceryCategory(named: folded),
      let index = GroceryCategory.allCases.firstIndex(of: standard)
    else { return (GroceryCategory.allCases.count, folded) }
    return (index, "")
  }
}
