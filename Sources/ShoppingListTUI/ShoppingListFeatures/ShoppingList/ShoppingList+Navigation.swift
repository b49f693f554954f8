import ShoppingListModel

extension ShoppingList.State {
  /// Takes the room the views measured, keeping the cursor's row on screen.
  package mutating func resize(to layout: ShoppingList.Layout) {
    viewport.layout = layout
    moveCursor(to: cursor)
  }

  /// Puts the cursor on `row`, clamped to the visible rows, and scrolls just enough to show it.
  mutating func moveCursor(to row: Int) {
    let rowCount = visibleRowCount
    cursor = min(max(0, row), max(0, rowCount - 1))
    viewport.top = viewport.top(showing: cursor, rowCount: rowCount, capacity: listHeight)
    guard let grouping else { return }
    // NB: headings take lines too: the top moves down until the cursor's row fits under them.
    let capacity = max(1, listHeight)
    while viewport.top < cursor,
      cursor - viewport.top + 1 + grouping.headings(from: viewport.top, through: cursor)
        > capacity
    {
      viewport.top += 1
    }
  }

  /// Scrolls by whole pages (`PgDn`/`PgUp`), the cursor moving along by the same number of rows.
  package mutating func page(by pages: Int) {
    let pageSize = max(1, listHeight)
    let lastTop = max(0, visibleRowCount - pageSize)
    viewport.top = min(max(0, viewport.top + pages * pageSize), lastTop)
    moveCursor(to: cursor + pages * pageSize)
  }

  /// Scrolls the rows on screen by `rows` (the mouse wheel), moving the cursor only as far as
  /// it takes to stay on screen.
  package mutating func scroll(by rows: Int) {
    let capacity = max(1, listHeight)
    viewport.top = min(max(0, viewport.top + rows), max(0, visibleRowCount - capacity))
    moveCursor(to: min(max(cursor, viewport.top), viewport.top + capacity - 1))
  }

  /// Puts the cursor on the item with `id` when it is shown, or keeps it on its row otherwise.
  mutating func placeCursor(on id: ShoppingItem.ID?) {
    moveCursor(to: id.flatMap { row(of: $0) } ?? cursor)
  }
}
