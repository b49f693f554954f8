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
      let room = max(0, height - 1)
      let count = aisles.categories.count
      let top = max(0, min(aisles.cursor - room + 1, count - room))
      let numberWidth = String(count).count
      rows = aisles.categories.indices.dropFirst(top).prefix(room).map { index in
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
    guard area.height > 0 else { return }
    canvas.put(
      aisles.title, at: Point(x: area.minX + 1, y: area.minY), style: Style(.bold, color: .accent),
      clippedTo: area, overflow: .ellipsis
    )
    for (offset, row) in aisles.rows.enumerated() where offset + 1 < area.height {
      let line = Rect(x: area.minX, y: area.minY + 1 + offset, width: area.width, height: 1)
      let style = row.isCursor ? Style(.reverse) : Style.plain
      if row.isCursor { canvas.fill(line, style: style) }
      canvas.put(row.isCursor ? "›" : " ", at: line.origin, style: style, clippedTo: line)
      canvas.put(
        row.text, at: Point(x: line.minX + 2, y: line.minY), style: style, clippedTo: line)
    }
    if let hint = aisles.emptyHint, area.height > 2 {
      canvas.put(
        hint, at: Point(x: area.minX + 1, y: area.minY + 2), style: Style(color: .muted),
        clippedTo: area, overflow: .ellipsis
      )
    }
  }
}
