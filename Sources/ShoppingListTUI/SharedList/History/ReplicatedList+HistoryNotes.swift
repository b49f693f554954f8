import Foundation
import ShoppingListModel

extension ReplicatedList {
  /// What `change`, about to be applied to this list, tells its history: every visible item a
  /// `remove` takes away left the list (bought if it was in the basket), a `setCategory` gives
  /// the item's name a category, and so does an inserted item whose category is not the one the
  /// catalog gives (a category typed with `add --category` or an import's heading) nor the one
  /// `remembered` has for it already.
  package func historyNotes(
    for change: ListChange, remembered: HistoryIndex
  ) -> [HistoryNote] {
    switch change {
    case .remove(let ids):
      return ids.compactMap { id in
        guard let merged = mergedItem(id), merged.isVisible else { return nil }
        let item = merged.shoppingItem
        return .left(item, bought: item.isChecked)
      }
    case .setCategory(let id, let category):
      guard let merged = mergedItem(id), merged.isVisible else { return [] }
      let item = merged.shoppingItem
      let cleaned = ItemDetail.category.cleaned(category)
      guard remembered.rememberedCategory(for: item.name, in: item.list) != cleaned else {
        return []
      }
      return [.categoryGiven(name: item.name, list: item.list, category: cleaned)]
    case .insert(let items, _):
      // NB: the catalog is asked only about a few items (`add`, a short paste): an import of
      // 100,000 would pay a second catalog lookup per item, so a large insert remembers only
      // the categories the catalog never gives (a heading's own name).
      let asksCatalog = items.count <= Self.catalogCheckLimit
      return items.compactMap { item in
        guard !item.category.isEmpty,
          remembered.rememberedCategory(for: item.name, in: item.list) != item.category
        else { return nil }
        if Self.standardCategoryNames.contains(item.category) {
          guard asksCatalog, item.category != GroceryCatalog.category(for: item.name) else {
            return nil
          }
        }
        return .categoryGiven(name: item.name, list: item.list, category: item.category)
      }
    case .add, .rename, .setChecked, .setQuantity, .setNote, .move, .restore, .reorder,
      .moveToList, .createList, .renameList, .removeList:
      return []
    }
  }
}

extension ReplicatedList {
  /// The most items of one insert whose category is compared with the catalog's.
  static let catalogCheckLimit = 64

  /// The names of the catalog's categories, which a category of an inserted item may have
  /// because the catalog gave it.
  static let standardCategoryNames = Set(GroceryCategory.allCases.map(\.name))
}

extension HistoryIndex {
  /// `change` with each inserted item that has the catalog's category for its name (or none)
  /// put in the category its list remembers for that name, when it remembers one: a
  /// household's own choice wins over the catalog, on every device and in every command.
  package func applyingRememberedCategories(to change: ListChange) -> ListChange {
    guard case .insert(let items, let placement) = change, !isEmpty else {
      return change
    }
    var changed = items
    for index in changed.indices {
      let item = changed[index]
      guard let remembered = rememberedCategory(for: item.name, in: item.list),
        remembered != item.category,
        item.category == GroceryCatalog.category(for: item.name) ?? ""
      else { continue }
      changed[index].category = remembered
    }
    return .insert(changed, at: placement)
  }
}
