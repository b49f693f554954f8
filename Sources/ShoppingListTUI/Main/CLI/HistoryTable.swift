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
    return TextColumns.render(rows)
  }

  /// The entries as JSON, one object per entry in their order: `name`, `category`, `quantity`
  /// (as lists store it, `"2 l"`, or `null`), `timesBought`, `lastBought` (ISO 8601 UTC, or
  /// `null`) and `list`, the list's id.
  static func json(_ entries: [HistoryEntry]) -> String {
    let formatter = JSONLines.timeFormatter()
    return JSONLines.array(
      entries.map { entry in
        [
          ("name", JSONLines.string(entry.name)),
          ("category", JSONLines.string(entry.category)),
          ("quantity", JSONLines.orNull(entry.quantity.map { JSONLines.string($0.storedText) })),
          ("timesBought", String(entry.timesBought)),
          (
            "lastBought",
            JSONLines.orNull(entry.lastBought.map { JSONLines.string(formatter.string(from: $0)) })
          ),
          ("list", JSONLines.string(entry.list.description)),
        ]
      }
    )
  }
}
