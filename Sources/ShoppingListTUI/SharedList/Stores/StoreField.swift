import Foundation
import ShoppingListModel

/// The fields of the records in a folder's `stores` files beside a store's name: each a
/// register whose value is JSON, which older versions keep as fields they do not know.
///
/// ```text
/// {"id": "…", "edited": [1764000000900, 2], "name": ["Lidl"], "aisles": [["Bakery", "Produce"]]}
/// {"id": "…", "edited": [1764000000900, 3], "trip": [{"store": "…", "list": "…", "by": "Ada",
///  "started": 1764000000000, "finished": 1764000900000, "checked": [["milk", "Dairy & Eggs"]],
///  "not-found": ["saffron"]}]}
/// ```
///
/// Everything in them comes from the folder, so it is read as untrusted: names and categories
/// are cleaned as an item's are, and a value that is not what its field holds counts as none.
enum StoreField: String {
  /// On a store's record: the aisle order a person set by hand, a JSON array of category names;
  /// an empty array clears it (the learned order is used again).
  case aisles
  /// A trip's record, which has no name (so it never shows as a store): the trip as a JSON
  /// object, written only by the device that made it.
  case trip

  /// The most categories an aisle order, or items a trip, is read with.
  static let maximumEntries = 10_000

  /// The times a trip is read with, in milliseconds since 1970: up to the last of year 9999,
  /// the latest a date prints as, and far inside what a time converts to and from.
  static let times: ClosedRange<Int64> = 0...253_402_300_799_999

  /// The JSON array of an aisle order; `nil` clears it.
  static func raw(ofAisles aisles: AisleOrder?) -> RawJSON {
    RawJSON(text: json(aisles?.categories ?? []))
  }

  /// The hand-set aisle order a raw value holds; `nil` when it holds none or is not an array of
  /// strings.
  static func aisles(in raw: RawJSON) -> AisleOrder? {
    guard let names = try? JSONDecoder().decode([String].self, from: Data(raw.text.utf8)),
      names.count <= maximumEntries
    else { return nil }
    let order = AisleOrder(categories: names.map(ItemDetail.category.cleaned))
    return order.categories.isEmpty ? nil : order
  }

  /// A trip as a raw value.
  static func raw(of trip: Trip) -> RawJSON {
    let record = TripJSON(
      store: trip.store.uuid.uuidString, list: trip.list.uuid.uuidString, by: trip.shopper,
      started: milliseconds(trip.started), finished: trip.finished.map(milliseconds),
      checked: trip.checked.map { [$0.name, $0.category] }, notFound: trip.notFound
    )
    return RawJSON(text: json(record))
  }

  /// The trip with `id` a raw value holds, stamped `stamp` by a device that is this one when
  /// `isOwn`; `nil` when the value is not a trip.
  static func trip(
    id: UUID, in raw: RawJSON, stamp: HybridTimestamp, isOwn: Bool
  ) -> Trip? {
    guard let record = try? JSONDecoder().decode(TripJSON.self, from: Data(raw.text.utf8)),
      let store = UUID(uuidString: record.store), record.checked.count <= maximumEntries,
      record.notFound.count <= maximumEntries, times.contains(record.started),
      record.finished.map(times.contains) != false
    else { return nil }
    let checked = record.checked.compactMap { pair -> TripItem? in
      guard let name = pair.first.map(ShoppingItem.sanitizedName), !name.isEmpty else {
        return nil
      }
      return TripItem(
        name: name, category: pair.dropFirst().first.map(ItemDetail.category.cleaned) ?? "")
    }
    return Trip(
      id: id, store: StoreID(store), list: ItemDetail.list(storedAs: record.list),
      shopper: ShoppingItem.sanitizedName(record.by), isOwn: isOwn, started: date(record.started),
      lastActivity: date(stamp.wall), finished: record.finished.map(date), checked: checked,
      notFound: record.notFound.map(ShoppingItem.sanitizedName).filter { !$0.isEmpty }
    )
  }

  /// A trip as its record's JSON holds it.
  private struct TripJSON: Codable {
    var store: String
    var list: String
    var by: String
    var started: Int64
    var finished: Int64?
    var checked: [[String]]
    var notFound: [String]

    enum CodingKeys: String, CodingKey {
      case store, list, by, started, finished, checked
      case notFound = "not-found"
    }
  }

  private static func json(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // NB: encoding arrays of strings and plain records cannot fail.
    return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
  }

  private static func milliseconds(_ date: Date) -> Int64 {
    Int64((date.timeIntervalSince1970 * 1000).rounded())
  }

  private static func date(_ milliseconds: Int64) -> Date {
    Date(timeIntervalSince1970: Double(milliseconds) / 1000)
  }
}
