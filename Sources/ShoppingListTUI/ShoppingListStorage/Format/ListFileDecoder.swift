import Foundation
import ShoppingListModel

/// Turns the bytes of a list file into items, strictly and fast: Foundation's `JSONDecoder` takes
/// about ten times as long for 100,000 items (see `Benchmarks/list-file-codec`), more than the
/// whole start-up budget allows for loading.
///
/// Accepts any JSON whitespace and key order and ignores keys it does not know, so hand edits and
/// additions by later versions of the same format version survive. The format and version are
/// checked before the items, so a file from a newer shopping-list is reported as such.
///
/// ```swift
/// let items = try ListFileDecoder.decode(Array(data))
/// ```
package enum ListFileDecoder {
  /// The items in `bytes`, in file order, with names exactly as stored.
  package static func decode(_ bytes: [UInt8]) throws(ListFileFormatError) -> [ShoppingItem] {
    var items: [ShoppingItem] = []
    try decode(bytes, into: &items)
    return items
  }

  /// Appends the items in `bytes` to `items` in file order, with names exactly as stored, once
  /// it has reserved room for them: what builds a list without an array of them in between.
  package static func decode(
    _ bytes: [UInt8], into items: inout some DecodedItems
  ) throws(ListFileFormatError) {
    try bytes.withUnsafeBufferPointer { buffer throws(ListFileFormatError) in
      var reader = JSONReader(bytes: buffer)
      try decodeList(&reader, into: &items)
    }
  }

  private static func decodeList(
    _ reader: inout JSONReader, into items: inout some DecodedItems
  ) throws(ListFileFormatError) {
    var format: (name: String, offset: Int)?
    var version: Int?
    var hasItems = false
    var deferredItemsOffset: Int?
    try reader.readObject("'{' at the start of a shopping list") {
      reader, key throws(ListFileFormatError) in
      if try reader.token(key, is: "format") {
        try rejectDuplicate(format != nil, "format", key, reader)
        let value = try reader.readStringToken("the format name in double quotes")
        format = (try reader.string(value), value.quote)
      } else if try reader.token(key, is: "version") {
        try rejectDuplicate(version != nil, "version", key, reader)
        version = try readVersion(&reader)
      } else if try reader.token(key, is: "items") {
        try rejectDuplicate(hasItems || deferredItemsOffset != nil, "items", key, reader)
        // NB: items are read only once the format and version are known to be ours.
        if format != nil, version != nil {
          try checkHeader(format: format, version: version, reader)
          try decodeItems(&reader, into: &items)
          hasItems = true
        } else {
          _ = reader.peekSkippingWhitespace()
          deferredItemsOffset = reader.offset
          try reader.skipValue()
        }
      } else {
        try reader.skipValue()
      }
    }
    guard reader.peekSkippingWhitespace() == nil else {
      throw reader.unexpected("the end of the file after the list's closing '}'")
    }
    try checkHeader(format: format, version: version, reader)
    if hasItems { return }
    guard let deferredItemsOffset else {
      throw reader.error("the list has no \"items\"", at: 0)
    }
    reader.seek(to: deferredItemsOffset)
    try decodeItems(&reader, into: &items)
  }

  private static func readVersion(_ reader: inout JSONReader) throws(ListFileFormatError) -> Int {
    _ = reader.peekSkippingWhitespace()
    let start = reader.offset
    guard let version = try reader.readInteger("a version number"), version >= 1 else {
      throw reader.error("the version must be a whole number from 1 up", at: start)
    }
    return version
  }

  private static func checkHeader(
    format: (name: String, offset: Int)?, version: Int?, _ reader: JSONReader
  ) throws(ListFileFormatError) {
    guard let format else {
      throw reader.error("this is not a shopping list: it has no \"format\" key", at: 0)
    }
    guard format.name == ListFileFormat.name else {
      throw reader.error(
        "this is not a shopping list: its format is \"\(format.name)\", "
          + "not \"\(ListFileFormat.name)\"",
        at: format.offset
      )
    }
    guard let version else { throw reader.error("the list has no \"version\"", at: 0) }
    guard version <= ListFileFormat.version else { throw .newerVersion(version) }
  }

  private static func decodeItems(
    _ reader: inout JSONReader, into items: inout some DecodedItems
  ) throws(ListFileFormatError) {
    // NB: sized once from the bytes left, so that a large list is not copied (and its pages
    // touched) at every doubling on the way; room never touched costs no memory.
    items.reserveCapacity((reader.bytes.count - reader.offset) / shortestItemLength)
    var number = 0
    try reader.readArray("'[' to start the items") { reader throws(ListFileFormatError) in
      number += 1
      items.append(try decodeItem(&reader, number: number))
    }
  }

  /// Fewer bytes than the shortest item takes in the file (an id, an empty name and `true`, with
  /// no spaces, are 70), so that room is reserved for every item a file can hold.
  private static let shortestItemLength = 64

  private static func decodeItem(_ reader: inout JSONReader, number: Int)
    throws(ListFileFormatError) -> ShoppingItem
  {
    _ = reader.peekSkippingWhitespace()
    let start = reader.offset
    var id: UUID?
    var name: String?
    var isChecked: Bool?
    var quantity: ItemQuantity?
    var note: String?
    var category: String?
    try reader.readObject("'{' to start item \(number)") {
      reader, key throws(ListFileFormatError) in
      if try reader.token(key, is: "id") {
        try rejectDuplicate(id != nil, "id", key, reader)
        id = try readID(&reader)
      } else if try reader.token(key, is: "name") {
        try rejectDuplicate(name != nil, "name", key, reader)
        name = try reader.string(reader.readStringToken("the name in double quotes"))
      } else if try reader.token(key, is: "checked") {
        try rejectDuplicate(isChecked != nil, "checked", key, reader)
        isChecked = try reader.readBool("true or false")
      } else if try reader.token(key, is: "quantity") {
        try rejectDuplicate(quantity != nil, "quantity", key, reader)
        let token = try reader.readStringToken("the quantity in double quotes, as \"1.5 kg\"")
        guard let read = ItemQuantity(storedText: try reader.string(token)) else {
          throw reader.error(
            "this is not a quantity: write it as \"2\" or \"1.5 kg\"", at: token.quote
          )
        }
        quantity = read
      } else if try reader.token(key, is: "note") {
        try rejectDuplicate(note != nil, "note", key, reader)
        note = try reader.string(reader.readStringToken("the note in double quotes"))
      } else if try reader.token(key, is: "category") {
        try rejectDuplicate(category != nil, "category", key, reader)
        category = try reader.string(reader.readStringToken("the category in double quotes"))
      } else {
        try reader.skipValue()
      }
    }
    guard let id else { throw reader.error("item \(number) has no \"id\"", at: start) }
    guard let name else { throw reader.error("item \(number) has no \"name\"", at: start) }
    guard let isChecked else {
      throw reader.error("item \(number) has no \"checked\"", at: start)
    }
    return ShoppingItem(
      id: id, name: name, isChecked: isChecked, quantity: quantity, note: note ?? "",
      category: category ?? ""
    )
  }

  private static func readID(_ reader: inout JSONReader) throws(ListFileFormatError) -> UUID {
    let token = try reader.readStringToken("the id in double quotes")
    let id: UUID? =
      if token.hasEscapes {
        UUID(uuidString: try reader.string(token))
      } else {
        UUID(asciiBytes: UnsafeBufferPointer(rebasing: reader.bytes[token.contents]))
      }
    guard let id else {
      throw reader.error(
        "an id must look like \"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\"", at: token.quote
      )
    }
    return id
  }

  private static func rejectDuplicate(
    _ isDuplicate: Bool, _ key: String, _ token: JSONReader.StringToken, _ reader: JSONReader
  ) throws(ListFileFormatError) {
    guard isDuplicate else { return }
    throw reader.error("\"\(key)\" appears twice", at: token.quote)
  }
}
