import ShoppingListModel

/// Writes items in the list file format: pretty-printed JSON with one item per line, so the file
/// reads well, diffs well and can be edited by hand; written directly as bytes because Foundation's
/// `JSONEncoder` takes over ten times as long for 100,000 items (see `Benchmarks/list-file-codec`).
///
/// ```json
/// {
///   "format": "shopping-list",
///   "version": 1,
///   "items": [
///     {"id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "name": "milk", "checked": false}
///   ]
/// }
/// ```
package enum ListFileEncoder {
  /// The file's bytes for `items`, ending in a line break; each item names `listName`, the
  /// shared folder's list they are on, when given, and with `splittingQuantities` its
  /// quantity's amount and unit apart too, for scripts (a list file read back skips them all).
  package static func encode(
    _ items: [ShoppingItem], listName: String? = nil, splittingQuantities: Bool = false
  ) -> [UInt8] {
    var output: [UInt8] = []
    // NB: the exact size unless a name needs escapes, so 100,000 items are never copied into a
    // buffer twice as large halfway through.
    output.reserveCapacity(
      items.reduce(96) { $0 + Self.itemOverhead + $1.name.utf8.count }
    )
    append("{\n  \"format\": ", to: &output)
    appendString(ListFileFormat.name, to: &output)
    let version = ListFileFormat.version(of: items)
    append(",\n  \"version\": \(version),\n  \"items\": [", to: &output)
    for (index, item) in items.enumerated() {
      append(index == 0 ? "\n    {\"id\": \"" : ",\n    {\"id\": \"", to: &output)
      item.id.appendASCII(to: &output)
      append("\", \"name\": ", to: &output)
      appendString(item.name, to: &output)
      append(item.isChecked ? ", \"checked\": true" : ", \"checked\": false", to: &output)
      if let quantity = item.quantity {
        append(", \"quantity\": ", to: &output)
        appendString(quantity.storedText, to: &output)
        if splittingQuantities {
          append(", \"amount\": \(quantity.amount)", to: &output)
          if let unit = quantity.unit {
            append(", \"unit\": ", to: &output)
            appendString(unit, to: &output)
          }
        }
      }
      if !item.note.isEmpty {
        append(", \"note\": ", to: &output)
        appendString(item.note, to: &output)
      }
      if !item.category.isEmpty {
        append(", \"category\": ", to: &output)
        appendString(item.category, to: &output)
      }
      // NB: who added an item is the shared folder's to know; a list file read back skips it.
      if let added = item.added {
        append(", \"added\": {\"by\": ", to: &output)
        appendString(added.device, to: &output)
        append(", \"at\": ", to: &output)
        appendString(added.time.formatted(.iso8601), to: &output)
        output.append(.closeBrace)
      }
      if let listName {
        append(", \"list\": ", to: &output)
        appendString(listName, to: &output)
      }
      output.append(.closeBrace)
    }
    append(items.isEmpty ? "]\n}\n" : "\n  ]\n}\n", to: &output)
    return output
  }

  /// The bytes of an item's line besides its name, when unchecked (the longer case): the
  /// separator, the keys, the id and the punctuation.
  private static let itemOverhead = 82

  private static func append(_ text: StaticString, to output: inout [UInt8]) {
    output.append(
      contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
    )
  }

  private static func append(_ text: String, to output: inout [UInt8]) {
    output.append(contentsOf: text.utf8)
  }

  /// Appends `text` as a JSON string: quotes, backslashes and control characters are escaped,
  /// everything else (including non-ASCII) is written as UTF-8 so names stay readable.
  package static func appendString(_ text: String, to output: inout [UInt8]) {
    output.append(.quote)
    var text = text
    text.withUTF8 { bytes in
      var runStart = 0
      for (index, byte) in bytes.enumerated()
      where byte < 0x20 || byte == .quote
        || byte == .backslash
      {
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
        appendEscape(for: byte, to: &output)
        runStart = index + 1
      }
      output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
    }
    output.append(.quote)
  }

  private static func appendEscape(for byte: UInt8, to output: inout [UInt8]) {
    output.append(.backslash)
    switch byte {
    case .quote, .backslash: output.append(byte)
    case .lineFeed: output.append(UInt8(ascii: "n"))
    case .carriageReturn: output.append(UInt8(ascii: "r"))
    case .tab: output.append(UInt8(ascii: "t"))
    case 0x08: output.append(UInt8(ascii: "b"))
    case 0x0C: output.append(UInt8(ascii: "f"))
    default:
      let digits: StaticString = "0123456789ABCDEF"
      output.append(contentsOf: [UInt8(ascii: "u"), 0x30, 0x30])
      output.append(digits.utf8Start[Int(byte >> 4)])
      output.append(digits.utf8Start[Int(byte & 0x0F)])
    }
  }
}
