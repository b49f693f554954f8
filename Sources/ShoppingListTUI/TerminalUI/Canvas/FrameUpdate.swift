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
  /// The cells to write, row by row and left to right. A wide character's change covers its
  /// continuation cell too, which never has a change of its own.
  package var changes: [Change]
  /// Where the cursor goes once the cells are written.
  package var cursor: Cursor

  /// An update of a `size` frame writing `changes` and placing the cursor at `cursor`.
  package init(size: Size, changes: [Change], cursor: Cursor) {
    self.size = size
    self.changes = changes
    self.cursor = cursor
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
}
