/// The window of the list that is on screen: the room the views measured for the pane, and the
/// first visible row, which follows the cursor.
package struct Viewport: Equatable, Sendable {
  /// The first visible row (an index into the visible rows, i.e. after filtering).
  package var top = 0
  /// The pane's room, as the views last measured it.
  package var layout = ShoppingList.Layout()

  /// A viewport showing the rows from `top` in the room `layout` gives.
  package init(top: Int = 0, layout: ShoppingList.Layout = ShoppingList.Layout()) {
    self.top = top
    self.layout = layout
  }

  /// The top row that shows `row` while moving the window as little as possible, and leaves no
  /// blank rows at the bottom when there are enough rows to fill them.
  ///
  /// - Parameters:
  ///   - row: The row that must be visible (the cursor).
  ///   - rowCount: The number of visible rows in the list.
  ///   - capacity: How many rows fit on screen.
  package func top(showing row: Int, rowCount: Int, capacity: Int) -> Int {
    let capacity = max(1, capacity)
    var top = min(self.top, max(0, rowCount - capacity))
    if row < top { top = row }
    if row >= top + capacity { top = row - capacity + 1 }
    return max(0, top)
  }
}

extension ShoppingList {
  /// The room the list pane has on screen, as the views measured it: its width, and how many
  /// rows show items with and without the filter line (a read-only banner takes its rows first).
  package struct Layout: Equatable, Sendable {
    /// The pane's width in columns.
    package var width: Int
    /// The rows for items while no filter line shows.
    package var rows: Int
    /// The rows for items while the filter line shows.
    package var rowsWhileFiltering: Int

    /// A pane `width` columns wide with `rows` rows for items, or `rowsWhileFiltering` under
    /// the filter line.
    package init(width: Int = 0, rows: Int = 0, rowsWhileFiltering: Int = 0) {
      self.width = width
      self.rows = rows
      self.rowsWhileFiltering = rowsWhileFiltering
    }
  }
}
