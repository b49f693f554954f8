import Testing

@testable import TerminalUI

/// Which graphemes are emoji sequences a terminal may not draw whole, and what shows in their
/// place where it cannot.
struct EmojiSequenceTests {
  @Test(arguments: [
    ("👨‍👩‍👧‍👦", EmojiSequence.joined),
    ("🏳️‍🌈", .joined),
    ("👩🏽‍💻", .joined),
    ("🏴󠁧󠁢󠁳󠁣󠁴󠁿", .joined),
    ("👍🏽", .skinTone),
    ("🇩🇪", .flag),
    ("❤️", .emojiPresentation),
    ("1️⃣", .emojiPresentation),
  ] as [(Character, EmojiSequence)])
  func kind(of character: Character, is kind: EmojiSequence) {
    #expect(EmojiSequence(character) == kind)
  }

  @Test(arguments: ["a", "é", "e\u{301}", "中", "👍", "👍️", "🇩"] as [Character])
  func graphemeCursesDrawsIsNoSequence(_ character: Character) {
    #expect(EmojiSequence(character) == nil)
  }

  @Test(arguments: [
    ("👨‍👩‍👧‍👦", "👨"),
    ("🏳️‍🌈", "🏳 "),
    ("👍🏽", "👍"),
    ("🇩🇪", "DE"),
    ("🇺🇦", "UA"),
    ("❤️", "❤ "),
    ("1️⃣", "1 "),
  ] as [(Character, String)])
  func fallbackKeepsTheColumnsAndSaysWhatItWas(character: Character, fallback: String) throws {
    let kind = try #require(EmojiSequence(character))
    #expect(kind.fallback(for: character) == fallback)
    #expect(fallback.displayWidth == character.displayWidth)
  }

  @Test func samplesAreOfTheirOwnKind() {
    for kind in EmojiSequence.allCases {
      #expect(EmojiSequence(Character(kind.sample)) == kind)
    }
  }
}
