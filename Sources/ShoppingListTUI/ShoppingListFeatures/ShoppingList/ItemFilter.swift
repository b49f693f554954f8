import Architecture
import ShoppingListModel
import ShoppingListStorage

/// The `/` filter: the query field, whether the person is still typing it, and the matching
/// items' ids in list order, kept up to date change by change so nothing per key walks the
/// whole list.
package struct ItemFilter: Equatable, Sendable {
  /// The query field.
  package var query: LineEditor.State
  /// Whether keys go to the query field (`/` until `Enter` or `Esc`).
  package var isTyping: Bool
  /// The query that ``matchingIDs`` was computed for.
  var appliedQuery: String
  /// The ids of the items whose names contain the query, in list order; `nil` while the query is
  /// empty and every item shows.
  package var matchingIDs: [ShoppingItem.ID]?

  /// A filter that starts with an empty query, with the person typing it.
  package init() {
    query = LineEditor.State()
    isTyping = true
    appliedQuery = ""
    matchingIDs = nil
  }

  /// Recomputes the matches after the query changed: from the current matches when the new
  /// query only narrows the old one (a character typed at the end), from all items otherwise.
  mutating func applyQuery(to items: IdentifiedArrayOf<ShoppingItem>) {
    let text = query.text
    guard text != appliedQuery else { return }
    let matcher = NameMatcher(text)
    if text.isEmpty {
      matchingIDs = nil
    } else if let current = matchingIDs, matcher.isNarrowing(NameMatcher(appliedQuery)) {
      matchingIDs = current.filter { id in items[id: id].map { matcher.matches($0.name) } ?? false }
    } else {
      matchingIDs = Self.ids(of: items, matching: matcher)
    }
    appliedQuery = text
  }

  /// Recomputes the matches from all items, after a change that moved or removed many of them.
  mutating func rebuild(from items: IdentifiedArrayOf<ShoppingItem>) {
    guard matchingIDs != nil else { return }
    matchingIDs = Self.ids(of: items, matching: NameMatcher(appliedQuery))
  }

  /// The ids of the items `matcher` accepts, in list order, collected straight into one array:
  /// `IdentifiedArray.filter` would first build a second identified array, hashing every
  /// match's id, which for a one-letter query over 100,000 items takes longer than the search.
  private static func ids(
    of items: IdentifiedArrayOf<ShoppingItem>, matching matcher: NameMatcher
  ) -> [ShoppingItem.ID] {
    var ids: [ShoppingItem.ID] = []
    for item in items.elements where matcher.matches(item.name) {
      ids.append(item.id)
    }
    return ids
  }

  /// Adds an item that now stands at its place in `items` to the matches when its name
  /// matches, or unconditionally with `pinned` (a new item being named).
  ///
  /// Together with ``removeRow(of:in:)`` before the change, this keeps the matches right after
  /// an item is added, renamed or moved in O(log n) lookups plus one array insertion.
  mutating func insertRow(
    for id: ShoppingItem.ID,
    in items: IdentifiedArrayOf<ShoppingItem>,
    pinned: Bool = false
  ) {
    guard matchingIDs != nil, let item = items[id: id] else { return }
    guard pinned || NameMatcher(appliedQuery).matches(item.name) else { return }
    let row = Self.insertionRow(for: id, in: matchingIDs ?? [], items: items)
    matchingIDs?.insert(id, at: row)
  }

  /// Removes an item from the matches while it still stands at its place in `items`, before it
  /// is removed, renamed or moved.
  mutating func removeRow(
    of id: ShoppingItem.ID, in items: IdentifiedArrayOf<ShoppingItem>
  ) {
    guard matchingIDs != nil, let row = row(of: id, in: items) else { return }
    matchingIDs?.remove(at: row)
  }

  /// The row of `id` among the matches, found by binary search on list positions.
  package func row(of id: ShoppingItem.ID, in items: IdentifiedArrayOf<ShoppingItem>) -> Int? {
    guard let ids = matchingIDs else { return items.index(id: id) }
    let row = Self.insertionRow(for: id, in: ids, items: items)
    return row < ids.count && ids[row] == id ? row : nil
  }

  /// The first row among `ids` whose item comes at or after `id`'s item in the list.
  private static func insertionRow(
    for id: ShoppingItem.ID,
    in ids: [ShoppingItem.ID],
    items: IdentifiedArrayOf<ShoppingItem>
  ) -> Int {
    guard let target = items.index(id: id) else { return ids.count }
    var low = 0
    var high = ids.count
    while low < high {
      let middle = (low + high) / 2
      if (items.index(id: ids[middle]) ?? .max) < target {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low
  }
}
