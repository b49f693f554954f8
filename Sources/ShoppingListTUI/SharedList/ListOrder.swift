import Foundation

/// The order of a shared list, which every device works out the same way: by position key, byte
/// by byte, then by id as a 128-bit number; an item without a position comes after all others.
///
/// Sorting 100,000 items compares keys about two million times, so a sort compares each key's
/// first 16 bytes as two integers and looks at the rest only when those are equal.
///
/// ```swift
/// let order = ListOrder.sortedIndices(keys: [b, a], ids: [first, second])  // [1, 0]
/// ```
enum ListOrder {
  /// Whether the item with `key` and `id` comes before the one with `otherKey` and `otherID`.
  static func precedes(
    _ key: PositionKey?, _ id: UUID, _ otherKey: PositionKey?, _ otherID: UUID
  ) -> Bool {
    switch (key, otherKey) {
    case let (key?, otherKey?) where key != otherKey: return key < otherKey
    case (_?, nil): return true
    case (nil, _?): return false
    default: return DeviceID(uuid: id) < DeviceID(uuid: otherID)
    }
  }

  /// The indices of the items with these `keys` and `ids` (one each, by index), in list order.
  static func sortedIndices(keys: [PositionKey?], ids: [UUID]) -> [Int] {
    sorted(keys: keys, ids: ids).map(\.index)
  }

  /// The items with these `keys` and `ids` in list order: each one's index and the first 16
  /// bytes of its key (see ``leadingBytes(of:)``), for merging sorted lists quickly.
  static func sorted(
    keys: [PositionKey?], ids: [UUID]
  ) -> [(head: UInt64, tail: UInt64, index: Int)] {
    precondition(keys.count == ids.count)
    var entries: [(head: UInt64, tail: UInt64, index: Int)] = []
    entries.reserveCapacity(keys.count)
    for (index, key) in keys.enumerated() {
      let (head, tail) = leadingBytes(of: key)
      entries.append((head, tail, index))
    }
    entries.sort { lhs, rhs in
      if lhs.head != rhs.head { return lhs.head < rhs.head }
      if lhs.tail != rhs.tail { return lhs.tail < rhs.tail }
      return precedes(keys[lhs.index], ids[lhs.index], keys[rhs.index], ids[rhs.index])
    }
    return entries
  }

  /// A key's first 16 bytes as two big-endian integers, zero-padded (keys hold no zero byte, so
  /// a shorter key that the longer one starts with still comes first); no key as "~", which
  /// sorts after every key's head letter. Two keys whose leading bytes differ are in the order
  /// of those; equal ones need ``precedes(_:_:_:_:)``.
  static func leadingBytes(of key: PositionKey?) -> (UInt64, UInt64) {
    guard let key else { return (UInt64(UInt8(ascii: "~")) << 56, 0) }
    var text = key.text
    // NB: from the bytes in place, not through the string's UTF-8 view byte by byte.
    return text.withUTF8 { bytes in
      var head: UInt64 = 0
      var tail: UInt64 = 0
      for (offset, byte) in bytes.prefix(16).enumerated() {
        if offset < 8 {
          head |= UInt64(byte) << (56 - 8 * offset)
        } else {
          tail |= UInt64(byte) << (56 - 8 * (offset - 8))
        }
      }
      return (head, tail)
    }
  }
}
