import Foundation
import ShoppingListModel

/// A folder's lists by name, and which of them each item shows on: the app, the commands and
/// the merge all go by this one rule.
///
/// An item shows on the list it names when the folder has that list; an item whose list was
/// removed (on another device, while this one added the item to it) or is unknown shows on the
/// main list, so no item is ever out of sight.
package struct FolderLists: Equatable, Sendable {
  /// Every list's name, by id; always has the main list.
  package var names: [ListID: String]

  /// The lists of `list`.
  package init(_ list: ReplicatedList) {
    names = list.listNames
  }

  /// Lists with these names; the main list is added when missing.
  package init(names: [ListID: String]) {
    self.names = names
    if self.names[.main] == nil { self.names[.main] = ListSummary.mainListName }
  }

  /// The list `item` shows on.
  package func shownList(of item: ShoppingItem) -> ListID {
    shownList(ofItemOn: item.list)
  }

  /// The list an item on `list` shows on.
  private func shownList(ofItemOn list: ListID) -> ListID {
    list == .main || names[list] != nil ? list : .main
  }

  /// `item` as it shows: on the list it shows on.
  package func shown(_ item: ShoppingItem) -> ShoppingItem {
    guard item.list != .main, names[item.list] == nil else { return item }
    var item = item
    item.list = shownList(of: item)
    return item
  }

  /// The list named `name` (folded for case and accents), if there is one; several of one name
  /// give the first by id.
  package func list(named name: String) -> ListID? {
    let folded = NameFolding.folded(name)
    return names.filter { NameFolding.folded($0.value) == folded }.keys.min()
  }

  /// The lists with their counts of `items`, the main list first, then by name.
  package func summaries(of items: [ShoppingItem]) -> [ListSummary] {
    var counts: [ListID: (all: Int, unchecked: Int)] = [:]
    // NB: most items are on the main list, counted without hashing its id.
    var main = (all: 0, unchecked: 0)
    // NB: by index, so that no item (and its name) is copied to read two fields.
    for index in items.indices {
      let list = items[index].list
      let isChecked = items[index].isChecked
      let shown = shownList(ofItemOn: list)
      if shown == .main {
        main.all += 1
        if !isChecked { main.unchecked += 1 }
        continue
      }
      counts[shown, default: (0, 0)].all += 1
      if !isChecked { counts[shown, default: (0, 0)].unchecked += 1 }
    }
    counts[.main] = main
    return names.map { id, name in
      ListSummary(
        id: id, name: name, itemCount: counts[id]?.all ?? 0,
        uncheckedCount: counts[id]?.unchecked ?? 0)
    }
    .sorted { lhs, rhs in
      if (lhs.id == .main) != (rhs.id == .main) { return lhs.id == .main }
      let order = lhs.name.localizedStandardCompare(rhs.name)
      return order == .orderedSame ? lhs.id < rhs.id : order == .orderedAscending
    }
  }
}
