import Foundation
import Testing
import TestSupport

@testable import ShoppingListModel
@testable import ShoppingListStorage
@testable import ShoppingListTUI

/// Text made safe for a terminal: every control character but the line feed, every format
/// character and the line and paragraph separators become `\u{…}`; everything else, emoji
/// drawn from several code points included, stays as it is.
@Suite struct TerminalTextTests {
  @Test func ordinaryTextIsUnchanged() {
    let text = "[ ] milk\n[x] Éclair 🥚\n- [ ] 日本茶 \\u{1B} 2%\n"
    #expect(TerminalText.escaped(text) == "[ ] milk\n[x] Éclair 🥚\n- [ ] 日本茶 \\u{1B} 2%\n")
  }

  @Test(arguments: [
    ("\u{0}", #"\u{00}"#), ("\u{7}", #"\u{07}"#), ("\u{8}", #"\u{08}"#),
    ("\t", #"\u{09}"#), ("\u{B}", #"\u{0B}"#), ("\u{C}", #"\u{0C}"#), ("\r", #"\u{0D}"#),
    ("\u{1B}", #"\u{1B}"#), ("\u{1F}", #"\u{1F}"#), ("\u{7F}", #"\u{7F}"#),
  ] as [(ArgumentText, String)])
  func escapesC0ControlsButTheLineFeedAndDEL(_ raw: ArgumentText, _ escaped: String) {
    #expect(TerminalText.escaped("a\(raw.value)b\n") == "a\(escaped)b\n")
  }

  @Test(arguments: [
    ("\u{80}", #"\u{80}"#), ("\u{85}", #"\u{85}"#), ("\u{9B}", #"\u{9B}"#),
    ("\u{9D}", #"\u{9D}"#), ("\u{9F}", #"\u{9F}"#),
  ])
  func escapesC1Controls(_ raw: String, _ escaped: String) {
    #expect(TerminalText.escaped("a\(raw)b") == "a\(escaped)b")
  }

  @Test(arguments: [
    ("\u{202A}", #"\u{202A}"#), ("\u{202B}", #"\u{202B}"#), ("\u{202C}", #"\u{202C}"#),
    ("\u{202D}", #"\u{202D}"#), ("\u{202E}", #"\u{202E}"#), ("\u{2066}", #"\u{2066}"#),
    ("\u{2067}", #"\u{2067}"#), ("\u{2068}", #"\u{2068}"#), ("\u{2069}", #"\u{2069}"#),
    ("\u{200E}", #"\u{200E}"#), ("\u{200F}", #"\u{200F}"#), ("\u{061C}", #"\u{61C}"#),
  ])
  func escapesBidiControls(_ raw: String, _ escaped: String) {
    #expect(TerminalText.escaped("milk\(raw)eggs") == "milk\(escaped)eggs")
  }

  @Test(arguments: [
    ("\u{200B}", #"\u{200B}"#), ("\u{200C}", #"\u{200C}"#), ("\u{200D}", #"\u{200D}"#),
    ("\u{2060}", #"\u{2060}"#), ("\u{FEFF}", #"\u{FEFF}"#), ("\u{00AD}", #"\u{AD}"#),
    ("\u{2028}", #"\u{2028}"#), ("\u{2029}", #"\u{2029}"#), ("\u{E0041}", #"\u{E0041}"#),
  ])
  func escapesInvisibleCharactersAndLineSeparators(_ raw: String, _ escaped: String) {
    #expect(TerminalText.escaped("milk\(raw)eggs") == "milk\(escaped)eggs")
  }

  @Test func escapesTheSequencesATerminalActsOn() {
    #expect(TerminalText.escaped("\u{1B}[2J") == #"\u{1B}[2J"#)
    #expect(TerminalText.escaped("\u{1B}]0;owned\u{7}") == #"\u{1B}]0;owned\u{07}"#)
    #expect(TerminalText.escaped("\u{1B}]52;c;aGk=\u{7}") == #"\u{1B}]52;c;aGk=\u{07}"#)
    #expect(TerminalText.escaped("\u{9B}31m") == #"\u{9B}31m"#)
    // NB: "\r\n" is one character; its line feed still ends the line.
    #expect(TerminalText.escaped("milk\r\neggs\n") == "milk\\u{0D}\neggs\n")
  }

  @Test func keepsTheJoinersAndTagsOfOneEmoji() {
    let emoji = [
      "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}",  // family
      "\u{1F469}\u{1F3FD}\u{200D}\u{1F4BB}",  // technologist, medium skin tone
      "\u{1F3F3}\u{FE0F}\u{200D}\u{1F308}",  // rainbow flag
      "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}",  // Scotland
    ]
    for character in emoji {
      #expect(TerminalText.escaped("snacks \(character)\n") == "snacks \(character)\n")
    }
  }

  @Test func escapesAJoinerOrTagOutsideAnEmoji() {
    #expect(TerminalText.escaped("mi\u{200D}lk") == #"mi\u{200D}lk"#)
    #expect(TerminalText.escaped("\u{1F44D}\u{200D}") == "\u{1F44D}\\u{200D}")
    #expect(
      TerminalText.escaped("\u{1F44D}\u{200D}\u{200D}\u{1F44D}")
        == "\u{1F44D}\\u{200D}\\u{200D}\u{1F44D}"
    )
    #expect(TerminalText.escaped("1\u{200D}\u{1F44D}") == "1\\u{200D}\u{1F44D}")
    #expect(
      TerminalText.escaped("\u{1F3F4}\u{E0067}\u{E0062}") == "\u{1F3F4}\\u{E0067}\\u{E0062}"
    )
  }

  @Test func escapedTextHasNothingLeftToEscape() {
    let once = TerminalText.escaped("a\u{1B}b\u{9B}c\u{202E}d\u{200B}e\u{7F}\n")
    #expect(once == #"a\u{1B}b\u{9B}c\u{202E}d\u{200B}e\u{7F}"# + "\n")
    #expect(TerminalText.escaped(once) == once)
  }

  @Test func jsonEscapesAsJSONDoes() {
    #expect(TerminalText.escaped("csi\u{9B}", as: .json) == #"csi\u009B"#)
    #expect(TerminalText.escaped("del\u{7F}", as: .json) == #"del\u007F"#)
    #expect(TerminalText.escaped("bidi\u{202E}", as: .json) == #"bidi\u202E"#)
    #expect(TerminalText.escaped("zero\u{200B}\n", as: .json) == #"zero\u200B"# + "\n")
    #expect(TerminalText.escaped("tag\u{E0041}", as: .json) == #"tag\uDB40\uDC41"#)
  }

  /// A list file escaped as JSON is still a list file, and its names read back as they were.
  @Test func escapedJSONReadsBackAsItWas() throws {
    let names = [
      "csi\u{9B}31m", "del\u{7F}ete", "bidi\u{202E}klim", "nel\u{85}", "tag\u{E0041}",
      "clear\u{1B}[2J",
    ]
    let items = names.enumerated().map { index, name in
      ShoppingItem(
        id: UUID(uuidString: "0000000\(index)-0000-4000-8000-000000000000")!, name: name
      )
    }
    let json = TerminalText.escaped(
      String(decoding: ListFileEncoder.encode(items), as: UTF8.self), as: .json
    )
    #expect(json.contains(#""name": "csi\u009B31m""#))
    #expect(json.contains(#""name": "clear\u001B[2J""#))
    #expect(try ListFileDecoder.decode(Array(json.utf8)).map(\.name) == names)
  }
}
