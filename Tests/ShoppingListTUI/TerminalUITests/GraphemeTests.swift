import Testing

@testable import TerminalUI

/// A grapheme keeps the bytes of a character of up to 15 of them in place and a longer one by
/// number, and gives back the same character either way; long graphemes are kept once each, up
/// to a capacity past which none is added.
struct GraphemeTests {
  @Test(arguments: [
    " ", "a", "~", "é", "e\u{301}", "中", "\r\n", "🙂", "🇫🇷", "👍🏽",
    // 15 bytes, the most kept in place: `a` and seven combining accents.
    "a\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}\u{307}",
    // 17 and 25 bytes, kept by number.
    "a\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}\u{307}\u{308}",
    "👩‍👩‍👧‍👦",
  ] as [Character])
  func givesBackItsCharacter(character: Character) {
    #expect(Grapheme(character).character == character)
    #expect(Array(Grapheme(character).character.utf8) == Array(character.utf8))
    #expect(Grapheme(character) == Grapheme(character))
  }

  @Test func graphemesAreEqualWhenTheirBytesAre() {
    #expect(Grapheme("a") == Grapheme(ascii: 0x61))
    #expect(Grapheme("a") != Grapheme("b"))
    #expect(Grapheme("é") != Grapheme("e\u{301}"))
    let family: Character = "👩‍👩‍👧‍👦"
    #expect(Grapheme(family) != Grapheme("👨‍👩‍👧‍👦"))
    #expect(Grapheme(family).hashValue == Grapheme(family).hashValue)
  }

  /// A code point of one to four UTF-8 bytes makes the grapheme its `Character` makes.
  @Test(arguments: ["a", "é", "›", "中", "🙂"] as [Unicode.Scalar])
  func aCodePointMakesTheGraphemeOfItsCharacter(scalar: Unicode.Scalar) {
    #expect(Grapheme(scalar: scalar) == Grapheme(Character(scalar)))
    #expect(Grapheme(scalar: scalar).character == Character(scalar))
  }

  @Test func longGraphemesAreKeptOnceEachUpToTheCapacity() {
    let long = LongGraphemes(capacity: 2)
    let first: Character = "👩‍👩‍👧‍👦"
    let second: Character = "👨‍👩‍👧‍👦"
    let third: Character = "👨‍👨‍👧‍👦"
    #expect(long.number(of: first) == 0)
    #expect(long.number(of: second) == 1)
    #expect(long.number(of: first) == 0)
    #expect(long.number(of: third) == nil)
    #expect(long.character(number: 1) == second)
  }

  @Test func theStandInForALongGraphemeIsKeptInPlace() {
    // NB: a grapheme made once the long ones are full must not need a number itself.
    #expect(LongGraphemes.standIn.utf8.count <= 15)
    #expect(Grapheme(LongGraphemes.standIn).character == "\u{FFFD}")
  }
}
