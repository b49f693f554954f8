import TestSupport
import Testing

@testable import TerminalUI

@Suite struct DisplayWidthTests {
  @Test(arguments: [
    ("a", 1), (" ", 1), ("~", 1), ("é", 1), ("e\u{301}", 1), ("ß", 1), ("Ω", 1), ("…", 1),
    ("─", 1), ("中", 2), ("ア", 2), ("한", 2), ("ｱ", 1), ("Ａ", 2), ("\u{3000}", 2),
    ("👍", 2), ("👍🏽", 2), ("👨‍👩‍👧", 2), ("🇫🇷", 2), ("❤", 1), ("❤️", 2), ("1️⃣", 2),
    ("\u{301}", 0), ("\u{200B}", 0), ("\u{200D}", 0), ("\t", 1), ("\u{7F}", 1),
    ("𠀋", 2), ("\u{1160}", 0),
  ] as [(ArgumentText, Int)])
  func characterWidth(character: ArgumentText, width: Int) {
    let character = Character(character.value)
    #expect(character.displayWidth == width, "\(character.unicodeScalars.map(\.value))")
  }

  /// Every code point the byte-by-byte count takes is one column grapheme by grapheme too, and
  /// so is every string of them.
  @Test func narrowTextIsCountedAsItsGraphemesAre() {
    let blocks: [ClosedRange<UInt32>] = [
      0x20...0x7E, 0xA0...0x2FF, 0x2010...0x2027, 0x2030...0x205E, 0x2190...0x21FF,
      0x2500...0x259F,
    ]
    var all = ""
    for scalar in blocks.joined().compactMap(Unicode.Scalar.init) {
      let text = String(scalar)
      #expect(text.narrowTextWidth == 1, "U+\(String(scalar.value, radix: 16))")
      #expect(Character(scalar).displayWidth == 1, "U+\(String(scalar.value, radix: 16))")
      all.unicodeScalars.append(scalar)
    }
    #expect(all.narrowTextWidth == all.count)
    #expect(all.narrowTextWidth == 1_046)
  }

  /// The code points a cell keeps as its narrow scalar are exactly narrow text's.
  @Test func narrowTextCodePointsAreTheBlocksCountedByteByByte() {
    var count = 0
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value), scalar.isNarrowText else { continue }
      count += 1
      #expect(String(scalar).narrowTextWidth == 1, "U+\(String(value, radix: 16))")
    }
    #expect(count == 1_046)
    let others: [Unicode.Scalar] = [
      "\u{1F}", "\u{7F}", "\u{9F}", "\u{300}", "\u{2028}", "\u{3000}",
    ]
    for scalar in others {
      #expect(!scalar.isNarrowText, "U+\(String(scalar.value, radix: 16))")
    }
  }

  @Test(arguments: [
    "e\u{301}", "a\u{200B}b", "a\u{200D}b", "\u{2060}", "\u{2028}", "a\tb", "\u{9F}", "中",
    "❤️", "\u{25FD}", "\u{2600}", "\u{C2}\u{A0}\u{2FF}\u{300}",
  ] as [ArgumentText])
  func otherTextIsCountedGraphemeByGrapheme(text: ArgumentText) {
    #expect(text.value.narrowTextWidth == nil)
  }

  @Test func stringWidthSumsGraphemes() {
    #expect("".displayWidth == 0)
    #expect("milk".displayWidth == 4)
    #expect("牛乳 milk".displayWidth == 9)
    #expect("cafe\u{301}".displayWidth == 4)
    #expect("🍎🍐".displayWidth == 4)
  }

  @Test(arguments: [
    ("", true), ("milk 2 %", true), (" ~", true), ("a\tb", false), ("a\r\n", false),
    ("\u{7F}", false), ("café", false), ("中", false),
  ] as [(ArgumentText, Bool)])
  func printableASCII(text: ArgumentText, expected: Bool) {
    #expect(text.value.isPrintableASCII == expected)
    if expected {
      #expect(text.value.displayWidth == text.value.reduce(0) { $0 + $1.displayWidth })
    }
  }

  @Test(arguments: [
    ("strawberries", 6, "straw…"),
    ("strawberries", 12, "strawberries"),
    ("strawberries", 11, "strawberri…"),
    ("milk", 4, "milk"),
    ("milk", 1, "…"),
    ("milk", 0, ""),
    ("milk", -3, ""),
    ("日本語", 6, "日本語"),
    ("日本語", 5, "日本…"),
    ("日本語", 4, "日…"),
    ("日本語", 2, "…"),
    ("a日本", 3, "a…"),
    ("🍎🍐🍊", 4, "🍎…"),
    ("cafe\u{301}s", 4, "caf…"),
    // NB: no more bytes than columns fits unmeasured; more bytes may fit all the same.
    ("milk", 5, "milk"),
    ("milk", 3, "mi…"),
    ("", 0, ""),
    ("", -1, ""),
    ("a\tb", 3, "a\tb"),
    ("a\tb", 2, "a…"),
    ("\u{7}\u{7F}", 2, "\u{7}\u{7F}"),
    ("\u{7}\u{7F}x", 2, "\u{7}…"),
    ("日本語", 9, "日本語"),
    ("日本語", 7, "日本語"),
    ("café", 4, "café"),
    ("café", 3, "ca…"),
    ("e\u{301}", 1, "e\u{301}"),
    ("👍🏽", 2, "👍🏽"),
    ("👍🏽x", 2, "…"),
  ])
  func truncation(text: String, width: Int, expected: String) {
    let truncated = text.truncated(toWidth: width)
    #expect(truncated == expected)
    #expect(truncated.displayWidth <= max(0, width))
  }

  @Test(arguments: [
    ("strawberries", 12, 0, "strawberries"),
    ("strawberries", 8, 0, "str…ries"),
    ("strawberries", 7, 0, "str…ies"),
    ("milk", 3, 0, "m…k"),
    ("milk", 2, 0, "…k"),
    ("milk", 1, 0, "…"),
    ("milk", 0, 0, ""),
    ("milk", -2, 0, ""),
    ("日本語です", 10, 0, "日本語です"),
    ("日本語です", 7, 0, "日本…す"),
    ("日本語です", 6, 0, "日…す"),
    ("日本語です", 2, 0, "…"),
    ("a日本語b", 5, 0, "a日…b"),
    ("👨‍👩‍👧🍎🍐👍🏽", 7, 0, "👨‍👩‍👧🍎…👍🏽"),
    ("👨‍👩‍👧🍎🍐👍🏽", 4, 0, "…👍🏽"),
    ("/home/ada/list.json", 14, 10, "/ho…/list.json"),
    ("/home/ada/list.json", 6, 10, "….json"),
    ("/home/ada/list.json", 19, 10, "/home/ada/list.json"),
    ("milk", 4, 0, "milk"),
    ("milk", 5, 0, "milk"),
    ("café", 4, 0, "café"),
    ("café", 3, 0, "c…é"),
    ("日本語", 6, 0, "日本語"),
    ("a\tbc", 3, 0, "a…c"),
  ])
  func middleTruncation(text: String, width: Int, minimumEndWidth: Int, expected: String) {
    let truncated = text.truncatedInMiddle(toWidth: width, minimumEndWidth: minimumEndWidth)
    #expect(truncated == expected)
    #expect(truncated.displayWidth <= max(0, width))
  }
}
