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
      let shown = ShoppingListView.shownIndices(
        cursor: usuals.cursor, count: usuals.entries.count, height: height)
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
    renderCursorList(
      title: usuals.title,
      lines: usuals.rows.map {
        CursorListLine(text: $0.text, trailing: $0.count, isCursor: $0.isCursor)
      },
      textColumn: nameColumn, emptyHint: usuals.emptyHint, into: &canvas, in: area)
  }
}
