import Foundation

/// The id of a list's history entry for a name: the same on every device for the same list and
/// folded name (``NameFolding``), so that two devices remembering "Milk" and "milk" at once
/// write one entry, not two.
///
/// ```swift
/// HistoryEntryID.id(list: .main, name: "Milk") == HistoryEntryID.id(list: .main, name: "MILK")
/// ```
package enum HistoryEntryID {
  /// The entry id for `name` on `list`: two FNV-1a hashes of the list's id and the folded name,
  /// with the bits of a version 8 (custom) UUID.
  package static func id(list: ListID, name: String) -> UUID {
    id(list: list, foldedName: NameFolding.folded(name))
  }

  /// ``id(list:name:)`` of a name folded already.
  package static func id(list: ListID, foldedName: String) -> UUID {
    var first: UInt64 = 0xcbf2_9ce4_8422_2325
    var second: UInt64 = 0x6c62_272e_07bb_0142
    func hash(_ byte: UInt8) {
      first = (first ^ UInt64(byte)) &* 0x100_0000_01b3
      second = (second ^ UInt64(byte)) &* 0x100_0000_01b3 ^ (second >> 29)
    }
    withUnsafeBytes(of: list.uuid.uuid) { for byte in $0 { hash(byte) } }
    for byte in foldedName.utf8 { hash(byte) }
    var bytes = [UInt8](repeating: 0, count: 16)
    for index in 0..<8 {
      bytes[index] = UInt8(truncatingIfNeeded: first >> (8 * UInt64(index)))
      bytes[8 + index] = UInt8(truncatingIfNeeded: second >> (8 * UInt64(index)))
    }
    bytes[6] = (bytes[6] & 0x0F) | 0x80
    bytes[8] = (bytes[8] & 0x3F) | 0x80
    return UUID(
      uuid: (
        bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
        bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
      )
    )
  }
}
