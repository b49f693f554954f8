extension Canvas {
  /// Makes this canvas show `next` again, given that it shows the frame `next` was drawn over
  /// (the frame before it): only the rows `next` wrote are copied, and afterwards no row of
  /// this canvas counts as written, so ``diff(from:)`` against `next` compares only the rows
  /// written from here on.
  ///
  /// The runtime draws into two canvases in turn; this is how the one drawn two frames ago
  /// catches up with the last frame, so the next frame is drawn over it, not from blank.
  ///
  /// ```swift
  /// var older = Canvas(size: Size(width: 4, height: 2))   // the frame before last
  /// var last = older
  /// last.markNoRowsWritten()
  /// last.put("ab", at: .zero)                              // the last frame wrote row 0
  /// older.catchUp(with: last)                              // copies row 0 only
  /// older == last                                          // true
  /// ```
  mutating func catchUp(with next: Canvas) {
    precondition(next.size == size, "a \(next.size) frame cannot follow a \(size) one")
    let width = size.width
    cells.withUnsafeMutableBufferPointer { cells in
      next.cells.withUnsafeBufferPointer { nextCells in
        for y in 0..<size.height where next.writtenRows[y] {
          let row = y * width
          for x in row..<(row + width) { cells[x] = nextCells[x] }
        }
      }
    }
    cursor = next.cursor
    markNoRowsWritten()
  }

  /// Forgets which rows were written: from here on the canvas counts as the frame it shows.
  mutating func markNoRowsWritten() {
    writtenRows.withUnsafeMutableBufferPointer { $0.update(repeating: false) }
  }

  /// Counts every row as written, as after ``clear()``.
  mutating func markAllRowsWritten() {
    writtenRows.withUnsafeMutableBufferPointer { $0.update(repeating: true) }
  }
}
