import Foundation
import ShoppingListStorage

/// JSON as `history` and `trips` print it: an array with one object per line, so it reads as a
/// table in a terminal and parses as JSON; strings written as list files write them, times in
/// ISO 8601 UTC with milliseconds.
///
/// ```swift
/// JSONLines.array([[("name", JSONLines.string("milk")), ("timesBought", "12")]])
/// // "[\n  {\"name\": \"milk\", \"timesBought\": 12}\n]\n"
/// ```
enum JSONLines {
  /// `objects`, each given as its keys and their values' JSON, in order; `[]` for none.
  static func array(_ objects: [[(key: String, value: String)]]) -> String {
    guard !objects.isEmpty else { return "[]\n" }
    let lines = objects.map { fields in
      "  {" + fields.map { "\(string($0.key)): \($0.value)" }.joined(separator: ", ") + "}"
    }
    return "[\n" + lines.joined(separator: ",\n") + "\n]\n"
  }

  /// `text` as a JSON string.
  static func string(_ text: String) -> String {
    var bytes: [UInt8] = []
    ListFileEncoder.appendString(text, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `texts` as a JSON array of strings.
  static func strings(_ texts: [String]) -> String {
    "[" + texts.map(string).joined(separator: ", ") + "]"
  }

  /// `value`'s JSON, or `null`.
  static func orNull(_ value: String?) -> String {
    value ?? "null"
  }

  /// Formats times as the JSON prints them: `2025-11-24T12:00:00.000Z`.
  static func timeFormatter() -> ISO8601DateFormatter {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
    formatter.timeZone = TimeZone(identifier: "UTC")
    return formatter
  }
}
