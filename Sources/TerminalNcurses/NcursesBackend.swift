import TerminalUI
import CNcurses
import Foundation

/// The real terminal, through ncursesw.
///
/// Each frame is compared with the one drawn before it, and only the cells that changed are
/// written into curses' virtual screen with the wide-character API, so a cursor move costs two
/// rows of work however large the screen; one `doupdate` then sends the terminal only the cells
/// that differ from what it shows: no erase-and-redraw, no flicker. Input is read without
/// blocking, keys decoded by ``NcursesKeyDecoder``; a lone Escape is reported after 50 ms.
@MainActor
package final class NcursesBackend: TerminalBackend {
  package private(set) var size = Size(width: 0, height: 0)
  private let environment: [String: String]
  private var screen: OpaquePointer?
  private var palette = NcursesPalette.monochrome
  private var isUTF8 = true
  private var isCursorVisible: Bool?
  /// The text of a bracketed paste whose end has not arrived yet.
  private var pendingPaste: String?

  /// Turns bracketed paste on: the terminal then wraps pasted text in `ESC [200~` … `ESC [201~`.
  nonisolated static let bracketedPasteOn = "\u{1B}[?2004h"
  /// Turns bracketed paste off again.
  nonisolated static let bracketedPasteOff = "\u{1B}[?2004l"
  /// The key codes curses reports for the start and end markers of a paste.
  private static let pasteStartCode = KEY_MAX + 1
  private static let pasteEndCode = KEY_MAX + 2

  /// The frame curses' virtual screen holds, if it still holds it: the cells to compare the next
  /// frame with. `nil` after a start, a resize or a repaint, when every cell is written again.
  private var drawn: Canvas?

  /// A backend for the process's terminal; `environment` supplies `TERM` and `NO_COLOR`.
  package init(environment: [String: String] = ProcessInfo.processInfo.environment) {
    self.environment = environment
  }

  package func start() throws {
    guard screen == nil else { return }
    var shellModes = termios()
    let hasShellModes = tcgetattr(STDIN_FILENO, &shellModes) == 0
    // NB: newterm, unlike initscr, returns nil for an unknown TERM instead of exiting.
    guard let screen = newterm(nil, cn_stdout(), cn_stdin()) else {
      throw NcursesError.unknownTerminal(environment["TERM"].flatMap { $0.isEmpty ? nil : $0 })
    }
    self.screen = screen
    set_term(screen)
    if hasShellModes { TerminalCrashGuard.arm(shellModes: shellModes) }
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
    palette = NcursesPalette.start(environment: environment)
    isUTF8 = String(cString: nl_langinfo(nl_item(CODESET))) == "UTF-8"
    setCursorVisible(false)
    size = screenSize()
  }

  package func stop() {
    guard let screen else { return }
    setBracketedPaste(on: false)
    curs_set(1)
    endwin()
    delscreen(screen)
    self.screen = nil
    isCursorVisible = nil
    drawn = nil
    TerminalCrashGuard.disarm()
  }

  package func draw(_ canvas: Canvas) {
    guard screen != nil, let window = cn_stdscr() else { return }
    let rows = min(canvas.size.height, size.height)
    let columns = min(canvas.size.width, size.width)
    // NB: an empty previous frame means every cell is written.
    let previous = drawn?.size == canvas.size ? drawn?.cells ?? [] : []
    let width = canvas.size.width
    var character = cchar_t()
    canvas.cells.withUnsafeBufferPointer { cells in
      previous.withUnsafeBufferPointer { previous in
        for y in 0..<rows {
          for x in 0..<columns {
            let index = y * width + x
            let cell = cells[index]
            if cell.isContinuation || (!previous.isEmpty && previous[index] == cell) { continue }
            let (attributes, pair) = palette.attributes(for: cell.style)
            withWideCharacters(of: displayedSymbol(cell.symbol)) { wide in
              _ = setcchar(&character, wide, attributes, pair, nil)
            }
            mvwadd_wch(window, Int32(y), Int32(x), &character)
          }
        }
      }
    }
    drawn = rows == canvas.size.height && columns == canvas.size.width ? canvas : nil
    switch canvas.cursor {
    case .hidden:
      setCursorVisible(false)
    case .visible(let point):
      wmove(window, Int32(point.y), Int32(point.x))
      setCursorVisible(true)
    }
    wnoutrefresh(window)
    doupdate()
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
      if let key = NcursesKeyDecoder.decode(status: status, value: value) {
        keys.append(key)
      }
    }
    return NcursesKeyDecoder.combiningAltKeys(keys)
  }

  package func refreshSize() {
    guard screen != nil else { return }
    var windowSize = winsize()
    if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &windowSize) == 0,
      windowSize.ws_row > 0, windowSize.ws_col > 0,
      is_term_resized(Int32(windowSize.ws_row), Int32(windowSize.ws_col))
    {
      // Also queues KEY_RESIZE, which the next read drains.
      resizeterm(Int32(windowSize.ws_row), Int32(windowSize.ws_col))
      drawn = nil
    }
    size = screenSize()
  }

  package func invalidate() {
    guard screen != nil else { return }
    reset_prog_mode()
    clearok(cn_curscr(), true)
    drawn = nil
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

  /// Writes the sequence that turns bracketed paste on or off straight to the terminal.
  private func setBracketedPaste(on: Bool) {
    let sequence = on ? Self.bracketedPasteOn : Self.bracketedPasteOff
    fputs(sequence, cn_stdout())
    fflush(cn_stdout())
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

  /// Calls `body` with the grapheme as a NUL-terminated wide string that `setcchar` accepts:
  /// one spacing character followed by at most `CCHARW_MAX - 1` combining ones.
  private func withWideCharacters(of symbol: Character, _ body: (UnsafePointer<wchar_t>) -> Void) {
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
