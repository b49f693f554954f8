import CNcurses
import Testing

@testable import TerminalNcurses
@testable import TerminalUI

/// Emoji sequences reach the terminal whole where it draws them two columns wide, and as their
/// two-column fallback where it does not; curses never gets a sequence cut to its first emoji.
@MainActor
@Suite(.serialized) struct EmojiSequenceDrawingTests {
  /// Pins the bytes (`TERM=xterm-256color`, ncurses 6.4): curses sends a placeholder, then the
  /// backend moves back and writes the family whole in the cell's style, and returns the
  /// attributes and the cursor to where curses left them.
  @Test func wholeSequenceIsWrittenAfterCursesFrame() throws {
    try OffscreenTerminal.run(size: Size(width: 6, height: 2), emojiSequences: [.joined]) {
      terminal in
      let blank = Canvas(size: Size(width: 6, height: 2))
      terminal.backend.draw(blank.diff(from: nil))
      _ = terminal.readOutput()
      var frame = blank
      frame.put("a👨‍👩‍👧‍👦b", at: Point(x: 1, y: 1), style: Style(.bold))
      terminal.backend.draw(frame.diff(from: blank))
      #expect(
        terminal.readOutput()
          == [
            "\r \u{1B}(B\u{1B}[0;1ma\u{3000}b",  // curses: bold "a", the placeholder, "b"
            "\u{1B}(B\u{1B}[m",  // curses ends its update in plain attributes
            "\u{1B}[2;3H",  // back to the placeholder's cell, row 2 column 3
            "\u{1B}(B\u{1B}[0;1m👨‍👩‍👧‍👦",  // the whole family, bold
            "\u{1B}(B\u{1B}[m",  // plain again, as curses believes
            "\u{1B}[2;6H",  // where curses left the cursor, after "b"
          ].joined()
      )
    }
  }

  /// Curses holds the same placeholder before and after, so it only moves the cursor (back from
  /// the last column, where the first frame ended); the backend writes the new cell itself.
  @Test(arguments: [
    ("👨‍👩‍👧‍👦", "🇩🇪", "\u{8}\u{1B}[1;1H🇩🇪\u{1B}[1;3H"),
    ("👍🏽", "\u{3000}", "\u{8}\u{1B}[1;1H\u{3000}\u{1B}[1;3H"),
  ])
  func cellReplacingASequenceIsWrittenThoughCursesSeesNoChange(
    before: String, after: String, output: String
  ) throws {
    let size = Size(width: 4, height: 1)
    try OffscreenTerminal.run(size: size, emojiSequences: Set(EmojiSequence.allCases)) {
      terminal in
      var first = Canvas(size: size)
      first.put(before, at: .zero)
      terminal.backend.draw(first.diff(from: nil))
      _ = terminal.readOutput()
      var second = Canvas(size: size)
      second.put(after, at: .zero)
      terminal.backend.draw(second.diff(from: first))
      #expect(terminal.readOutput() == output)
    }
  }

  @Test(arguments: [
    ("a👨‍👩‍👧‍👦b", "a👨b"),
    ("a👍🏽b", "a👍b"),
    ("a🇩🇪b", "aDEb"),
    ("a❤️b", "a❤ b"),
    ("aéb", "aéb "),
  ])
  func sequencesTheTerminalCannotDrawShowTheirFallback(text: String, shown: String) throws {
    let size = Size(width: 4, height: 1)
    try OffscreenTerminal.run(size: size, emojiSequences: []) { terminal in
      var frame = Canvas(size: size)
      frame.put(text, at: .zero)
      terminal.backend.draw(frame.diff(from: nil))
      #expect(terminal.virtualScreenRow(0) == shown)
    }
  }
}
