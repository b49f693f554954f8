/// Rows of text printed as aligned columns, as the tables of `devices`, `history`, `stores` and
/// `trips` print them: each column but the last padded to the widest text it prints, two
/// spaces between columns, one line per row. Widths count what ``StandardStream`` prints, so a
/// control character in a name from the folder, printed as `\u{1B}`, keeps its column.
///
/// ```swift
/// TextColumns.render([["Lidl", "3 trips", "Produce"], ["Rewe", "1 trip", "Bakery"]])
/// // "Lidl  3 trips  Produce\nRewe  1 trip   Bakery\n"
/// ```
enum TextColumns {
  /// The lines of `rows`, each ending in a line break; nothing for no rows.
  static func render(_ rows: [[String]]) -> String {
    let columns = rows.map(\.count).max() ?? 0
    let widths = (0..<max(columns - 1, 0)).map { column in
      rows.map { $0.indices.contains(column) ? printedWidth($0[column]) : 0 }.max() ?? 0
    }
    return rows.map { row in
      row.enumerated().map { column, text in
        guard column < row.count - 1 else { return text }
        return text + String(repeating: " ", count: widths[column] - printedWidth(text)) + "  "
      }
      .joined() + "\n"
    }
    .joined()
  }

  /// How many characters `text` prints as.
  private static func printedWidth(_ text: String) -> Int {
    TerminalText.escaped(text).count
  }
}
