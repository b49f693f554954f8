import Foundation
import ShoppingListFeatures
import ShoppingListModel
import TerminalUI

extension ShoppingListView {
  /// What a store's aisles show in place of the list: a title line saying where the order
  /// comes from, and one numbered row per category on screen, the highlighted one marked.
  package struct AislesView: Equatable, Sendable {
    /// "Lidl: learned from 3 trips", or "Lidl: set by hand".
    package var title: String
    /// The categories on screen, top to bottom.
    package var rows: [AisleRow]
    /// What to say when the store knows no category yet.
    package var emptyHint: String?

    /// The aisles of `aisles` in a pane `width` columns wide and `height` rows high.
    package init(_ aisles: StoreAisles, width: Int, height: Int) {
      let source =
        aisles.isHandSet
        ? "set by hand"
        : aisles.tripCount == 0
          ? "no trips yet"
          : "learned from \(aisles.tripCount.groupedDigits) trip\(aisles.tripCount == 1 ? "" : "s")"
      title = "\(aisles.name): \(source)"
      let count = aisles.categories.count
      let numberWidth = String(count).count
      let shown = ShoppingListView.shownIndices(cursor: aisles.cursor, count: count, height: height)
      rows = shown.map { index in
        let number = String(index + 1)
        let padded = String(repeating: " ", count: numberWidth - number.count) + number
        return AisleRow(
          text: "\(padded)  \(aisles.categories[index])".truncated(
            toWidth: max(0, width - nameColumn - 1)),
          isCursor: index == aisles.cursor
        )
      }
      emptyHint =
        aisles.categories.isEmpty
        ? "No categories yet: items checked on a trip teach the order."
        : nil
    }
  }

  /// One category of a store's aisles.
  package struct AisleRow: Equatable, Sendable {
    /// " 2  Bakery", cut to fit.
    package var text: String
    /// Whether the cursor is on it.
    package var isCursor: Bool
  }

  /// Draws a store's aisles into `area`.
  static func render(_ aisles: AislesView, into canvas: inout Canvas, in area: Rect) {
    renderCursorList(
      title: aisles.title,
      lines: aisles.rows.map { CursorListLine(text: $0.text, isCursor: $0.isCursor) },
      textColumn: 2, emptyHint: aisles.emptyHint, into: &canvas, in: area)
  }
}
