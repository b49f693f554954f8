import Foundation
import ShoppingListFeatures
import ShoppingListModel
import TerminalUI

extension ShoppingListView {
  /// What the usuals show in place of the list: a title line and one row per entry on screen,
  /// the highlighted one marked.
  package struct UsualsView: Equatable, Sendable {
    /// "Usually bought, not on the list · 12".
    package var title: String
    /// The entries on screen, top to bottom.
    package var rows: [UsualRow]
    /// How many entries there are, on screen or not.
    package var count: Int
    /// What to say when there are none.
    package var emptyHint: String?

    /// The usuals of `usuals` in a pane `width` columns wide and `height` rows high.
    package init(_ usuals: Usuals, width: Int, height: Int) {
      count = usuals.entries.count
      title = "Usually bought, not on the list · \(usuals.entries.count.groupedDigits)"
      let room = max(0, height - 1)
      let top = max(0, min(usuals.cursor - room + 1, usuals.entries.count - room))
      let shown = usuals.entries.indices.dropFirst(top).prefix(room)
      rows = shown.map { index in
        UsualRow(usuals.entries[index], isCursor: index == usuals.cursor, width: width)
      }
      emptyHint =
        usuals.entries.isEmpty
        ? "Nothing usual is missing: cleared items show here."
        : nil
    }
  }

  /// One entry of the usuals: its name, quantity and category, and how often it was bought.
  package struct UsualRow: Equatable, Sendable {
    /// The left part: "2 l  milk · Dairy & Eggs", cut to fit.
    package var text: String
    /// "×12" at the right edge; empty when never bought.
    package var count: String
    /// Whether the cursor is on it.
    package var isCursor: Bool

    /// The row of `entry` in a line `width` columns wide.
    init(_ entry: HistoryEntry, isCursor: Bool, width: Int) {
      count = entry.timesBought > 0 ? "×\(Int(entry.timesBought).groupedDigits)" : ""
      let quantity = entry.quantity.map { "\($0) " } ?? ""
      let category = entry.category.isEmpty ? "" : ShoppingListView.noteSeparator + entry.category
      let room = width - ShoppingListView.nameColumn - count.displayWidth - 2
      text = (quantity + entry.name + category).truncated(toWidth: max(0, room))
      self.isCursor = isCursor
    }
  }

  /// Draws the usuals into `area`.
  static func render(_ usuals: UsualsView, into canvas: inout Canvas, in area: Rect) {
    guard area.height > 0 else { return }
    canvas.put(
      usuals.title, at: Point(x: area.minX + 1, y: area.minY), style: Style(.bold, color: .accent),
      clippedTo: area, overflow: .ellipsis
    )
    for (offset, row) in usuals.rows.enumerated() where offset + 1 < area.height {
      let line = Rect(x: area.minX, y: area.minY + 1 + offset, width: area.width, height: 1)
      let style = row.isCursor ? Style(.reverse) : Style.plain
      if row.isCursor { canvas.fill(line, style: style) }
      canvas.put(row.isCursor ? "›" : " ", at: line.origin, style: style, clippedTo: line)
      canvas.put(
        row.text, at: Point(x: line.minX + nameColumn, y: line.minY), style: style,
        clippedTo: line
      )
      canvas.put(
        row.count, at: Point(x: line.maxX - 1 - row.count.displayWidth, y: line.minY),
        style: style.adding(.dim), clippedTo: line
      )
    }
    if let hint = usuals.emptyHint, area.height > 2 {
      canvas.put(
        hint, at: Point(x: area.minX + 1, y: area.minY + 2), style: Style(color: .muted),
        clippedTo: area, overflow: .ellipsis
      )
    }
  }
}
