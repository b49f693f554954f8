import Foundation
import ShoppingListModel

/// The fields of a history record beside its name and the `quantity` and `category` an item
/// record has too: each a register in the history's device files, which older versions keep as
/// fields they do not know.
///
/// ```text
/// {"id": "…", "edited": [1764000000900, 2], "name": ["Milk"], "category": ["Dairy & Eggs"],
///  "quantity": ["2 l"], "list-id": ["00000000-…"], "left": [true], "bought": [3]}
/// ```
enum HistoryField: String {
  /// The list whose history the record is in, as a JSON string of its id.
  case list = "list-id"
  /// `true` once the item left the list; its stamp says when it last did on this device.
  case left
  /// How many times this device saw it leave in the basket; its stamp says when last. Only
  /// this device writes its own count, so the counts of all devices add up (a grow-only counter).
  case bought

  /// The raw value of a list's id.
  static func raw(of list: ListID) -> RawJSON {
    RawJSON(text: "\"\(list.uuid.uuidString)\"")
  }

  /// The list a raw value names, `nil` when it is not a JSON string of a UUID.
  static func list(in raw: RawJSON) -> ListID? {
    let text = raw.text.utf8
    guard text.count == 38, text.first == 0x22, text.last == 0x22 else { return nil }
    return UUID(uuidString: String(decoding: text.dropFirst().dropLast(), as: UTF8.self))
      .map(ListID.init)
  }

  /// A count as a raw value.
  static func raw(ofCount count: Int64) -> RawJSON {
    RawJSON(text: String(count))
  }

  /// The count a raw value holds: a JSON whole number, any number of digits, with a number past
  /// `Int64.max` taken as `Int64.max`; a negative number, a fraction or anything else is 0.
  static func count(in raw: RawJSON) -> Int64 {
    var count: Int64 = 0
    var digits = 0
    for byte in raw.text.utf8 {
      guard (0x30...0x39).contains(byte) else { return 0 }
      digits += 1
      let (times, overflow) = count.multipliedReportingOverflow(by: 10)
      let (sum, overflowAgain) = times.addingReportingOverflow(Int64(byte - 0x30))
      if overflow || overflowAgain { count = .max } else { count = sum }
    }
    return digits == 0 ? 0 : count
  }
}

extension Int64 {
  /// The sum, or `Int64.max` when it would go past it (counts never go below zero).
  func addingSaturating(_ other: Int64) -> Int64 {
    let (sum, overflow) = addingReportingOverflow(other)
    return overflow ? .max : sum
  }
}
