import TestSupport
import Testing

@testable import TerminalUI

@Suite struct CanvasTests {
  @Test func blankCanvasIsSpaces() {
    let canvas = Canvas(size: Size(width: 3, height: 2))
    #expect(canvas.lines == ["   ", "   "])
    #expect(canvas.cursor == .hidden)
  }

  @Test func clearingBlanksEveryCellAndHidesTheCursor() {
    var canvas = Canvas(size: Size(width: 4, height: 2))
    canvas.put("milk", at: Point(x: 0, y: 1), style: Style(.bold))
    canvas.cursor = .visible(at: Point(x: 2, y: 1))
    canvas.clear()
    #expect(canvas == Canvas(size: Size(width: 4, height: 2)))
  }

  @Test func putWritesStyledText() {
    var canvas = Canvas(size: Size(width: 6, height: 1))
    let end = canvas.put("milk", at: Point(x: 1, y: 0), style: Style(.bold))
    #expect(end == 5)
    #expect(canvas.lines == [" milk "])
    #expect(canvas[1, 0] == Cell("m", style: Style(.bold)))
    #expect(canvas[5, 0] == .blank)
  }

  @Test func putClipsToTheRectangle() {
    var canvas = Canvas(size: Size(width: 10, height: 3))
    let clip = Rect(x: 2, y: 1, width: 4, height: 1)
    canvas.put("strawberries", at: Point(x: 2, y: 1), clippedTo: clip)
    canvas.put("outside", at: Point(x: 2, y: 2), clippedTo: clip)
    #expect(canvas.lines == ["          ", "  stra    ", "          "])
  }

  @Test func putClipsTextStartingLeftOfTheRectangle() {
    var canvas = Canvas(size: Size(width: 8, height: 1))
    canvas.put("abcdef", at: Point(x: -2, y: 0))
    #expect(canvas.lines == ["cdef    "])
    var scrolled = Canvas(size: Size(width: 8, height: 1))
    scrolled.put("abcdef", at: Point(x: 1, y: 0), clippedTo: Rect(x: 3, y: 0, width: 3, height: 1))
    #expect(scrolled.lines == ["   cde  "])
  }

  @Test func putOutsideTheCanvasWritesNothing() {
    var canvas = Canvas(size: Size(width: 4, height: 2))
    canvas.put("milk", at: Point(x: 0, y: 2))
    canvas.put("milk", at: Point(x: 0, y: -1))
    canvas.put("milk", at: Point(x: 4, y: 0))
    #expect(canvas.lines == ["    ", "    "])
  }

  /// Latin letters, `·`, `…`, arrows and box drawing go a cell a code point, clipped on both
  /// sides as ASCII is.
  @Test func narrowTextBeyondASCIIGoesACellACodePoint() {
    var canvas = Canvas(size: Size(width: 12, height: 2))
    let end = canvas.put("½ café · →─…", at: Point(x: 0, y: 0), style: Style(.bold))
    canvas.put("«é·ü»", at: Point(x: -1, y: 1), clippedTo: Rect(x: 0, y: 1, width: 3, height: 1))
    #expect(end == 12)
    #expect(canvas.lines == ["½ café · →─…", "é·ü         "])
    #expect(canvas[4, 0] == Cell("f", style: Style(.bold)))
    #expect(canvas[5, 0] == Cell("é", style: Style(.bold)))
    #expect(canvas[7, 0] == Cell("·", style: Style(.bold)))
    #expect(canvas[11, 0] == Cell("…", style: Style(.bold)))
    #expect(canvas[3, 1] == .blank)
  }

  @Test func wideCharactersTakeTwoCells() {
    var canvas = Canvas(size: Size(width: 8, height: 1))
    let end = canvas.put("牛乳!", at: Point(x: 1, y: 0))
    #expect(end == 6)
    #expect(canvas.lines == [" 牛乳!  "])
    #expect(canvas[1, 0].symbol == "牛")
    #expect(canvas[2, 0].isContinuation)
    #expect(canvas[5, 0].symbol == "!")
  }

