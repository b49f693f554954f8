import CNcurses
import TestSupport
import Testing

@testable import TerminalNcurses
@testable import TerminalUI

@Suite struct NcursesKeyDecoderTests {
  @Test(arguments: [
    (UInt32(("a" as Unicode.Scalar).value), KeyEvent.character("a")),
    (0x5A, .character("Z")),
    (0x20, .character(" ")),
    (0x7E, .character("~")),
    (0xE9, .character("é")),
    (0x4E2D, .character("中")),
    (0x1F44D, .character("👍")),
    (9, .tab),
    (10, .enter),
    (13, .enter),
    (27, .escape),
    (127, .backspace),
    (8, .backspace),
    (0, .ctrl("@")),
    (1, .ctrl("a")),
    (3, .ctrl("c")),
    (4, .ctrl("d")),
    (26, .ctrl("z")),
    (28, .ctrl("\\")),
    (29, .ctrl("]")),
    (30, .ctrl("^")),
    (31, .ctrl("_")),
  ])
  func characters(value: UInt32, expected: KeyEvent) {
    #expect(NcursesKeyDecoder.decode(status: OK, value: value) == expected)
  }

  /// Terminals send Alt plus a key as Esc then the key; curses reports them one after the other.
  @Test(arguments: [
    ([KeyEvent.escape, .character("d")], [KeyEvent.alt(.character("d"))]),
    ([.escape, .backspace], [.alt(.backspace)]),
    ([.character("a"), .escape, .character("b"), .character("c")],
     [.character("a"), .alt(.character("b")), .character("c")]),
    ([.escape], [.escape]),
    ([.escape, .escape, .character("f")], [.escape, .alt(.character("f"))]),
    ([.escape, .up], [.escape, .up]),
    ([.escape, .ctrl("c")], [.escape, .ctrl("c")]),
    ([.escape, .enter], [.escape, .enter]),
  ])
  func escapeThenAKeyIsAlt(read: [KeyEvent], expected: [KeyEvent]) {
    #expect(NcursesKeyDecoder.combiningAltKeys(read) == expected)
  }

  @Test(arguments: [UInt32(0x80), 0x9B, 0x9F, 0xD800, 0x110000])
  func unusableCharactersAreDropped(value: UInt32) {
    #expect(NcursesKeyDecoder.decode(status: OK, value: value) == nil)
  }

  @Test(arguments: [
    (KEY_UP, KeyEvent.up), (KEY_DOWN, .down), (KEY_LEFT, .left), (KEY_RIGHT, .right),
    (KEY_HOME, .home), (KEY_END, .end), (KEY_PPAGE, .pageUp), (KEY_NPAGE, .pageDown),
    (KEY_ENTER, .enter), (KEY_BTAB, .backTab), (KEY_BACKSPACE, .backspace), (KEY_DC, .delete),
    (KEY_RESIZE, .resize),
    (cn_key_f(1), .function(1)), (cn_key_f(5), .function(5)), (cn_key_f(12), .function(12)),
  ])
  func keyCodes(code: Int32, expected: KeyEvent) {
    #expect(NcursesKeyDecoder.decode(status: KEY_CODE_YES, value: UInt32(code)) == expected)
  }

  @Test(arguments: [KEY_MOUSE, KEY_F0, cn_key_f(13), KEY_IC, KEY_SLEFT])
  func unknownKeyCodesAreDropped(code: Int32) {
    #expect(NcursesKeyDecoder.decode(status: KEY_CODE_YES, value: UInt32(code)) == nil)
  }

  @Test func errorsAreNotKeys() {
    #expect(NcursesKeyDecoder.decode(status: ERR, value: 0x61) == nil)
  }

  @Test func descriptionsReadLikeTheKeys() {
    let decoded = [
      NcursesKeyDecoder.decode(status: OK, value: 3),
      NcursesKeyDecoder.decode(status: OK, value: 13),
      NcursesKeyDecoder.decode(status: KEY_CODE_YES, value: UInt32(KEY_BTAB)),
      NcursesKeyDecoder.decode(status: KEY_CODE_YES, value: UInt32(KEY_NPAGE)),
      NcursesKeyDecoder.decode(status: KEY_CODE_YES, value: UInt32(cn_key_f(5))),
    ]
    #expect(decoded.map { $0?.description } == ["ctrl+c", "enter", "shift+tab", "pgdown", "f5"])
  }
}
