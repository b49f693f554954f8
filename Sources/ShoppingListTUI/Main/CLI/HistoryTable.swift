import Foundation
import ShoppingListModel
import ShoppingListStorage

/// What `shopping-list history` prints: one row per item that has left the list, best first (most
/// often bought, then most recently), with its category, usual quantity, how many times it was
/// bought and when last, in local time. A column is as wide as its text prints.
///
/// ```text
/// NAME      CATEGORY      QUANTITY  BOUGHT  LAST BOUGHT
/// milk      Dairy & Eggs  2 l       12      2026-11-20 18:04
/// candles   -             -         0       -
/// ```
enum HistoryTable {
  /// The table of `entries`, in their order, times in `timeZone`; nothing when there are none.
  static func render(_ entries: [HistoryEntry], timeZone: TimeZone = .current) -> String {
    guard !entries.isEmpty else { return "" }
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = timeZone
    formatter.dateFormat = "yyyy-MM-dd HH:mm"
    let rows =
      [["NAME", "CATEGORY", "QUANTITY", "BOUGHT", "LAST BOUGHT"]]
      + entries.map { entry in
        [
          entry.name, entry.category.isEmpty ? "-" : entry.category,
          entry.quantity?.description ?? "-", String(entry.timesBought),
          entry.lastBought.map(formatter.string(from:)) ?? "-",
        ]
      }
    func printedWidth(_ text: String) -> Int { TerminalText.escaped(text).count }
    let widths = (0..<4).map { column in rows.map { printedWidth($0[column]) }.max() ?? 0 }
    return rows.map { row in
      zip(row.prefix(4), widths)
        .map { $0 + String(repeating: " ", count: $1 - printedWidth($0)) + "  " }
        .joined() + row[4] + "\n"
    }.joined()
  }

  /// The entries as JSON, one object per entry in their order: `name`, `category`, `quantity`
  /// (as lists store it, `"2 l"`, or `null`), `timesBought`, `lastBought` (ISO 8601 UTC, or
  /// `null`) and `list`, the list's id.
  static func json(_ entries: [HistoryEntry]) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    formatter.timeZone = TimeZone(identifier: "UTC")
    let objects = entries.map { entry in
      let fields = [
        "\"name\": \(quoted(entry.name))",
        "\"category\": \(quoted(entry.category))",
        "\"quantity\": \(entry.quantity.map { quoted($0.storedText) } ?? "null")",
        "\"timesBought\": \(entry.timesBought)",
        "\"lastBought\": \(entry.lastBought.map { quoted(formatter.string(from: $0)) } ?? "null")",
        "\"list\": \(quoted(entry.list.description))",
      ]
      return "  {" + fields.joined(separator: ", ") + "}"
    }
    return objects.isEmpty ? "[]\n" : "[\n" + objects.joined(separator: ",\n") + "\n]\n"
  }

  /// `text` as a JSON string, as list files write one.
  private static func quoted(_ text: String) -> String {
    var bytes: [UInt8] = []
    ListFileEncoder.appendString(text, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }
}
