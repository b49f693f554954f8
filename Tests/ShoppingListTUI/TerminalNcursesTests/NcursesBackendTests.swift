import CNcurses
import Testing

@testable import TerminalNcurses
@testable import TerminalUI

/// The ncurses backend writes exactly the changes it is given: the bytes of a small frame, and
/// what curses' virtual screen holds after updates that replace and shift wide characters.
@MainActor
@Suite(.serialized) struct NcursesBackendTests {
  /// Pins what curses sends for a frame with `TERM=xterm-256color`, ncurses 6.4: should this
  /// change, compare the new bytes with these before taking them.
  @Test func smallFrameWritesTheseBytes() throws {
    try OffscreenTerminal.run(size: Size(width: 10, height: 3)) { terminal in
      let blank = Canvas(size: Size(width: 10, height: 3))
      terminal.backend.draw(blank.diff(from: nil))
      _ = terminal.readOutput()
      var frame = blank
      frame.put("ab", at: Point(x: 1, y: 0), style: Style(.bold))
      frame.put("中", at: Point(x: 3, y: 1), style: Style(color: .accent))
      frame.cursor = .visible(at: Point(x: 4, y: 2))
      terminal.backend.draw(frame.diff(from: blank))
      #expect(
        terminal.readOutput()
          == [
            "\u{1B}[H ",  // home, and a space over the unchanged cell to reach column 1
            "\u{1B}(B\u{1B}[0;1mab",  // bold "ab"
            "\u{1B}[2d\u{1B}(B\u{1B}[0m\u{1B}[36m中",  // down to row 2, at column 3: cyan "中"
            "\u{1B}[3d\u{8}",  // down to row 3, back from column 5 to the cursor's column 4
            "\u{1B}[39m\u{1B}(B\u{1B}[m",  // default color and attributes again
            "\u{1B}[?12l\u{1B}[?25h",  // show the cursor
          ].joined()
      )
    }
  }

  /// Pins what curses sends for a cursor move, two rows of cells changing style, the cursor
  /// hidden: the cells in runs, and the cursor left after the last cell written, which is where
  /// curses moves the terminal's cursor at the end of the frame.
  @Test(arguments: [
    (
      1,
      [
        "\u{1B}[H  [ ] item 0",  // home, row 1 plain
        "\u{1B}[2;1H\u{1B}(B\u{1B}[0;7m› [ ] item 1",  // row 2 reversed
        "\u{1B}[3;1H",  // the cursor after the last cell: the start of the next row
        "\u{1B}(B\u{1B}[m",  // default attributes again
      ]
    ),
    (
      2,
      [
        "\r\u{1B}[A  [ ] item 1",  // up to row 2, plain
        "\u{1B}[3;1H\u{1B}(B\u{1B}[0;7m› [ ] item ",  // row 3 reversed
        "\u{1B}[?7l2\u{1B}[?7h",  // the last cell of the screen, without wrapping
        "\u{1B}(B\u{1B}[m",  // the cursor stays in the last cell; default attributes again
      ]
    ),
  ])
  func cursorMoveWritesTheseBytes(selected: Int, bytes: [String]) throws {
    try OffscreenTerminal.run(size: Size(width: 12, height: 3)) { terminal in
      func frame(selecting selected: Int) -> Canvas {
        var frame = Canvas(size: Size(width: 12, height: 3))
        for row in 0..<3 {
          let style = row == selected ? Style(.reverse) : .plain
          frame.fill(Rect(x: 0, y: row, width: 12, height: 1), style: style)
          frame.put(row == selected ? "›" : " ", at: Point(x: 0, y: row), style: style)
          frame.put("[ ] item \(row)", at: Point(x: 2, y: row), style: style)
        }
        return frame
      }
      let before = frame(selecting: selected - 1)
      terminal.backend.draw(before.diff(from: nil))
      _ = terminal.readOutput()
      terminal.backend.draw(frame(selecting: selected).diff(from: before))
      #expect(terminal.readOutput() == bytes.joined())
    }
  }

  /// Pins what curses sends when a word changes in the middle of a row, the cursor hidden: the
  /// terminal's cursor is left just after it.
  @Test func changedWordWritesTheseBytes() throws {
    try OffscreenTerminal.run(size: Size(width: 12, height: 3)) { terminal in
      var before = Canvas(size: Size(width: 12, height: 3))
      before.put("1 of 3 items", at: Point(x: 0, y: 2))
      terminal.backend.draw(before.diff(from: nil))
      _ = terminal.readOutput()
      var after = before
      after.put("2", at: Point(x: 0, y: 2), style: Style(.bold))
      after.put("·", at: Point(x: 1, y: 1))
      after.put("9", at: Point(x: 5, y: 2))
      terminal.backend.draw(after.diff(from: before))
      #expect(
        terminal.readOutput()
          == [
            "\r\u{1B}[A ·",  // up to row 2, and a space over the unchanged cell to reach "·"
            "\r\u{1B}[3d\u{1B}(B\u{1B}[0;1m2",  // row 3: bold "2"
            "\u{1B}(B\u{1B}[m of 9",  // plain again, over the unchanged " of " to "9"
          ].joined()
      )
    }
  }

  /// A narrow-text cell is written as the style's blank with its code point put in, without
  /// asking curses: it must be the very cell curses' `setcchar` makes of it, and one column
  /// wide to curses as it is to the canvas.
  @Test func aNarrowTextCellIsTheCellCursesMakesOfIt() throws {
    try OffscreenTerminal.run(size: Size(width: 10, height: 3)) { _ in
      let styles: [(attr_t, Int16)] = [
        (cn_a_normal(), 0), (cn_a_bold(), 0), (cn_a_reverse() | cn_a_underline(), 3),
        (cn_a_dim(), 7),
      ]
      let scalars = (UInt32(0)...0x2FFF).compactMap(Unicode.Scalar.init).filter(\.isNarrowText)
      #expect(scalars.count == 1_046)
      let window = try #require(cn_stdscr())
      for scalar in scalars {
        var cell = NcursesBackend.cursesCharacter(Character(scalar), attributes: 0, pair: 0)
        mvwadd_wch(window, 0, 0, &cell)
        var (row, column) = (Int32(0), Int32(0))
        cn_getyx(window, &row, &column)
        #expect(column == 1, "U+\(String(scalar.value, radix: 16))")
      }
      for (attributes, pair) in styles {
        let blank = NcursesBackend.cursesCharacter(" ", attributes: attributes, pair: pair)
        for scalar in scalars {
          let symbol = Character(scalar)
          var fast = blank
          fast.chars.0 = wchar_t(bitPattern: Cell(symbol).narrowScalar)
          let made = NcursesBackend.cursesCharacter(symbol, attributes: attributes, pair: pair)
          let fastBytes = withUnsafeBytes(of: fast) { Array($0) }
          let madeBytes = withUnsafeBytes(of: made) { Array($0) }
          #expect(fastBytes == madeBytes, "U+\(String(scalar.value, radix: 16))")
        }
      }
    }
  }

  /// A terminal (tmux, a terminal emulator) may show what it has read so far at any moment: a
  /// frame sent in pieces shows half drawn, a new row above an old footer.
  @Test func aFrameReachesTheTerminalInOneWrite() throws {
    let writes = try writesOfAFrame { frame in
      frame.put("› [ ] milk", at: Point(x: 0, y: 1), style: Style(.bold))
      frame.put("The list is empty.", at: Point(x: 11, y: 3), style: Style(color: .accent))
      frame.put("1 item · 0 in basket", at: Point(x: 1, y: 5), style: Style(.reverse))
    }
    #expect(writes.count == 1, "\(writes)")
    #expect(writes.joined().contains("1 item"))
  }

  /// Showing the cursor is a write of its own, after the frame's cells, so the cursor never
  /// shows on its way across a frame being drawn.
  @Test func theCursorShowsOnceTheFrameIsDrawn() throws {
    let writes = try writesOfAFrame { frame in
      frame.put("milk", at: Point(x: 6, y: 1))
      frame.put("editing", at: Point(x: 1, y: 5), style: Style(.reverse))
      frame.cursor = .visible(at: Point(x: 10, y: 1))
    }
    #expect(writes.count == 2, "\(writes)")
    #expect(writes.first?.contains("editing") == true)
    #expect(writes.last == "\u{1B}[?12l\u{1B}[?25h")
  }

  /// The writes the backend makes for the frame `change` makes of a blank 40 × 6 screen.
  private func writesOfAFrame(_ change: (inout Canvas) -> Void) throws -> [String] {
    let size = Size(width: 40, height: 6)
    var writes: [String] = []
    try OffscreenTerminal.run(size: size) { terminal in
      let blank = Canvas(size: size)
      terminal.backend.draw(blank.diff(from: nil))
      _ = terminal.readWrites()
      var frame = blank
      change(&frame)
      terminal.backend.draw(frame.diff(from: blank))
      writes = terminal.readWrites()
    }
    return writes
  }

  @Test(arguments: [
    ("中文ab", " x文日"),
    ("中c", "abc"),
    ("中c", "a c"),
    ("abc", "a中"),
    ("中  ", " 中 "),
    (" 中 ", "中  "),
    ("中文", " 日 "),
    ("中a", "中b"),
    ("a中b", "a…xb"),
    ("中ab", "x…ab"),
    ("a中中", "a·x·x"),
  ])
  func virtualScreenShowsTheNextFrame(previous: String, next: String) throws {
    let size = Size(width: 6, height: 1)
    try OffscreenTerminal.run(size: size) { terminal in
      var before = Canvas(size: size)
      before.put(previous, at: .zero)
      var after = Canvas(size: size)
      after.put(next, at: .zero)
      terminal.backend.draw(before.diff(from: nil))
      #expect(terminal.virtualScreenRow(0) == before.lines[0])
      terminal.backend.draw(after.diff(from: before))
      #expect(terminal.virtualScreenRow(0) == after.lines[0])
    }
  }

  /// A terminal whose character set is not UTF-8 cannot show what is past ASCII: the lines and
  /// the ellipsis get their ASCII look, anything else a question mark, even in a row of text.
  @Test func withoutUTF8WhatIsPastASCIIShowsItsFallback() throws {
    let size = Size(width: 8, height: 1)
    try OffscreenTerminal.run(size: size, locale: "C") { terminal in
      var frame = Canvas(size: size)
      frame.put("─›é…a│中", at: .zero)
      terminal.backend.draw(frame.diff(from: nil))
      #expect(terminal.virtualScreenRow(0) == "-??~a|? ")
    }
  }

  @Test func updateLargerThanTheScreenIsClipped() throws {
    try OffscreenTerminal.run(size: Size(width: 4, height: 1)) { terminal in
      var frame = Canvas(size: Size(width: 6, height: 2))
      frame.put("abc中", at: .zero)
      frame.put("below", at: Point(x: 0, y: 1))
      terminal.backend.draw(frame.diff(from: nil))
      #expect(terminal.virtualScreenRow(0) == "abc ")
    }
  }
}
