import Foundation

/// Reading and writing the 36-character text form of ids directly as bytes: going through
/// `String` and `UUID(uuidString:)` costs more than the rest of decoding an item.
extension UUID {
  /// Parses `E621E1F8-C36C-495A-93FC-0C247A3E6E5F` in either case, or returns `nil`.
  package init?(asciiBytes text: UnsafeBufferPointer<UInt8>) {
    guard text.count == 36, text[8] == .minus, text[13] == .minus, text[18] == .minus,
      text[23] == .minus
    else { return nil }
    // NB: the 32 digits are read eight at a time, as four words of eight bytes.
    let raw = UnsafeRawBufferPointer(text)
    func word(_ offset: Int) -> UInt64 {
      UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }
    func halves(_ first: Int, _ second: Int) -> UInt64 {
      let low = UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: first, as: UInt32.self))
      let high = UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: second, as: UInt32.self))
      return UInt64(high) << 32 | UInt64(low)
    }
    var valid = true
    let high =
      UInt64(Self.hexValue(word(0), valid: &valid)) << 32
      | UInt64(Self.hexValue(halves(9, 14), valid: &valid))
    let low =
      UInt64(Self.hexValue(halves(19, 24), valid: &valid)) << 32
      | UInt64(Self.hexValue(word(28), valid: &valid))
    guard valid else { return nil }
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

  /// The value of eight hexadecimal digits in either case, the first in the lowest byte of
  /// `word`; `valid` becomes false when a byte is not one.
  ///
  /// NB: branch-free, since random digits defeat branch prediction, and all eight bytes at
  /// once: '0'…'9' are 0x30…0x39 and 'A'…'F' / 'a'…'f' are 0x41…0x46 / 0x61…0x66, so a
  /// digit's low four bits, plus 9 for a letter (bit 6), are its value.
  @inline(__always)
  private static func hexValue(_ word: UInt64, valid: inout Bool) -> UInt32 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highBits: UInt64 = 0x8080_8080_8080_8080
    // NB: for bytes below 0x80, the high bit of each byte says whether it is above `lower`
    // and below `upper`, without a carry from one byte into the next.
    func between(_ bytes: UInt64, _ lower: UInt64, _ upper: UInt64) -> UInt64 {
      let low = bytes & 0x7F7F_7F7F_7F7F_7F7F
      let belowUpper = (ones &* (127 + upper)) &- low
      let aboveLower = low &+ (ones &* (127 - lower))
      return belowUpper & ~bytes & aboveLower & highBits
    }
    let isDigit = between(word, 0x2F, 0x3A)
    let isLetter = between(word | 0x2020_2020_2020_2020, 0x60, 0x67)
    valid = valid && (word & highBits) == 0 && (isDigit | isLetter) == highBits
    let letterBits = (word >> 6) & ones
    let nibbles = (word & 0x0F0F_0F0F_0F0F_0F0F) &+ (letterBits &* 9)
    // NB: pairs of digits into bytes, then pairs of bytes, then the four bytes, first
    // digit highest.
    let pairs = (nibbles & 0x000F_000F_000F_000F) << 4 | (nibbles >> 8 & 0x000F_000F_000F_000F)
    let quads = (pairs | pairs >> 8) & 0x0000_FFFF_0000_FFFF
    let all = UInt32(truncatingIfNeeded: quads | quads >> 16)
    return all.byteSwapped
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