  @Test(arguments: [
    ("a日本", Rect(x: 0, y: 0, width: 4, height: 1), "a日 ."),
    ("日本", Rect(x: 1, y: 0, width: 4, height: 1), ". 本."),
    ("日本", Rect(x: 1, y: 0, width: 2, height: 1), ".  .."),
  ])
  func wideCharacterCutByTheClipBecomesASpace(text: String, clip: Rect, expected: String) {
    var canvas = Canvas(size: Size(width: 5, height: 1))
    canvas.fill(canvas.bounds, with: ".")
    canvas.put(text, at: .zero, clippedTo: clip)
    #expect(canvas.lines == [expected])
    #expect(canvas.lines[0].displayWidth == 5)
  }

  @Test func wideCharacterAtTheCanvasEdgeIsNeverSplit() {
    var canvas = Canvas(size: Size(width: 3, height: 1))
    canvas.put("ab中", at: Point(x: 0, y: 0))
    #expect(canvas.lines == ["ab "])
    #expect(canvas.cells.allSatisfy { !$0.isContinuation })
  }

  @Test func overwritingHalfOfAWideCharacterBlanksTheOtherHalf() {
    var canvas = Canvas(size: Size(width: 4, height: 1))
    canvas.put("中文", at: .zero)
    canvas.put("x", at: Point(x: 1, y: 0))
    #expect(canvas.lines == [" x文"])
    canvas.put("y", at: Point(x: 2, y: 0))
    #expect(canvas.lines == [" xy "])
    #expect(canvas.cells.allSatisfy { !$0.isContinuation })
  }

  @Test func aRunOfASCIIOverWideCharactersBlanksTheHalvesItCutsInTheirStyle() {
    var canvas = Canvas(size: Size(width: 8, height: 1))
    canvas.put("中文日本", at: .zero, style: Style(.bold))
    canvas.put("abcd", at: Point(x: 1, y: 0), clippedTo: Rect(x: 0, y: 0, width: 7, height: 1))
    #expect(canvas.lines == [" abcd 本"])
    #expect(canvas[0, 0] == Cell(" ", style: Style(.bold)))
    #expect(canvas[5, 0] == Cell(" ", style: Style(.bold)))
    canvas.put("xyz", at: Point(x: 5, y: 0), clippedTo: Rect(x: 0, y: 0, width: 7, height: 1))
    #expect(canvas.lines == [" abcdxy "])
    #expect(canvas[7, 0] == Cell(" ", style: Style(.bold)))
    #expect(canvas.cells.allSatisfy { !$0.isContinuation })
  }

  @Test func wideOverWide() {
    var canvas = Canvas(size: Size(width: 5, height: 1))
    canvas.put("中文", at: .zero)
    canvas.put("日", at: Point(x: 1, y: 0))
    #expect(canvas.lines == [" 日  "])
    #expect(canvas[2, 0].isContinuation)
    #expect(!canvas[3, 0].isContinuation)
  }

  @Test func combiningMarksStayWithTheirBase() {
    var canvas = Canvas(size: Size(width: 6, height: 1))
    let end = canvas.put("cafe\u{301}!", at: .zero)
    #expect(end == 5)
    #expect(canvas[3, 0].symbol == "e\u{301}")
    #expect(canvas.lines == ["cafe\u{301}! "])
  }

  @Test func emojiSequencesTakeTwoCells() {
    var canvas = Canvas(size: Size(width: 7, height: 1))
    canvas.put("👍🏽👨‍👩‍👧!", at: .zero)
    #expect(canvas.lines == ["👍🏽👨‍👩‍👧!  "])
    #expect(canvas[4, 0].symbol == "!")
  }

  @Test func controlCharactersAreShownAsReplacementCharacters() {
    var canvas = Canvas(size: Size(width: 6, height: 1))
    let end = canvas.put("a\tb\nc", at: .zero)
    #expect(end == 5)
    #expect(canvas.lines == ["a\u{FFFD}b\u{FFFD}c "])
  }

  @Test func aCarriageReturnAndLineFeedIsOneControlCharacter() {
    var canvas = Canvas(size: Size(width: 5, height: 1))
    let end = canvas.put("a\r\nb\u{7F}", at: .zero)
    #expect(end == 4)
    #expect(canvas.lines == ["a\u{FFFD}b\u{FFFD} "])
  }

