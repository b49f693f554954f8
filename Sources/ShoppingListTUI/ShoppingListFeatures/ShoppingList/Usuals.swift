import ShoppingListModel

/// The usuals: what the household often buys and is not on the list now (the list's history
/// minus the items on it, best first, see ``HistoryIndex/usuals(in:notOn:)``), with a cursor to
/// put one back on the list.
package struct Usuals: Equatable, Sendable {
  /// The list whose usuals these are.
  package var list: ListID
  /// The entries shown, best first.
  package var entries: [HistoryEntry]
  /// The highlighted entry, an index into ``entries``.
  package var cursor = 0

  /// The usuals of `list`, the cursor on the first.
  package init(list: ListID, entries: [HistoryEntry], cursor: Int = 0) {
    self.list = list
    self.entries = entries
    self.cursor = cursor
  }

  /// The highlighted entry, if there is any.
  package var current: HistoryEntry? {
    entries.indices.contains(cursor) ? entries[cursor] : nil
  }

  /// Moves the cursor by `rows`, staying on an entry.
  mutating func moveCursor(by rows: Int) {
    cursor = max(0, min(entries.count - 1, cursor + rows))
  }
}
