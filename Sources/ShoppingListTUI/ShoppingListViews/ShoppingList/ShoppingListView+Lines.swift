import TerminalUI

extension ShoppingListView {
  /// What one line of the rows' area shows, by the index of the row it belongs to: the rows,
  /// each under its group's heading when it has one, and the blank line above a spaced
  /// heading.
  enum Line: Equatable {
    /// The blank line above a heading of a spaced list (a trip's aisles).
    case gap
    /// The heading above the row at this index.
    case heading(Int)
    /// The row at this index.
    case row(Int)
  }

  /// The lines `rows` take, top to bottom, as many as fit in `height`.
  static func lines(of rows: [Row], height: Int) -> [Line] {
    var lines: [Line] = []
    lines.reserveCapacity(height + 2)
    // NB: by index, so that no row is copied to read two of its fields.
    for index in rows.indices where lines.count < height {
      if rows[index].headingGap { lines.append(.gap) }
      if rows[index].heading != nil { lines.append(.heading(index)) }
      lines.append(.row(index))
    }
    lines.removeLast(max(0, lines.count - height))
    return lines
  }

  /// Whether `line` of `rows` shows what `shownLine` of `shownRows` shows, and holds no text
  /// field (whose line every frame draws, as it places the text cursor).
  static func shows(
    _ line: Line?, of rows: [Row], as shownLine: Line?, of shownRows: [Row]
  ) -> Bool {
    switch (line, shownLine) {
    case (nil, nil), (.gap, .gap):
      return true
    case (.heading(let index), .heading(let shownIndex)):
      return rows[index].heading == shownRows[shownIndex].heading
    case (.row(let index), .row(let shownIndex)):
      return rows[index].editor == nil && rows[index] == shownRows[shownIndex]
    default:
      return false
    }
  }
}
