import Testing

@testable import TerminalUI

/// Key names as a configuration writes them: the same text the help prints.
@Suite struct KeyNameTests {
  @Test(arguments: [
    ("j", KeyEvent.character("j")), ("J", .character("J")), ("?", .character("?")),
    ("+", .character("+")), ("é", .character("é")), ("space", .character(" ")),
    ("enter", .enter), ("return", .enter), ("esc", .escape), ("escape", .escape), ("tab", .tab),
    ("shift+tab", .backTab), ("backspace", .backspace), ("delete", .delete), ("up", .up),
    ("down", .down), ("left", .left), ("right", .right), ("home", .home), ("end", .end),
    ("pgup", .pageUp), ("pageup", .pageUp), ("pgdown", .pageDown), ("pagedown", .pageDown),
    ("PageDown", .pageDown), ("f1", .function(1)), ("f12", .function(12)), ("ctrl+d", .ctrl("d")),
    ("ctrl+D", .ctrl("d")), ("ctrl+@", .ctrl("@")), ("ctrl+\\", .ctrl("\\")),
    ("alt+x", .alt(.character("x"))), ("alt+backspace", .alt(.backspace)),
    ("alt+ctrl+d", .alt(.ctrl("d"))), ("alt+space", .alt(.character(" "))),
  ])
  func namesAKey(name: String, key: KeyEvent) throws {
    #expect(try KeyEvent(name: name) == key)
  }

  @Test(arguments: [
    KeyEvent.character("j"), .character("J"), .character(" "), .character("/"), .enter, .escape,
    .tab, .backTab, .backspace, .delete, .up, .down, .left, .right, .home, .end, .pageUp,
    .pageDown, .function(5), .ctrl("r"), .ctrl("_"), .alt(.character("b")), .alt(.backspace),
  ])
  func thePrintedNameNamesTheKeyAgain(key: KeyEvent) throws {
    #expect(try KeyEvent(name: key.description) == key)
  }

  @Test(arguments: [
    ("jump", KeyEvent.NameError.unknown("jump")), ("", .unknown("")), ("ctrl+", .unknown("ctrl+")),
    ("f0", .unknown("f0")), ("f13", .unknown("f13")), ("f01", .unknown("f01")),
    ("alt+alt+x", .unknown("alt+alt+x")), ("alt+ctrl+c", .unknown("alt+ctrl+c")),
    ("resize", .unknown("resize")), ("\u{7}", .unknown("\u{7}")),
    ("ctrl+1", .notAControlKey("ctrl+1")), ("ctrl+up", .notAControlKey("ctrl+up")),
    ("alt+ctrl+1", .notAControlKey("alt+ctrl+1")),
    ("ctrl+c", .reservedForTheTerminal("ctrl+c")), ("ctrl+Z", .reservedForTheTerminal("ctrl+Z")),
    ("ctrl+h", .sameAsAnotherKey("ctrl+h", .backspace)),
    ("ctrl+i", .sameAsAnotherKey("ctrl+i", .tab)),
    ("ctrl+M", .sameAsAnotherKey("ctrl+M", .enter)),
    ("alt+ctrl+j", .sameAsAnotherKey("alt+ctrl+j", .alt(.enter))),
  ])
  func refusesWhatIsNoKey(name: String, error: KeyEvent.NameError) {
    #expect(throws: error) { try KeyEvent(name: name) }
  }

  @Test func errorsSayWhatAKeyIs() {
    #expect(
      KeyEvent.NameError.notAControlKey("ctrl+1").description
        == "\"ctrl+1\" is not a key: ctrl+ goes with a letter or one of @ \\ ] ^ _"
    )
    #expect(
      KeyEvent.NameError.reservedForTheTerminal("ctrl+c").description
        == "\"ctrl+c\" cannot be bound: ctrl+c always quits and ctrl+z always suspends"
    )
    #expect(
      KeyEvent.NameError.sameAsAnotherKey("ctrl+i", .tab).description
        == "\"ctrl+i\" reaches the app as tab, the same byte to a terminal; bind \"tab\""
    )
    #expect(
      KeyEvent.NameError.unknown("jump").description
        == "\"jump\" is not a key; keys are a character (\"j\", \"J\", \"?\"), space, enter, esc, "
        + "tab, shift+tab, backspace, delete, up, down, left, right, home, end, pgup, pgdown, "
        + "f1 to f12, ctrl+ a letter or one of @ \\ ] ^ _, or alt+ any of these"
    )
  }
}
