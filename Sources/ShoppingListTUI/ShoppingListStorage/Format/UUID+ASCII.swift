import Foundation

/// Reading and writing the 36-character text form of ids directly as bytes: going through
/// `String` and `UUID(uuidString:)` costs more than the rest of decoding an item.
extension UUID {
  /// Parses `E621E1F8-C36C-495A-93FC-0C247A3E6E5F` in either case, or returns `nil`.
  package init?(asciiBytes text: UnsafeBufferPointer<UInt8>) {
    guard text.count == 36, text[8] == .minus, text[13] == .minus, text[18] == .minus,
      text[23] == .minus
    else { return nil }
    var invalid: UInt8 = 0
    var high: UInt64 = 0
    var low: UInt64 = 0
    Self.accumulateHex(text, 0..<8, into: &high, invalid: &invalid)
    Self.accumulateHex(text, 9..<13, into: &high, invalid: &invalid)
    Self.accumulateHex(text, 14..<18, into: &high, invalid: &invalid)
    Self.accumulateHex(text, 19..<23, into: &low, invalid: &invalid)
    Self.accumulateHex(text, 24..<36, into: &low, invalid: &invalid)
    guard invalid == 0 else { return nil }
    func byte(_ value: UInt64, _ shift: UInt64) -> UInt8 {
      UInt8(truncatingIfNeeded: value >> shift)
    }
    self.init(
      uuid: (
        byte(high, 56), byte(high, 48), byte(high, 40), byte(high, 32),
        byte(high, 24), byte(high, 16), byte(high, 8), byte(high, 0),
        byte(low, 56), byte(low, 48), byte(low, 40), byte(low, 32),
        byte(low, 24), byte(low, 16), byte(low, 8), byte(low, 0)
      )
    )
  }

  // NB: branch-free, since random hex digits defeat branch prediction: '0'…'9' are 0x30…0x39 and
  // 'A'…'F' / 'a'…'f' are 0x41…0x46 / 0x61…0x66, so the low nibble plus 9 for letters is the value.
  @inline(__always)
  private static func accumulateHex(
    _ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>,
    into value: inout UInt64, invalid: inout UInt8
  ) {
    for index in range {
      let byte = text[index]
      let isDecimal: UInt8 = byte &- 0x30 < 10 ? 1 : 0
      let isLetter: UInt8 = (byte | 0x20) &- 0x61 < 6 ? 1 : 0
      invalid |= (isDecimal | isLetter) ^ 1
      value = value << 4 | UInt64((byte & 0x0F) &+ 9 &* (byte >> 6))
    }
  }

  /// Appends the upper-case text form, as `uuidString` would spell it.
  package func appendASCII(to output: inout [UInt8]) {
    let digits: StaticString = "0123456789ABCDEF"
    withUnsafeBytes(of: uuid) { raw in
      for (byteIndex, byte) in raw.enumerated() {
        if byteIndex == 4 || byteIndex == 6 || byteIndex == 8 || byteIndex == 10 {
          output.append(.minus)
        }
        output.append(digits.utf8Start[Int(byte >> 4)])
        output.append(digits.utf8Start[Int(byte & 0x0F)])
      }
    }
  }
}
