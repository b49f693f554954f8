/// Where the terminal's text cursor goes after a frame: hidden, or shown at a cell (a text
/// field being edited shows it at the insertion point).
package enum Cursor: Hashable, Sendable {
  /// No visible cursor.
  case hidden
  /// A visible cursor at the given cell.
  case visible(at: Point)
}
