import CNcurses
import Foundation
import TerminalUI

/// The real terminal, through ncursesw.
///
/// Each ``FrameUpdate``'s changes, a cursor move's two rows or a repaint's every cell, are
/// written into curses' virtual screen with the wide-character API, runs of printable ASCII
/// cells a run at a time; one `doupdate` then sends the terminal only the cells that differ from
/// what it shows, in one write while they fit curses' buffer of about a screenful, so a terminal
/// does not show a frame half drawn: no erase-and-redraw, no flicker.
/// Input is read without blocking, keys decoded by ``NcursesKeyDecoder``; a lone Escape is
/// reported after 50 ms. With `mouse` on, curses asks the terminal for clicks and wheel turns
/// (SGR 1006 reports when the terminfo entry's `XM` says so, as xterm-256color's does; the
/// original X10 ones otherwise) and ``NcursesMouseDecoder`` decodes them; `endwin` turns the
/// reports off again whenever the terminal is handed back.
@MainActor
package final class NcursesBackend: TerminalBackend {
  package private(set) var size = Size(width: 0, height: 0)
  private let environment: [String: String]
  private let input: Int32
  private let output: Int32
  private let fixedSize: Size?
  private let mouse: Bool
  private let colors: ColorScheme
  private var screen: OpaquePointer?
  /// The streams ``start()`` opened on duplicates of `input` and `output`, which ``stop()``
  /// closes; none for standard input and output.
  private var openedStreams: [UnsafeMutablePointer<FILE>] = []
  private var palette = NcursesPalette.monochrome
  private var isUTF8 = true
  private var isCursorVisible: Bool?
  /// The text of a bracketed paste whose end has not arrived yet.
  private var pendingPaste: String?
  /// The kinds of emoji sequence to write whole, as the initializer was told or the terminal
  /// answered when asked; the others are shown as their fallback.
  private var wholeEmojiSequences: Set<EmojiSequence>
  /// The kinds given to the initializer, if any; without them the terminal is asked.
  private let askedEmojiSequences: Set<EmojiSequence>?
  /// The cells that show an emoji sequence written past curses, which holds
  /// ``emojiPlaceholder`` there instead.
  private var emojiSequencePositions: Set<Point> = []

  /// What curses holds in a cell whose emoji sequence was written past it: two columns wide,
  /// as the sequence is, and blank should it ever show.
  private static let emojiPlaceholder: Character = "\u{3000}"
  /// How long to wait for a terminal to say how wide it draws emoji sequences; a local
  /// terminal answers within milliseconds.
  private static let emojiProbeTimeout = Duration.seconds(1)

  /// Turns bracketed paste on: the terminal then wraps pasted text in `ESC [200~` … `ESC [201~`.
  nonisolated static let bracketedPasteOn = "\u{1B}[?2004h"
  /// Turns bracketed paste off again.
  nonisolated static let bracketedPasteOff = "\u{1B}[?2004l"
  /// Turns off the click reports curses may have asked for, SGR (1006) and X10 (1000) alike;
  /// `endwin` does it on the way out, the crash guard when the app dies without it.
  nonisolated static let mouseReportsOff = "\u{1B}[?1006;1000l"
  /// The key codes curses reports for the start and end markers of a paste.
  private static let pasteStartCode = KEY_MAX + 1
  private static let pasteEndCode = KEY_MAX + 2

  /// The stream frames and terminal modes are written to, while curses runs.
  private var outputStream: UnsafeMutablePointer<FILE>?

  /// A backend for the terminal on `input` and `output`, the process's own by default.
  ///
  /// - Parameters:
  ///   - environment: Supplies `TERM`, the terminal type (the process's when missing), and
  ///     `NO_COLOR`.
  ///   - input: The descriptor keys are read from.
  ///   - output: The descriptor frames are written to.
  ///   - fixedSize: A screen size to keep instead of asking the terminal, for an output that is
  ///     not one (a pipe in tests); `nil` asks the terminal, and follows it when it is resized.
  ///   - emojiSequences: The kinds of emoji sequence the terminal draws two columns wide;
  ///     `nil` asks a terminal when the backend starts (and takes none for a pipe).
  ///   - mouse: Whether to ask the terminal for clicks and wheel turns; without it the terminal
  ///     keeps the mouse for its own text selection.
  ///   - colors: The colors of the semantic roles, shown as ``NcursesPalette`` says.
  package init(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    input: Int32 = STDIN_FILENO,
    output: Int32 = STDOUT_FILENO,
    fixedSize: Size? = nil,
    emojiSequences: Set<EmojiSequence>? = nil,
    mouse: Bool = false,
    colors: ColorScheme = .standard
  ) {
    self.colors = colors
    self.environment = environment
    self.input = input
    self.output = output
    self.fixedSize = fixedSize
    self.askedEmojiSequences = emojiSequences
    wholeEmojiSequences = emojiSequences ?? []
    self.mouse = mouse
  }

  package func start() throws {
    guard screen == nil else { return }
    var shellModes = termios()
    // NB: fails when the input is not a terminal; the crash guard then has nothing to restore.
    let hasShellModes = tcgetattr(input, &shellModes) == 0
    guard let inputStream = stream(on: input, writing: false),
      let outputStream = stream(on: output, writing: true)
    else {
      let code = errno
      closeOpenedStreams()
      throw NcursesError.unusableDescriptor(code)
    }
    let terminalType = environment["TERM"].flatMap { $0.isEmpty ? nil : $0 }
    // NB: newterm, unlike initscr, returns nil for an unknown TERM instead of exiting.
    guard let screen = newterm(terminalType, outputStream, inputStream) else {
      closeOpenedStreams()
      throw NcursesError.unknownTerminal(terminalType)
    }
    set_term(screen)
    // NB: without cursor addressing (TERM=dumb) curses can only show a blank, unusable screen.
    guard Self.hasStringCapability("cup") else {
      endwin()
      delscreen(screen)
      closeOpenedStreams()
      throw NcursesError.cannotMoveCursor(terminalType ?? "unknown")
    }
    self.screen = screen
    self.outputStream = outputStream
    leaveCursesFirstRunState()
    if let fixedSize {
      resize_term(Int32(fixedSize.height), Int32(fixedSize.width))
    }
    if hasShellModes {
      TerminalCrashGuard.arm(shellModes: shellModes, input: input, output: output, mouse: mouse)
    }
    raw()
    noecho()
    nonl()
    keypad(cn_stdscr(), true)
    nodelay(cn_stdscr(), true)
    // The runtime reads every pending key before it draws, so curses need not look for
    // typeahead in the middle of an update: without this it polls standard input and flushes
    // its output several times a frame.
    typeahead(-1)
    set_escdelay(50)
    define_key("\u{1B}[200~", Self.pasteStartCode)
    define_key("\u{1B}[201~", Self.pasteEndCode)
    setBracketedPaste(on: true)
    if mouse {
      // NB: no click resolution, so a press is reported at once rather than after a delay.
      mouseinterval(0)
      mousemask(NcursesMouseDecoder.reportedEvents, nil)
    }
    palette = NcursesPalette.start(environment: environment, colors: colors)
    if !palette.redefinitions.isEmpty { TerminalCrashGuard.restoresPalette() }
    isUTF8 = String(cString: nl_langinfo(nl_item(CODESET))) == "UTF-8"
    setCursorVisible(false)
    size = screenSize()
    if askedEmojiSequences == nil { askTerminalAboutEmojiSequences() }
  }

  package func stop() {
    guard let screen else { return }
    setBracketedPaste(on: false)
    curs_set(1)
    endwin()
    delscreen(screen)
    self.screen = nil
    outputStream = nil
    isCursorVisible = nil
    closeOpenedStreams()
    TerminalCrashGuard.disarm()
  }

  package func draw(_ update: FrameUpdate) {
    guard screen != nil, let window = cn_stdscr() else { return }
    let (width, height) = (size.width, size.height)
    // NB: a row's cells mostly share a style, looked up once for the run.
    var lastStyle = Style.plain
    var runCell = cursesBlank(for: lastStyle)
    let checksEmojiSequences = !emojiSequencePositions.isEmpty
    // NB: runs of narrow-text cells go to curses a run at a time, the other cells one by
    // one after every run: a run blanks what is left of a wide character it cuts, which a cell
    // just before it replaces, so that cell must come after it.
    var others: [(change: FrameUpdate.Change, showedEmojiSequence: Bool)] = []
    // Where curses' cursor is left once the last change is written, should that change be in a
    // run: a run leaves the cursor where the run starts, a cell leaves it after itself.
    var cursorAfterLastChange: (x: Int, y: Int)?
    withUnsafeTemporaryAllocation(of: cchar_t.self, capacity: max(1, width)) { run in
      var runStart = (x: 0, y: 0)
      var runLength = 0
      func writeRun() {
        mvwadd_wchnstr(
          window, Int32(runStart.y), Int32(runStart.x), run.baseAddress, Int32(runLength))
        runLength = 0
      }
      // NB: the cells are read in place.
      update.cells.withUnsafeBufferPointer { cells in
        for changed in update.runs {
          let y = changed.position.y
          guard y >= 0, y < height else { continue }
          for offset in 0..<changed.count {
            let x = changed.position.x + offset
            let index = changed.start + offset
            guard x >= 0, x < width, !cells[index].isContinuation else { continue }
            let showedEmojiSequence =
              checksEmojiSequences && emojiSequencePositions.remove(Point(x: x, y: y)) != nil
            // NB: nearly every cell is one narrow-text code point, which is only the style's
            // cell with another character in it: no conversion to wide characters, no emoji
            // sequence, no fallback (a terminal that is not UTF-8 gets those past ASCII).
            let scalar = cells[index].narrowScalar
            guard scalar != 0, scalar < 0x80 || isUTF8 else {
              let change = FrameUpdate.Change(cells[index], at: Point(x: x, y: y))
              others.append((change, showedEmojiSequence))
              cursorAfterLastChange = nil
              continue
            }
            if runLength > 0, y != runStart.y || x != runStart.x + runLength {
              writeRun()
            }
            if runLength == 0 { runStart = (x, y) }
            // NB: `==` itself: `!=` compares through Equatable's witness table.
            if !(cells[index].style == lastStyle) {
              lastStyle = cells[index].style
              runCell = cursesBlank(for: lastStyle)
            }
            runCell.chars.0 = wchar_t(bitPattern: scalar)
            run[runLength] = runCell
            runLength += 1
            cursorAfterLastChange = (x, y)
          }
        }
      }
      if runLength > 0 { writeRun() }
    }
    let pastCurses = drawOneByOne(others, of: update, in: window)
    if let (x, y) = cursorAfterLastChange {
      moveCursorPastCell(x: x, y: y, in: window)
    }
    // NB: curses sends a change of the cursor's visibility at once; hidden before the frame
    // and shown after it, the cursor never shows on its way across the frame.
    switch update.cursor {
    case .hidden:
      setCursorVisible(false)
    case .visible(let point):
      wmove(window, Int32(point.y), Int32(point.x))
    }
    wnoutrefresh(window)
    doupdate()
    if !pastCurses.isEmpty { writePastCurses(pastCurses) }
    if case .visible = update.cursor { setCursorVisible(true) }
  }

  /// Writes the changed cells that are not printable ASCII, one at a time, and returns the
  /// emoji sequences to write past curses.
  private func drawOneByOne(
    _ changes: [(change: FrameUpdate.Change, showedEmojiSequence: Bool)], of update: FrameUpdate,
    in window: UnsafeMutablePointer<WINDOW>
  ) -> [(position: Point, symbol: Character, style: Style)] {
    // NB: an update wider than the screen may have a wide character in the screen's last
    // column; curses would wrap it onto the next row, so it becomes a space.
    let cutsWideCharacters = update.size.width > size.width
    var pastCurses: [(position: Point, symbol: Character, style: Style)] = []
    for (change, showedEmojiSequence) in changes {
      let (x, y) = (change.position.x, change.position.y)
      let style = change.cell.style
      let cursesStyle = palette.attributes(for: style)
      var symbol = displayedSymbol(change.cell.symbol)
      if cutsWideCharacters, x == size.width - 1, symbol.displayWidth > 1 { symbol = " " }
      if let sequence = EmojiSequence(symbol) {
        if wholeEmojiSequences.contains(sequence), symbol.displayWidth == 2, x + 1 < size.width {
          pastCurses.append((change.position, symbol, style))
          emojiSequencePositions.insert(change.position)
          put(Self.emojiPlaceholder, x: x, y: y, style: cursesStyle, in: window)
        } else {
          var column = x
          for part in sequence.fallback(for: symbol) where column < size.width {
            put(part, x: column, y: y, style: cursesStyle, in: window)
            column += part.displayWidth
          }
        }
        continue
      }
      // NB: curses sees no change where its placeholder stays, so it would leave the sequence.
      if showedEmojiSequence, symbol == Self.emojiPlaceholder {
        pastCurses.append((change.position, symbol, style))
      }
      put(symbol, x: x, y: y, style: cursesStyle, in: window)
    }
    return pastCurses
  }

  /// Leaves curses' cursor where writing one narrow character at column `x` of row `y` leaves
  /// it: in the next column, at the start of the next row after the last column, and in the
  /// last column of the last row.
  private func moveCursorPastCell(x: Int, y: Int, in window: UnsafeMutablePointer<WINDOW>) {
    if x + 1 < size.width {
      wmove(window, Int32(y), Int32(x + 1))
    } else if y + 1 < size.height {
      wmove(window, Int32(y + 1), 0)
    } else {
      wmove(window, Int32(y), Int32(x))
    }
  }

  package func readPendingKeys() -> [KeyEvent] {
    guard screen != nil, let window = cn_stdscr() else { return [] }
    var keys: [KeyEvent] = []
    var value: wint_t = 0
    while true {
      let status = wget_wch(window, &value)
      if status == ERR { break }
      // NB: a paste is collected whole, across reads if it arrives in pieces, into one key.
      if status == KEY_CODE_YES, Int32(truncatingIfNeeded: value) == Self.pasteStartCode {
        pendingPaste = pendingPaste ?? ""
        continue
      }
      if pendingPaste != nil {
        if status == KEY_CODE_YES, Int32(truncatingIfNeeded: value) == Self.pasteEndCode {
          keys.append(.paste(pendingPaste ?? ""))
          pendingPaste = nil
        } else if status == OK, let scalar = Unicode.Scalar(value) {
          pendingPaste?.unicodeScalars.append(scalar)
        }
        continue
      }
      if status == KEY_CODE_YES, Int32(truncatingIfNeeded: value) == KEY_MOUSE {
        keys += Self.queuedMouseEvents().map(KeyEvent.mouse)
        continue
      }
      if let key = NcursesKeyDecoder.decode(status: status, value: value) {
        keys.append(key)
      }
    }
    return NcursesKeyDecoder.combiningAltKeys(keys)
  }

  package func refreshSize() {
    guard screen != nil else { return }
    var windowSize = winsize()
    if fixedSize == nil, ioctl(output, UInt(TIOCGWINSZ), &windowSize) == 0,
      windowSize.ws_row > 0, windowSize.ws_col > 0,
      is_term_resized(Int32(windowSize.ws_row), Int32(windowSize.ws_col))
    {
      // Also queues KEY_RESIZE, which the next read drains.
      resizeterm(Int32(windowSize.ws_row), Int32(windowSize.ws_col))
    }
    size = screenSize()
  }

  package func invalidate() {
    guard screen != nil else { return }
    emojiSequencePositions.removeAll()
    reset_prog_mode()
    clearok(cn_curscr(), true)
    isCursorVisible = nil
  }

  package func suspend() {
    guard screen != nil else { return }
    setBracketedPaste(on: false)
    curs_set(1)
    endwin()
    // NB: SIGSTOP rather than SIGTSTP: SIGTSTP is routed to the runtime's signal source, and
    // SIGSTOP cannot be caught. `raise` rather than `kill(getpid(), …)`: a signal to the process
    // may stop this thread only after it has run on into the next frame (hiding the cursor
    // again); one to this thread stops it before the call returns, which is once the shell
    // continues the process.
    raise(SIGSTOP)
    setBracketedPaste(on: true)
    invalidate()
    refreshSize()
  }

  /// Every mouse event curses has queued, oldest first.
  ///
  /// NB: curses announces the reports that arrive together with a single `KEY_MOUSE`, and
  /// `getmouse` pops them newest first.
  private static func queuedMouseEvents() -> [MouseEvent] {
    var events: [MouseEvent] = []
    var event = MEVENT()
    while getmouse(&event) == OK {
      if let mouseEvent = NcursesMouseDecoder.decode(event) { events.append(mouseEvent) }
    }
    return events.reversed()
  }

  /// The C stream curses uses for `descriptor`: the process's own for standard input and
  /// output, otherwise one opened on a duplicate, so that closing it leaves the caller's
  /// descriptor open.
  private func stream(on descriptor: Int32, writing: Bool) -> UnsafeMutablePointer<FILE>? {
    if descriptor == (writing ? STDOUT_FILENO : STDIN_FILENO) {
      return writing ? cn_stdout() : cn_stdin()
    }
    let duplicate = dup(descriptor)
    guard duplicate >= 0 else { return nil }
    guard let stream = fdopen(duplicate, writing ? "w" : "r") else {
      close(duplicate)
      return nil
    }
    openedStreams.append(stream)
    return stream
  }

  /// Closes the streams ``stream(on:writing:)`` opened, and with them their duplicates.
  private func closeOpenedStreams() {
    for stream in openedStreams { fclose(stream) }
    openedStreams.removeAll()
  }

  /// Whether the current terminal's terminfo entry has the string capability `name`.
  private static func hasStringCapability(_ name: String) -> Bool {
    guard let value = tigetstr(name) else { return false }
    return Int(bitPattern: value) != -1
  }

  /// Hands the terminal back and takes it again at once, before anything is drawn.
  ///
  /// Until curses has once done so it sends what it holds at every cursor move (for programs
  /// that move the cursor through terminfo alone), so a frame would reach the terminal in a
  /// write for each row it changes, and a terminal shows what it has read so far: new rows
  /// over an old footer. Afterwards a frame is one write, up to curses' buffer of a screenful.
  private func leaveCursesFirstRunState() {
    endwin()
    doupdate()
  }

  /// Writes the sequence that turns bracketed paste on or off straight to the terminal.
  private func setBracketedPaste(on: Bool) {
    guard let outputStream else { return }
    let sequence = on ? Self.bracketedPasteOn : Self.bracketedPasteOff
    fputs(sequence, outputStream)
    fflush(outputStream)
  }

  private func screenSize() -> Size {
    var rows: Int32 = 0
    var columns: Int32 = 0
    cn_getmaxyx(cn_stdscr(), &rows, &columns)
    return Size(width: Int(max(0, columns)), height: Int(max(0, rows)))
  }

  private func setCursorVisible(_ visible: Bool) {
    guard isCursorVisible != visible else { return }
    isCursorVisible = visible
    curs_set(visible ? 1 : 0)
  }

  /// The symbol to send for a cell: the grapheme itself, or an ASCII stand-in when the locale
  /// cannot encode it, so borders stay borders and columns stay aligned.
  private func displayedSymbol(_ symbol: Character) -> Character {
    guard !isUTF8, !symbol.isASCII else { return symbol }
    switch symbol {
    case "─": return "-"
    case "│": return "|"
    case "┌", "┐", "└", "┘": return "+"
    case "…": return "~"
    default: return "?"
    }
  }

  /// Writes `symbol` into curses' screen at column `x` of row `y`.
  private func put(
    _ symbol: Character, x: Int, y: Int, style: (attributes: attr_t, pair: Int16),
    in window: UnsafeMutablePointer<WINDOW>
  ) {
    var character = Self.cursesCharacter(symbol, attributes: style.attributes, pair: style.pair)
    mvwadd_wch(window, Int32(y), Int32(x), &character)
  }

  /// A space in `style` as a curses cell, which a printable ASCII cell of that style is with
  /// its character put in.
  private func cursesBlank(for style: Style) -> cchar_t {
    let (attributes, pair) = palette.attributes(for: style)
    return Self.cursesCharacter(" ", attributes: attributes, pair: pair)
  }

  /// `symbol` in `attributes` and color `pair` as a curses cell.
  // NB: nonisolated, so the closures it passes on are too: a main-actor closure checks which
  // executor runs it each time it is called, here once for each cell drawn.
  nonisolated static func cursesCharacter(
    _ symbol: Character, attributes: attr_t, pair: Int16
  ) -> cchar_t {
    var character = cchar_t()
    withWideCharacters(of: symbol) { wide in
      _ = setcchar(&character, wide, attributes, pair, nil)
    }
    return character
  }

  /// Asks the terminal which emoji sequences it draws two columns wide, if it is a terminal;
  /// keys typed meanwhile go back to curses, and the first frame redraws what the questions
  /// left on the screen.
  private func askTerminalAboutEmojiSequences() {
    guard isatty(input) == 1, isatty(output) == 1 else { return }
    // NB: curses first sends what it holds back (the switch to the alternate screen), so the
    // questions are drawn there.
    doupdate()
    let answers = EmojiWidthProbe.run(input: input, output: output, timeout: Self.emojiProbeTimeout)
    wholeEmojiSequences = answers.twoColumnKinds
    // NB: curses reads pushed-back input last pushed first.
    for byte in answers.unrelated.reversed() { ungetch(Int32(byte)) }
    clearok(cn_curscr(), true)
  }

  /// Writes emoji sequences straight to the terminal, after curses has sent the frame with a
  /// placeholder in their cells, then puts the cursor and the attributes back where curses
  /// believes they are.
  private func writePastCurses(_ writes: [(position: Point, symbol: Character, style: Style)]) {
    var bytes: [UInt8] = []
    for write in writes {
      guard let move = cn_cursor_address(Int32(write.position.y), Int32(write.position.x)) else {
        return
      }
      bytes += Array(String(cString: move).utf8)
      let (attributes, pair) = palette.attributes(for: write.style)
      bytes += TerminalAttributeSequence.bytes(attributes: attributes, pair: pair)
      bytes += Array(String(write.symbol).utf8)
    }
    bytes += TerminalAttributeSequence.bytes(attributes: cn_a_normal(), pair: 0)
    var row: Int32 = 0
    var column: Int32 = 0
    cn_getyx(cn_curscr(), &row, &column)
    if let move = cn_cursor_address(row, column) { bytes += Array(String(cString: move).utf8) }
    _ = writeAll(bytes, to: output)
  }

  /// Calls `body` with the grapheme as a NUL-terminated wide string that `setcchar` accepts:
  /// one spacing character followed by at most `CCHARW_MAX - 1` combining ones.
  private nonisolated static func withWideCharacters(
    of symbol: Character, _ body: (UnsafePointer<wchar_t>) -> Void
  ) {
    let limit = Int(CCHARW_MAX)
    withUnsafeTemporaryAllocation(of: wchar_t.self, capacity: limit + 1) { buffer in
      var count = 0
      for scalar in symbol.unicodeScalars {
        guard count < limit else { break }
        // A further spacing character (an emoji sequence's next emoji) cannot share a cell.
        if count > 0, scalar.properties.generalCategory != .nonspacingMark,
          scalar.properties.generalCategory != .enclosingMark
        {
          break
        }
        buffer[count] = wchar_t(bitPattern: scalar.value)
        count += 1
      }
      buffer[count] = 0
      if let base = buffer.baseAddress { body(base) }
    }
  }
}
