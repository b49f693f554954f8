import ShoppingListFeatures
import ShoppingListModel
import TerminalUI

extension ShoppingListView {
  /// The suggestions under the new item being named: one line each, the first marked as the
  /// one `Tab` takes, with its usual quantity and category.
  package struct SuggestionLines: Equatable, Sendable {
    /// The lines, best first, each cut to the pane.
    package var lines: [String]

    /// The lines for `suggestions` in a pane `width` columns wide, naming `key` as the key that
    /// takes the first.
    init(_ suggestions: [HistoryEntry], key: String, width: Int) {
      lines = suggestions.enumerated().map { offset, entry in
        let quantity = entry.quantity.map { "\($0) " } ?? ""
        let category = entry.category.isEmpty ? "" : ShoppingListView.noteSeparator + entry.category
        let mark = offset == 0 ? "\(key): " : String(repeating: " ", count: key.count + 2)
        return (mark + quantity + entry.name + category)
          .truncated(toWidth: max(0, width - nameColumn))
      }
    }
  }

  /// Draws `suggestions` on the lines below `editorLine` (above it when there is no room below),
  /// over the rows there, within `area`.
  static func render(
    _ suggestions: SuggestionLines, below editorLine: Int, into canvas: inout Canvas, in area: Rect
  ) {
    let count = suggestions.lines.count
    let first =
      editorLine + 1 + count <= area.maxY ? editorLine + 1 : max(area.minY, editorLine - count)
    for (offset, line) in suggestions.lines.enumerated() {
      let y = first + offset
      guard y < area.maxY, y != editorLine else { continue }
      let row = Rect(x: area.minX, y: y, width: area.width, height: 1)
      let style = offset == 0 ? Style(.bold, color: .accent) : Style(color: .muted)
      canvas.fill(row, style: Style.plain)
      canvas.put(line, at: Point(x: area.minX + nameColumn, y: y), style: style, clippedTo: row)
    }
  }
}
