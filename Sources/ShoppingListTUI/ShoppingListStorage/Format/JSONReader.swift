import Foundation

/// A strict cursor over JSON bytes (RFC 8259) with just what the list format needs, so that a
/// list of 100,000 items decodes within the start-up budget and every error names its line and
/// column.
///
/// The caller owns the buffer and keeps it alive while the reader is used.
package struct JSONReader {
  /// A string value as it stands in the bytes, decoded only when asked to.
  package struct StringToken {
    /// The offset of the opening quote, for error positions.
    package var quote: Int
    /// The bytes between the quotes.
    package var contents: Range<Int>
    /// Whether the contents contain a backslash escape.
    package var hasEscapes: Bool

    /// A string token opening at `quote`, its text at `contents`.
    package init(quote: Int, contents: Range<Int>, hasEscapes: Bool) {
      self.quote = quote
      self.contents = contents
      self.hasEscapes = hasEscapes
    }
  }

  /// How deeply arrays and objects may nest in values the format skips over.
  static let maximumDepth = 512

  package let bytes: UnsafeBufferPointer<UInt8>
  package private(set) var offset = 0

  package init(bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
  }

  var isAtEnd: Bool { offset >= bytes.count }

  /// Moves past spaces, tabs and line breaks and returns the next byte, if any.
  package mutating func peekSkippingWhitespace() -> UInt8? {
    while offset < bytes.count {
      switch bytes[offset] {
      case .space, .lineFeed, .carriageReturn, .tab: offset += 1
      default: return bytes[offset]
      }
    }
    return nil
  }

  /// Consumes `byte` if it is the next one after whitespace.
  package mutating func consume(_ byte: UInt8) -> Bool {
    guard peekSkippingWhitespace() == byte else { return false }
    offset += 1
    return true
  }

  /// Consumes `byte` after whitespace or fails with "expected `expectation`".
  ///
  /// NB: the expectation is worked out only on failure: some name the field being read.
  package mutating func expect(
    _ byte: UInt8, _ expectation: @autoclosure () -> String
  ) throws(ListFileFormatError) {
    guard consume(byte) else { throw unexpected(expectation()) }
  }

  /// Moves to `offset`, for values that are read after the rest of their object.
  package mutating func seek(to offset: Int) {
    self.offset = offset
  }

  // MARK: Strings

  /// Reads the next string value after whitespace without decoding it.
  package mutating func readStringToken(
    _ expectation: @autoclosure () -> String
  ) throws(ListFileFormatError) -> StringToken {
    guard peekSkippingWhitespace() == .quote else { throw unexpected(expectation()) }
    let quote = offset
    offset += 1
    let start = offset
    var hasEscapes = false
    let raw = UnsafeRawBufferPointer(bytes)
    while offset < bytes.count {
      // NB: eight bytes at a time, straight to the first that ends the string, escapes or is a
      // control character, which is then read as before.
      if offset + 8 <= bytes.count {
        let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        let found = Self.stringEnds(in: word)
        guard found != 0 else {
          offset += 8
          continue
        }
        offset += found.trailingZeroBitCount >> 3
      }
      let byte = bytes[offset]
      if byte == .quote {
        offset += 1
        return StringToken(quote: quote, contents: start..<(offset - 1), hasEscapes: hasEscapes)
      } else if byte == .backslash {
        hasEscapes = true
        offset += 2
      } else if byte < 0x20 {
        let name = scalarName(UInt32(byte))
        throw error("control character \(name) must be escaped in a string", at: offset)
      } else {
        offset += 1
      }
    }
    throw error("this string is never closed with '\"'", at: quote)
  }

  /// The high bit of each byte of `word` (the first in the lowest) that is a quote, a backslash
  /// or a control character (below 0x20), exact up to the lowest set: a borrow runs on only
  /// from such a byte, so bits above it may be set for other bytes, and zero means none.
  private static func stringEnds(in word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highBits: UInt64 = 0x8080_8080_8080_8080
    func zeroBytes(_ value: UInt64) -> UInt64 { (value &- ones) & ~value & highBits }
    let controls = (word &- (ones &* 0x20)) & ~word & highBits
    return controls | zeroBytes(word ^ (ones &* 0x22)) | zeroBytes(word ^ (ones &* 0x5C))
  }

  /// The text of a string token, with escapes decoded and UTF-8 validated.
  package func string(_ token: StringToken) throws(ListFileFormatError) -> String {
    guard token.hasEscapes else {
      return try validatedString(UnsafeBufferPointer(rebasing: bytes[token.contents]), token)
    }
    var decoded: [UInt8] = []
    decoded.reserveCapacity(token.contents.count)
    var index = token.contents.lowerBound
    while index < token.contents.upperBound {
      let byte = bytes[index]
      guard byte == .backslash else {
        decoded.append(byte)
        index += 1
        continue
      }
      index = try decodeEscape(at: index, end: token.contents.upperBound, into: &decoded)
    }
    return try decoded.withUnsafeBufferPointer { decoded throws(ListFileFormatError) in
      try validatedString(decoded, token)
    }
  }

  private func validatedString(
    _ utf8: UnsafeBufferPointer<UInt8>, _ token: StringToken
  ) throws(ListFileFormatError) -> String {
    // NB: most names are ASCII, and decoding known-valid bytes is several times faster.
    if utf8.reduce(0, |) < 0x80 { return String(decoding: utf8, as: UTF8.self) }
    guard let text = String(validating: utf8, as: UTF8.self) else {
      throw error("this string is not valid UTF-8", at: token.quote)
    }
    return text
  }

  /// Whether a token's text is exactly `expected`, without building a `String` when the token has
  /// no escapes.
  package func token(
    _ token: StringToken, is expected: StaticString
  ) throws(ListFileFormatError) -> Bool {
    guard token.hasEscapes else {
      return contents(
        of: token,
        equal: UnsafeBufferPointer(start: expected.utf8Start, count: expected.utf8CodeUnitCount)
      )
    }
    return try string(token) == expected.description
  }

  /// Whether the bytes of a token without escapes are `expected`.
  private func contents(
    of token: StringToken, equal expected: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    guard token.contents.count == expected.count else { return false }
    guard let start = bytes.baseAddress, let other = expected.baseAddress else { return true }
    return memcmp(start + token.contents.lowerBound, other, expected.count) == 0
  }

  private func decodeEscape(
    at backslash: Int, end: Int, into decoded: inout [UInt8]
  ) throws(ListFileFormatError) -> Int {
    let escaped = bytes[backslash + 1]
    switch escaped {
    case .quote, .backslash, .slash: decoded.append(escaped)
    case UInt8(ascii: "b"): decoded.append(0x08)
    case UInt8(ascii: "f"): decoded.append(0x0C)
    case UInt8(ascii: "n"): decoded.append(.lineFeed)
    case UInt8(ascii: "r"): decoded.append(.carriageReturn)
    case UInt8(ascii: "t"): decoded.append(.tab)
    case UInt8(ascii: "u"): return try decodeUnicodeEscape(at: backslash, end: end, into: &decoded)
    default:
      throw error(
        "a backslash followed by \(describeCharacter(at: backslash + 1)) is not a JSON escape",
        at: backslash
      )
    }
    return backslash + 2
  }

  private func decodeUnicodeEscape(
    at backslash: Int, end: Int, into decoded: inout [UInt8]
  ) throws(ListFileFormatError) -> Int {
    let unit = try hexCodeUnit(at: backslash, end: end)
    var next = backslash + 6
    let scalar: Unicode.Scalar?
    switch unit {
    case 0xD800...0xDBFF:
      let low = next + 1 < end && bytes[next] == .backslash && bytes[next + 1] == UInt8(ascii: "u")
        ? try hexCodeUnit(at: next, end: end) : nil
      guard let low, (0xDC00...0xDFFF).contains(low) else {
        throw error("a high surrogate \\u escape must be followed by a low one", at: backslash)
      }
      next += 6
      scalar = Unicode.Scalar(0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00))
    case 0xDC00...0xDFFF:
      throw error("a low surrogate \\u escape must follow a high one", at: backslash)
    default:
      scalar = Unicode.Scalar(unit)
    }
    guard let scalar else { throw error("invalid \\u escape", at: backslash) }
    UTF8.encode(scalar) { decoded.append($0) }
    return next
  }

  private func hexCodeUnit(at backslash: Int, end: Int) throws(ListFileFormatError) -> UInt16 {
    guard backslash + 6 <= end else {
      throw error("a \\u escape needs four hexadecimal digits", at: backslash)
    }
    var unit: UInt16 = 0
    for index in (backslash + 2)..<(backslash + 6) {
      guard let digit = bytes[index].hexDigitValue else {
        throw error("a \\u escape needs four hexadecimal digits", at: backslash)
      }
      unit = unit << 4 | UInt16(digit)
    }
    return unit
  }

  // MARK: Other values

  /// Reads `true` or `false`.
  package mutating func readBool(_ expectation: String) throws(ListFileFormatError) -> Bool {
    if consumeLiteral("true") { return true }
    if consumeLiteral("false") { return false }
    throw unexpected(expectation)
  }

  /// Reads a number and returns it when it is a whole number that fits in an `Int`; other numbers
  /// return `nil` so the caller can say why it wanted a whole one.
  package mutating func readInteger(_ expectation: String) throws(ListFileFormatError) -> Int? {
    _ = peekSkippingWhitespace()
    let start = offset
    try skipNumber(expectation)
    let text = UnsafeBufferPointer(rebasing: bytes[start..<offset])
    guard !text.contains(where: { $0 == .dot || $0 | 0x20 == UInt8(ascii: "e") }) else {
      return nil
    }
    return Int(String(decoding: text, as: UTF8.self))
  }

  /// Validates and moves past any JSON value, for keys the format does not know.
  package mutating func skipValue(depth: Int = 0) throws(ListFileFormatError) {
    guard depth < Self.maximumDepth else {
      throw error("values are nested more than \(Self.maximumDepth) levels deep", at: offset)
    }
    switch peekSkippingWhitespace() {
    case .openBrace:
      try readObject("a value") { reader, _ throws(ListFileFormatError) in
        try reader.skipValue(depth: depth + 1)
      }
    case .openBracket:
      try readArray("a value") { reader throws(ListFileFormatError) in
        try reader.skipValue(depth: depth + 1)
      }
    case .quote:
      _ = try string(readStringToken("a value"))
    case UInt8(ascii: "t"), UInt8(ascii: "f"):
      _ = try readBool("a value")
    case UInt8(ascii: "n"):
      guard consumeLiteral("null") else { throw unexpected("a value") }
    default:
      try skipNumber("a value")
    }
  }

  // MARK: Containers

  /// Reads an object after whitespace, calling `member` with each key once its ':' is read, so
  /// that `member` reads (or skips) the value.
  package mutating func readObject(
    _ expectation: @autoclosure () -> String,
    member: (inout JSONReader, StringToken) throws(ListFileFormatError) -> Void
  ) throws(ListFileFormatError) {
    try readContainer(.openBrace, .closeBrace, "',' or '}' after a value", expectation()) {
      reader throws(ListFileFormatError) in
      let key = try reader.readStringToken("a key in double quotes")
      try reader.expect(.colon, "':' after the key")
      try member(&reader, key)
    }
  }

  /// Reads an array after whitespace, calling `element` to read each element.
  mutating func readArray(
    _ expectation: @autoclosure () -> String,
    element: (inout JSONReader) throws(ListFileFormatError) -> Void
  ) throws(ListFileFormatError) {
    try readContainer(.openBracket, .closeBracket, "',' or ']' after a value", expectation()) {
      reader throws(ListFileFormatError) in try element(&reader)
    }
  }

  private mutating func readContainer(
    _ open: UInt8, _ close: UInt8, _ closeExpectation: String,
    _ openExpectation: @autoclosure () -> String,
    element: (inout JSONReader) throws(ListFileFormatError) -> Void
  ) throws(ListFileFormatError) {
    guard consume(open) else { throw unexpected(openExpectation()) }
    if consume(close) { return }
    repeat {
      try element(&self)
    } while consume(.comma)
    try expect(close, closeExpectation)
  }

  private mutating func skipNumber(_ expectation: String) throws(ListFileFormatError) {
    let start = offset
    if offset < bytes.count && bytes[offset] == .minus { offset += 1 }
    if offset < bytes.count && bytes[offset] == UInt8(ascii: "0") {
      offset += 1
    } else if skipDigits() == 0 {
      offset = start
      throw unexpected(expectation)
    }
    if offset < bytes.count && bytes[offset] == .dot {
      offset += 1
      guard skipDigits() > 0 else { throw unexpected("a digit after '.'") }
    }
    if offset < bytes.count && bytes[offset] | 0x20 == UInt8(ascii: "e") {
      offset += 1
      if offset < bytes.count && (bytes[offset] == .plus || bytes[offset] == .minus) {
        offset += 1
      }
      guard skipDigits() > 0 else { throw unexpected("a digit in the exponent") }
    }
  }

  private mutating func skipDigits() -> Int {
    let start = offset
    while offset < bytes.count && bytes[offset].isDecimalDigit {
      offset += 1
    }
    return offset - start
  }

  private mutating func consumeLiteral(_ literal: StaticString) -> Bool {
    guard peekSkippingWhitespace() != nil else { return false }
    let count = literal.utf8CodeUnitCount
    guard offset + count <= bytes.count else { return false }
    guard let start = bytes.baseAddress, memcmp(start + offset, literal.utf8Start, count) == 0
    else { return false }
    offset += count
    return true
  }

  // MARK: Errors

  /// An error at the current position saying what was expected and what was found instead.
  package func unexpected(_ expectation: String) -> ListFileFormatError {
    let found = isAtEnd ? "the end of the file" : describeCharacter(at: offset)
    return error("expected \(expectation), found \(found)", at: offset)
  }

  /// An error at a byte offset, converted to the line and column an editor shows.
  package func error(_ message: String, at errorOffset: Int) -> ListFileFormatError {
    var line = 1
    var lineStart = 0
    for index in 0..<min(errorOffset, bytes.count) where bytes[index] == .lineFeed {
      line += 1
      lineStart = index + 1
    }
    let leadBytes = bytes[lineStart..<min(errorOffset, bytes.count)].lazy
      .filter { $0 & 0xC0 != 0x80 }
      .count
    return .invalid(message, line: line, column: leadBytes + 1)
  }

  private func scalarName(_ value: UInt32) -> String {
    let hex = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  private func describeCharacter(at index: Int) -> String {
    var iterator = bytes[index...].makeIterator()
    var decoder = UTF8()
    guard case .scalarValue(let scalar) = decoder.decode(&iterator) else {
      return "the invalid UTF-8 byte 0x\(String(bytes[index], radix: 16, uppercase: true))"
    }
    switch scalar {
    case "\n": return "a line break"
    case " ": return "a space"
    case _ where scalar.properties.generalCategory == .control: return scalarName(scalar.value)
    default: return "'\(scalar)'"
    }
  }
}
