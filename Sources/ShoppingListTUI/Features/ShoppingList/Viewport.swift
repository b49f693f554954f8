/// The window of the list that is on screen: its size, which App reports on start and on every
/// resize, and the first visible row, which follows the cursor.
struct Viewport: Equatable, Sendable {
  /// The first visible row (an index into the visible rows, i.e. after filtering).
  var top = 0
  /// The pane's width in columns.
  var width = 0
  /// The pane's height in rows, banner and filter line included.
  var height = 0

  /// The top row that shows `row` while moving the window as little as possible, and leaves no
  /// blank rows at the bottom when there are enough rows to fill them.
  ///
  /// - Parameters:
  ///   - row: The row that must be visible (the cursor).
  ///   - rowCount: The number of visible rows in the list.
  ///   - capacity: How many rows fit on screen.
  func top(showing row: Int, rowCount: Int, capacity: Int) -> Int {
    let capacity = max(1, capacity)
    var top = min(self.top, max(0, rowCount - capacity))
    if row < top { top = row }
    if row >= top + capacity { top = row - capacity + 1 }
    return max(0, top)
  }
}
