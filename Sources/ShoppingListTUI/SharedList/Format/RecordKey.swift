import ShoppingListStorage

/// The field a key of a device file's record names, matched by its bytes packed into one
/// integer: every key this version knows is at most 8 bytes long, so a key is compared with
/// all of them at the cost of comparing two integers each, rather than byte by byte with each
/// name in turn (a hundred thousand records of six keys each are read at start).
enum RecordKey: Equatable {
  case id, edited, name, checked, position, removed, seen, end
  case detail(ItemDetail)

  /// The field `key` names, decoded as JSON reads it (escapes and all), or `nil` for a key this
  /// version does not know.
  init?(_ key: JSONReader.StringToken, in reader: JSONReader) throws(ListFileFormatError) {
    let packed: Packed?
    if key.hasEscapes {
      var text = try reader.string(key)
      packed = text.withUTF8 { Self.packed($0) }
    } else {
      packed = Self.packed(UnsafeBufferPointer(rebasing: reader.bytes[key.contents]))
    }
    guard let packed, let entry = Self.known.first(where: { $0.packed == packed }) else {
      return nil
    }
    self = entry.key
  }

  /// A name's length and its bytes, the first in the lowest: two names are equal when these
  /// are, since the length tells a name ending in zero bytes from a shorter one.
  private typealias Packed = (count: Int, bytes: UInt64)

  private static func packed(_ name: UnsafeBufferPointer<UInt8>) -> Packed? {
    guard name.count <= 8 else { return nil }
    var bytes: UInt64 = 0
    for byte in name.reversed() { bytes = bytes << 8 | UInt64(byte) }
    return (name.count, bytes)
  }

  /// Every key this version knows, in the order files write them, so that most keys match at
  /// the first tries.
  private static let known: [(packed: Packed, key: RecordKey)] = {
    let keys: [(String, RecordKey)] =
      [
        ("id", .id), ("edited", .edited), ("name", .name), ("checked", .checked),
        ("position", .position), ("added", .detail(.added)), ("removed", .removed),
        ("seen", .seen), ("end", .end),
      ]
      + ItemDetail.allCases.filter { $0 != .added }.map { ($0.rawValue, .detail($0)) }
    return keys.map { name, key in
      var name = name
      guard let packed = name.withUTF8({ Self.packed($0) }) else {
        preconditionFailure("the key \(name) is longer than 8 bytes")
      }
      return (packed, key)
    }
  }()
}
