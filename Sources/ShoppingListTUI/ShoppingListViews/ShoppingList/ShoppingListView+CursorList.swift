import TerminalUI

extension ShoppingListView {
  /// The entries a list shown in place of the items (the usuals, a store's aisles) has on
  /// screen: a title line, then as many as fit, the cursor's always among them.
  static func shownIndices(cursor: Int, count: Int, height: Int) -> Range<Int> {
    let room = max(0, height - 1)
    let top = max(0, min(cursor - room + 1, count - room))
    return top..<min(count, top + room)
  }

  /// One line of such a list: its text from `textColumn`, what stands at its right edge, and
  /// whether the cursor is on it.
  struct CursorListLine {
    var text: String
    var trailing = ""
    var isCursor: Bool
  }

  /// Draws such a list into `area`: the title in the accent, each line with the cursor's
  /// reversed and marked, and `emptyHint` under the title when there are no lines.
  static func renderCursorList(
    title: String, lines: [CursorListLine], textColumn: Int, emptyHint: String?,
    into canvas: inout Canvas, in area: Rect
  ) {
    guard area.height > 0 else { return }
    canvas.put(
      title, at: Point(x: area.minX + 1, y: area.minY), style: Style(.bold, color: .accent),
      clippedTo: area, overflow: .ellipsis
    )
    for (offset, row) in lines.enumerated() where offset + 1 < area.height {
      let line = Rect(x: area.minX, y: area.minY + 1 + offset, width: area.width, height: 1)
      let style = row.isCursor ? Style(.reverse) : Style.plain
      if row.isCursor { canvas.fill(line, style: style) }
      canvas.put(row.isCursor ? "›" : " ", at: line.origin, style: style, clippedTo: line)
      canvas.put(
        row.text, at: Point(x: line.minX + textColumn, y: line.minY), style: style,
        clippedTo: line
      )
      canvas.put(
        row.trailing, at: Point(x: line.maxX - 1 - row.trailing.displayWidth, y: line.minY),
        style: style.adding(.dim), clippedTo: line
      )
    }
    if let emptyHint, area.height > 2 {
      canvas.put(
        emptyHint, at: Point(x: area.minX + 1, y: area.minY + 2), style: Style(color: .muted),
        clippedTo: area, overflow: .ellipsis
      )
    }
  }
}
