import CNcurses

/// Printable ASCII cells side by side on one row, handed to curses in one call
/// (`mvwadd_wchnstr`), which copies them into its screen as they are, rather than one call a
/// cell that moves the cursor and interprets the character.
///
/// NB: only for rows where curses holds nothing but printable ASCII: over a wide character,
/// curses blanks the whole of it, even a part written just before in the same frame.
struct ASCIIRun {
  private var cells: [cchar_t] = []
  private var start = (x: 0, y: 0)

  /// Adds `cell` at column `x` of row `y` if it continues the run (or starts one); `false`,
  /// adding nothing, when the run must be flushed first.
  mutating func append(_ cell: cchar_t, x: Int, y: Int) -> Bool {
    if cells.isEmpty {
      start = (x, y)
    } else if y != start.y || x != start.x + cells.count {
      return false
    }
    cells.append(cell)
    return true
  }

  /// Writes the run into `window`'s screen, leaves curses' cursor after it as writing the
  /// cells one by one does, and empties the run.
  ///
  /// NB: curses ends its update by moving the terminal's cursor to its own; left at the run's
  /// start, that is a move back across what was just written, in every frame.
  mutating func flush(to window: UnsafeMutablePointer<WINDOW>) {
    guard !cells.isEmpty else { return }
    let (y, end) = (Int32(start.y), Int32(start.x + cells.count))
    mvwadd_wchnstr(window, y, Int32(start.x), cells, Int32(cells.count))
    let (width, height) = (getmaxx(window), getmaxy(window))
    if end < width {
      wmove(window, y, end)
    } else if y + 1 < height {
      wmove(window, y + 1, 0)
    } else {
      wmove(window, y, width - 1)
    }
    cells.removeAll(keepingCapacity: true)
  }
}
