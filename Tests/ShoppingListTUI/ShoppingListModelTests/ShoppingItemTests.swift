import Foundation
import Testing
import TestSupport

@testable import ShoppingListModel
@testable import ShoppingListStorage

@Suite struct ShoppingItemTests {
  @Test(arguments: [
    ("milk", "milk"),
    ("  milk  ", "milk"),
    ("\t\n milk\r\n", "milk"),
    ("oat\tmilk", "oat milk"),
    ("two\nlines", "two lines"),
    ("bell\u{7}s", "bells"),
    ("del\u{7F}ete", "delete"),
    ("c1\u{85}\u{9F}x", "c1 x"),
    ("line\u{2028}separator\u{2029}", "line separator"),
    ("\u{A0}\u{3000}no-break\u{3000}", "no-break"),
    ("é", "é"),
    ("e\u{301}", "e\u{301}"),
    ("👍🏽", "👍🏽"),
    ("  中文  ", "中文"),
    ("\u{0}", ""),
    ("   ", ""),
    ("", ""),
    ("\u{202E}klim", "klim"),
    ("pay\u{202E}lanimret\u{202C}.exe", "paylanimret.exe"),
    ("\u{2066}milk\u{2069}\u{200E}\u{200F}\u{61C}", "milk"),
    ("mi\u{200B}lk\u{FEFF}\u{2060}\u{AD}", "milk"),
    ("mi\u{200D}lk", "milk"),
    ("mi\u{200C}lk", "milk"),
    ("👨\u{200D}👩\u{200D}👧", "👨\u{200D}👩\u{200D}👧"),
    ("मि\u{200D}\u{094D}", "मि\u{200D}\u{094D}"),
    ("é\u{200D}\u{85}中", "é 中"),
    ("é\u{200D}\u{7}中", "é\u{200D}中"),
    ("\u{200D}中", "中"),
    ("’s “best” – tea…", "’s “best” – tea…"),
    (
      "!\"#$%&'()*+,-./09:;<=>?@AZ[\\]^_`az{|}~ !", "!\"#$%&'()*+,-./09:;<=>?@AZ[\\]^_`az{|}~ !"
    ),
    ("oat  milk\u{7F}", "oat  milk"),
  ] as [(ArgumentText, ArgumentText)])
  func sanitizesNames(raw: ArgumentText, expected: ArgumentText) {
    #expect(ShoppingItem.sanitizedName(raw.value) == expected.value)
  }

  @Test func cutsNamesAtFiveHundredCharactersWithoutSplittingGraphemes() {
    let thumbs = String(repeating: "👍🏽", count: 600)
    let name = ShoppingItem.sanitizedName(thumbs)
    #expect(name.count == 500)
    #expect(name == String(repeating: "👍🏽", count: 500))

    let spaced = String(repeating: "a", count: 499) + " " + String(repeating: "b", count: 10)
    #expect(ShoppingItem.sanitizedName(spaced) == String(repeating: "a", count: 499))
    let exactly = String(repeating: "é", count: 500)
    #expect(ShoppingItem.sanitizedName(exactly) == exactly)
  }

  @Test func cutsNamesAtFourKilobytesWhateverTheirMarks() {
    // NB: 500 characters of an "e" with 20 marks each: 20,500 bytes.
    let marked = String(repeating: "e" + String(repeating: "\u{301}", count: 20), count: 500)
    let name = ShoppingItem.sanitizedName(marked)
    #expect(name.utf8.count == 4_059)
    #expect(name.count == 99)
    #expect(name == String(repeating: "e" + String(repeating: "\u{301}", count: 20), count: 99))
  }

  @Test func sanitizedNamesKeepTheRulesAndAreStable() {
    var generator = SplitMix64(seed: 42)
    let pool: [Unicode.Scalar] = [
      "a", "Z", " ", "\t", "\n", "\r", "\u{0}", "\u{7F}", "\u{85}", "\u{A0}", "\u{301}",
      "\u{200D}", "\u{2028}", "\u{3000}", "é", "中", "👍", "\u{1F3FD}", "\u{FEFF}",
      "\u{200C}", "\u{202E}", "\u{200B}", "\u{2066}",
    ]
    for _ in 0..<2_000 {
      var scalars = String.UnicodeScalarView()
      for _ in 0..<Int.random(in: 0...12, using: &generator) {
        scalars.append(pool.randomElement(using: &generator)!)
      }
      let name = ShoppingItem.sanitizedName(String(scalars))
      #expect(ShoppingItem.sanitizedName(name) == name, "not stable: \(name.debugDescription)")
      #expect(!name.unicodeScalars.contains { $0.properties.generalCategory == .control })
      #expect(!name.unicodeScalars.contains { [0x202E, 0x200B, 0x2066, 0xFEFF].contains($0.value) })
      #expect(name.first?.isWhitespace != true && name.last?.isWhitespace != true)
      #expect(name.count <= ShoppingItem.maximumNameLength)
    }
  }
}
