import Foundation
import ShoppingListModel

/// What `shopping-list trips` prints: one row per trip, in the order given (the newest first),
/// with when it started in local time, the store, who shopped, how many items went into the
/// basket and what was not found; a trip not finished says whether it is under way.
///
/// ```text
/// STARTED           STORE  SHOPPER  BOUGHT   NOT FOUND
/// 2025-11-24 13:00  Lidl   Ada      2 items so far  (under way)
/// 2025-11-17 18:04  Rewe   laptop   1 item   saffron, capers
/// ```
enum TripTable {
  /// The table of `trips` at the stores of `directory`, at `now`, times in `timeZone`; nothing
  /// when there are none.
  static func render(
    _ trips: [Trip], in directory: StoreDirectory, now: Date, timeZone: TimeZone = .current
  ) -> String {
    guard !trips.isEmpty else { return "" }
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = timeZone
    formatter.dateFormat = "yyyy-MM-dd HH:mm"
    let rows = trips.map { trip in
      let bought = trip.checked.count == 1 ? "1 item" : "\(trip.checked.count) items"
      return [
        formatter.string(from: trip.started), storeName(of: trip, in: directory), trip.shopper,
        trip.finished == nil ? bought + " so far" : bought, outcome(of: trip, at: now),
      ]
    }
    return TextColumns.render([["STARTED", "STORE", "SHOPPER", "BOUGHT", "NOT FOUND"]] + rows)
  }

  /// The trips as JSON, one object per trip in their order: `started` and `finished` (ISO
  /// 8601 UTC, `finished` `null` while not finished), `underWay`, `store` (its name, `null` once
  /// removed) and `storeID`, `shopper`, `list` (the list's id), `bought` (objects with `name`
  /// and `category`, in the order they went into the basket) and `notFound`.
  static func json(_ trips: [Trip], in directory: StoreDirectory, now: Date) -> String {
    let formatter = JSONLines.timeFormatter()
    return JSONLines.array(
      trips.map { trip in
        let bought = trip.checked.map { item in
          "{\"name\": \(JSONLines.string(item.name)), "
            + "\"category\": \(JSONLines.string(item.category))}"
        }
        return [
          ("started", JSONLines.string(formatter.string(from: trip.started))),
          (
            "finished",
            JSONLines.orNull(trip.finished.map { JSONLines.string(formatter.string(from: $0)) })
          ),
          ("underWay", String(trip.isUnderWay(at: now))),
          (
            "store", JSONLines.orNull(directory.store(trip.store).map { JSONLines.string($0.name) })
          ),
          ("storeID", JSONLines.string(trip.store.description)),
          ("shopper", JSONLines.string(trip.shopper)),
          ("list", JSONLines.string(trip.list.description)),
          ("bought", "[" + bought.joined(separator: ", ") + "]"),
          ("notFound", JSONLines.strings(trip.notFound)),
        ]
      }
    )
  }

  /// The name of the store `trip` went to, or a note that it was removed since.
  private static func storeName(of trip: Trip, in directory: StoreDirectory) -> String {
    directory.store(trip.store)?.name ?? "(a removed store)"
  }

  /// What the last column says: what was not found, or how a trip not finished stands.
  private static func outcome(of trip: Trip, at now: Date) -> String {
    if trip.finished == nil { return trip.isUnderWay(at: now) ? "(under way)" : "(not finished)" }
    return trip.notFound.isEmpty ? "-" : trip.notFound.joined(separator: ", ")
  }
}
