import TestSupport
import Testing

@testable import TerminalUI

struct WordWrapTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var text: String
    var width: Int
    var lines: [String]
    var testDescription: String { "\(text.debugDescription) at \(width)" }
  }

  @Test(arguments: [
    Case(text: "", width: 10, lines: [""]),
    Case(text: "milk", width: 10, lines: ["milk"]),
    Case(text: "milk", width: 4, lines: ["milk"]),
    Case(text: "42 is the answer to everything", width: 12,
         lines: ["42 is the", "answer to", "everything"]),
    Case(text: "one two", width: 7, lines: ["one two"]),
    Case(text: "one two", width: 6, lines: ["one", "two"]),
    Case(text: "  spaced \t out   words  ", width: 20, lines: ["spaced out words"]),
    Case(text: "first\nsecond", width: 20, lines: ["first", "second"]),
    Case(text: "first\n\nthird", width: 20, lines: ["first", "", "third"]),
    Case(text: "windows\r\nline", width: 20, lines: ["windows", "line"]),
    Case(text: "ends with a break\n", width: 20, lines: ["ends with a break", ""]),
  ])
  func wrapsBetweenWords(_ example: Case) {
    #expect(WordWrap.lines(of: example.text, width: example.width) == example.lines)
  }

  @Test(arguments: [
    Case(text: "abcdefghij", width: 4, lines: ["abcd", "efgh", "ij"]),
    Case(text: "see supercalifragilistic now", width: 8,
         lines: ["see", "supercal", "ifragili", "stic now"]),
    Case(text: "a 1234567890123", width: 5, lines: ["a", "12345", "67890", "123"]),
    Case(text: "x", width: 1, lines: ["x"]),
  ])
  func breaksWordsLongerThanTheLine(_ example: Case) {
    #expect(WordWrap.lines(of: example.text, width: example.width) == example.lines)
  }

  @Test(arguments: [
    Case(text: "日本語のテキスト", width: 5, lines: ["日本", "語の", "テキ", "スト"]),
    Case(text: "日本語のテキスト", width: 4, lines: ["日本", "語の", "テキ", "スト"]),
    Case(text: "牛乳 と パン", width: 7, lines: ["牛乳 と", "パン"]),
    Case(text: "a👍🏽b 👍🏽👍🏽👍🏽", width: 4, lines: ["a👍🏽b", "👍🏽👍🏽", "👍🏽"]),
    Case(text: "cafe\u{301} cre\u{300}me", width: 4, lines: ["cafe\u{301}", "cre\u{300}m", "e"]),
    Case(text: "中", width: 1, lines: ["中"]),
    Case(text: "a中b", width: 1, lines: ["a", "中", "b"]),
  ])
  func measuresDisplayWidthAndKeepsWideCharactersWhole(_ example: Case) {
    #expect(WordWrap.lines(of: example.text, width: example.width) == example.lines)
  }

  @Test func noRoomMeansNoLines() {
    #expect(WordWrap.lines(of: "anything", width: 0) == [])
    #expect(WordWrap.lines(of: "anything", width: -3) == [])
  }

  @Test(arguments: [1, 2, 3, 7, 20, 61])
  func everyLineFitsAndNoTextIsLost(width: Int) {
    let text = """
      Wide 漢字 and emoji 🎉🎉 mixed with averyveryverylongwordthatmustbreak, combining \
      accents like re\u{301}sume\u{301}, and short words.
      A second paragraph.
      """
    let lines = WordWrap.lines(of: text, width: width)
    for line in lines where line.count > 1 {
      #expect(line.displayWidth <= width, "\(line.debugDescription) is wider than \(width)")
    }
    let words = { (text: String) in text.split(whereSeparator: \.isWhitespace).joined() }
    #expect(words(lines.joined(separator: " ")) == words(text))
  }
}