  @Test func ellipsisOverflow() {
    var canvas = Canvas(size: Size(width: 10, height: 2))
    let clip = Rect(x: 1, y: 0, width: 7, height: 2)
    canvas.put("strawberries", at: Point(x: 1, y: 0), clippedTo: clip, overflow: .ellipsis)
    canvas.put("日本語の本", at: Point(x: 1, y: 1), clippedTo: clip, overflow: .ellipsis)
    #expect(canvas.lines == [" strawb…  ", " 日本語…  "])
  }

  @Test func ellipsisIsNotAddedWhenTextFits() {
    var canvas = Canvas(size: Size(width: 6, height: 1))
    canvas.put("milk", at: Point(x: 2, y: 0), overflow: .ellipsis)
    #expect(canvas.lines == ["  milk"])
  }

  @Test func fill() {
    var canvas = Canvas(size: Size(width: 5, height: 3))
    canvas.fill(Rect(x: 1, y: 1, width: 9, height: 9), with: "#", style: Style(.reverse))
    #expect(canvas.lines == ["     ", " ####", " ####"])
    #expect(canvas[4, 2].style == Style(.reverse))
    #expect(canvas[0, 2].style == .plain)
  }

  @Test func fillWithAWideCharacterLeavesASpaceInAnOddColumn() {
    var canvas = Canvas(size: Size(width: 5, height: 1))
    canvas.fill(canvas.bounds, with: "中")
    #expect(canvas.lines == ["中中 "])
  }

  @Test func setStyleKeepsText() {
    var canvas = Canvas(size: Size(width: 6, height: 2))
    canvas.put("milk", at: Point(x: 1, y: 1))
    canvas.setStyle(Style(.reverse, color: .accent), in: Rect(x: 0, y: 1, width: 6, height: 1))
    #expect(canvas.lines == ["      ", " milk "])
    #expect(canvas[2, 1] == Cell("i", style: Style(.reverse, color: .accent)))
    #expect(canvas[2, 0].style == .plain)
  }

  @Test func setStyleGivesAWideCharacterCutByTheRectangleOneStyle() {
    var canvas = Canvas(size: Size(width: 6, height: 1))
    canvas.put("中ab文", at: .zero)
    canvas.setStyle(Style(.reverse), in: Rect(x: 1, y: 0, width: 4, height: 1))
    #expect(canvas.lines == ["中ab文"])
    #expect(canvas[0, 0] == Cell("中"))
    #expect(canvas[1, 0] == .continuation(style: .plain))
    #expect(canvas[2, 0] == Cell("a", style: Style(.reverse)))
    #expect(canvas[4, 0] == Cell("文", style: Style(.reverse)))
    #expect(canvas[5, 0] == .continuation(style: Style(.reverse)))
  }

  @Test func box() {
    var canvas = Canvas(size: Size(width: 12, height: 4))
    canvas.box(canvas.bounds, title: "List")
    #expect(
      canvas.lines == [
        "┌ List ────┐",
        "│          │",
        "│          │",
        "└──────────┘",
      ]
    )
  }

  @Test func boxTitleIsTruncated() {
    var canvas = Canvas(size: Size(width: 10, height: 3))
    canvas.box(
      canvas.bounds, style: Style(color: .accent), title: "Shopping list", titleStyle: Style(.bold)
    )
    #expect(canvas.lines == ["┌ Shopp…─┐", "│        │", "└────────┘"])
    #expect(canvas[2, 0].style == Style(.bold))
    #expect(canvas[0, 0].style == Style(color: .accent))
  }

  @Test func boxTooSmallDrawsNothingAndBoxIsClipped() {
    var canvas = Canvas(size: Size(width: 4, height: 3))
    canvas.box(Rect(x: 0, y: 0, width: 1, height: 3))
    #expect(canvas.lines == ["    ", "    ", "    "])
    canvas.box(Rect(x: 1, y: 1, width: 10, height: 10))
    #expect(canvas.lines == ["    ", " ┌──", " │  "])
  }

  @Test func cursor() {
    var canvas = Canvas(size: Size(width: 4, height: 1))
    canvas.cursor = .visible(at: Point(x: 2, y: 0))
    #expect(canvas.cursor == .visible(at: Point(x: 2, y: 0)))
    #expect(canvas != Canvas(size: Size(width: 4, height: 1)))
  }

  @Test func description() {
    var canvas = Canvas(size: Size(width: 2, height: 2))
    canvas.put("ab", at: .zero)
    #expect(canvas.description == "ab\n  ")
  }
}
