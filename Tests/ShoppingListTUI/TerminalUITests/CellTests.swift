import Testing

@testable import TerminalUI

/// A cell knows whether it shows one narrow-text code point, which backends read instead of its
/// `Character`, and compares and hashes by the bytes of what it shows.
struct CellTests {
  @Test(arguments: [
    (" " as Character, 0x20 as UInt32), ("a", 0x61), ("~", 0x7E), ("é", 0xE9), ("›", 0x203A),
    ("·", 0xB7), ("─", 0x2500), ("\u{7F}", 0), ("\t", 0), ("\u{A0}", 0xA0), ("\u{9F}", 0),
    ("e\u{301}", 0), ("中", 0), ("\u{3000}", 0), ("❤", 0), ("\r\n", 0),
  ])
  func narrowScalar(symbol: Character, value: UInt32) {
    #expect(Cell(symbol).narrowScalar == value)
    #expect(Cell(symbol).symbol == symbol)
  }

  @Test func textDrawnAsNarrowTextMakesTheCellsOfItsCharacters() {
    var canvas = Canvas(size: Size(width: 8, height: 1))
    canvas.put("a~", at: .zero, style: Style(.bold))
    canvas.put("é›", at: Point(x: 2, y: 0))
    canvas.put("e\u{301}", at: Point(x: 4, y: 0))
    #expect(canvas.cells.map(\.narrowScalar) == [0x61, 0x7E, 0xE9, 0x203A, 0, 0x20, 0x20, 0x20])
    #expect(canvas[0, 0] == Cell("a", style: Style(.bold)))
    #expect(canvas[0, 0].hashValue == Cell("a", style: Style(.bold)).hashValue)
    #expect(canvas[3, 0] == Cell("›"))
    #expect(canvas[3, 0].hashValue == Cell("›").hashValue)
  }

  @Test func cellsDifferInSymbolStyleOrContinuation() {
    #expect(Cell("a") != Cell("b"))
    #expect(Cell("é") != Cell("e"))
    // NB: two spellings of one character are two cells, and the one replacing the other is
    // drawn again.
    #expect(Cell("é") != Cell("e\u{301}"))
    #expect(Cell("e\u{301}") == Cell("e\u{301}"))
    #expect(Cell("中") != Cell("文"))
    #expect(Cell("a") != Cell("a", style: Style(.reverse)))
    #expect(Cell(" ") != .continuation(style: .plain))
    #expect(Cell("a") != Cell("é"))
  }
}
