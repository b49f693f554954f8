/// One screen cell of a ``Canvas``: the grapheme shown there and its style.
///
/// A character two columns wide occupies its cell and the next one; that next cell is a
/// *continuation* that shows nothing of its own, so the grid always has exactly one cell per
/// terminal column.
package struct Cell: Hashable, Sendable {
  /// The grapheme drawn in this cell (a space when empty; unused for a continuation).
  package var symbol: Character
  /// How the cell looks.
  package var style: Style
  /// Whether this cell is the right half of the wide character in the cell to its left.
  package var isContinuation: Bool

  /// A cell showing `symbol` in `style`.
  package init(_ symbol: Character = " ", style: Style = .plain) {
    self.symbol = symbol
    self.style = style
    isContinuation = false
  }

  /// The right half of a wide character drawn in `style`.
  package static func continuation(style: Style) -> Cell {
    var cell = Cell(" ", style: style)
    cell.isContinuation = true
    return cell
  }

  /// An empty cell in the default style.
  package static let blank = Cell()
}
