/// What a backend writes to turn the screen it shows into the next frame: the cells that
/// changed, in row-major order, and where the cursor goes.
///
/// The runtime makes one with ``Canvas/diff(from:)`` and hands it to
/// ``TerminalBackend/draw(_:)``; ``Canvas/apply(_:)`` is what a terminal does with it.
///
/// ```swift
/// var next = Canvas(size: Size(width: 4, height: 1))
/// next.put("ab", at: .zero)
/// next.diff(from: Canvas(size: next.size)).changes
/// // [Change(Cell("a"), at: (0, 0)), Change(Cell("b"), at: (1, 0))]
/// ```
package struct FrameUpdate: Hashable, Sendable {
  /// The size of the frame; a backend of another size clips to its own.
  package var size: Size
  /// Where the cursor goes once the cells are written.
  package var cursor: Cursor
  /// The cells the changes are taken from: the frame's own when the diff made this update, so
  /// that making it copies no cell.
  package let cells: [Cell]
  /// Where the changes are: runs of side-by-side cells of ``cells``, row by row and left to
  /// right.
  package let runs: [Run]

  /// An update of a `size` frame writing `changes` and placing the cursor at `cursor`.
  package init(size: Size, changes: [Change], cursor: Cursor) {
    self.size = size
    self.cursor = cursor
    cells = changes.map(\.cell)
    runs = changes.indices.map { Run(start: $0, count: 1, position: changes[$0].position) }
  }

  /// An update writing the runs `runs` of `cells`.
  init(size: Size, cells: [Cell], runs: [Run], cursor: Cursor) {
    self.size = size
    self.cursor = cursor
    self.cells = cells
    self.runs = runs
  }

  /// The cells to write, row by row and left to right. A wide character's change covers its
  /// continuation cell too, which never has a change of its own.
  package var changes: [Change] {
    var changes: [Change] = []
    for run in runs {
      for offset in 0..<run.count where !cells[run.start + offset].isContinuation {
        let position = Point(x: run.position.x + offset, y: run.position.y)
        changes.append(Change(cells[run.start + offset], at: position))
      }
    }
    return changes
  }

  // NB: what the update writes, not how it holds it: an update listing its changes equals the
  // diff's update of the same changes.
  package static func == (lhs: FrameUpdate, rhs: FrameUpdate) -> Bool {
    (lhs.size, lhs.cursor) == (rhs.size, rhs.cursor) && lhs.changes == rhs.changes
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(changes)
    hasher.combine(size)
    hasher.combine(cursor)
  }
}

extension FrameUpdate {
  /// One cell to write, and where.
  package struct Change: Hashable, Sendable {
    /// The cell's column and row.
    package var position: Point
    /// What the cell shows.
    package var cell: Cell

    /// A change that writes `cell` at `position`.
    package init(_ cell: Cell, at position: Point) {
      self.cell = cell
      self.position = position
    }
  }

  /// Cells of ``FrameUpdate/cells`` that go side by side on one row of the screen; the
  /// continuation cells among them are not changes (their wide characters cover them).
  package struct Run: Hashable, Sendable {
    /// Where the first cell is in ``FrameUpdate/cells``.
    package var start: Int
    /// How many cells.
    package var count: Int
    /// Where the first cell goes on the screen.
    package var position: Point
  }
}
