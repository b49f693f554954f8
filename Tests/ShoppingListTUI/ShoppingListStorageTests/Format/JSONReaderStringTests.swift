import Foundation
import Testing

@testable import ShoppingListStorage

/// A string token ends at its first unescaped quote and refuses a control character, wherever
/// either falls among the eight bytes the reader looks at together.
@Suite struct JSONReaderStringTests {
  private func token(_ text: [UInt8]) throws(ListFileFormatError) -> JSONReader.StringToken {
    try text.withUnsafeBufferPointer { bytes throws(ListFileFormatError) in
      var reader = JSONReader(bytes: bytes)
      return try reader.readStringToken("a string")
    }
  }

  @Test func endsAtTheFirstQuoteInEveryPlace() throws {
    for length in 0..<24 {
      let text = [UInt8(ascii: "\"")] + Array(repeating: UInt8(ascii: "a"), count: length)
        + Array("\" \"tail\"".utf8)
      let found = try token(text)
      #expect(found.contents == 1..<(1 + length))
      #expect(!found.hasEscapes)
    }
  }

  @Test func skipsAnEscapedQuoteInEveryPlace() throws {
    for place in 0..<20 {
      let text = Array("\"".utf8) + Array(repeating: UInt8(ascii: "a"), count: place)
        + Array(#"\"bc"#.utf8) + Array("xxxxxxxxxxx\"".utf8)
      let found = try token(text)
      #expect(found.contents == 1..<(text.count - 1), "at \(place)")
      #expect(found.hasEscapes)
    }
  }

  @Test func refusesAControlCharacterInEveryPlace() {
    for place in 0..<20 {
      for (control, name): (UInt8, String) in [
        (0x00, "U+0000"), (0x01, "U+0001"), (0x09, "U+0009"), (0x0A, "U+000A"), (0x1F, "U+001F"),
      ] {
        let text = Array("\"".utf8) + Array(repeating: UInt8(ascii: "a"), count: place)
          + [control] + Array("bcdefghijklmnop\"".utf8)
        #expect(
          throws: ListFileFormatError.invalid(
            "control character \(name) must be escaped in a string",
            line: 1, column: place + 2)
        ) { try token(text) }
      }
    }
  }

  /// Bytes of other scripts, from 0x80 up, never end a string.
  @Test func readsPastBytesFromTheHighHalf() throws {
    let text = Array("\"é中👍🏽ÿ\u{7F} ~!\"".utf8)
    #expect(try token(text).contents == 1..<(text.count - 1))
  }
}
