/// The terminal as the runtime sees it: a screen to draw frames on, a keyboard to read, and a
/// lifecycle. The ncurses backend is the real thing; the in-memory backend lets tests drive the
/// whole loop without a TTY.
///
/// All methods run on the main actor: curses is not thread-safe, so every call stays on the
/// thread that started it.
@MainActor
package protocol TerminalBackend: AnyObject {
  /// The size of the screen in cells, as of the last ``start()`` or ``refreshSize()``.
  var size: Size { get }

  /// Takes over the terminal (full screen, raw keys, hidden cursor).
  func start() throws

  /// Gives the terminal back exactly as it was found. Safe to call more than once.
  func stop()

  /// Writes `update`'s changes onto the screen, places the cursor, and shows the result.
  ///
  /// The backend writes exactly what it is given and keeps no frame of its own: the runtime
  /// sends every cell after ``start()``, a size change and ``invalidate()``. An update of
  /// another size than ``size`` is clipped to the screen.
  func draw(_ update: FrameUpdate)

  /// Every key typed so far, without waiting for more.
  func readPendingKeys() -> [KeyEvent]

  /// Re-reads the terminal's size after it changed (`SIGWINCH`).
  func refreshSize()

  /// Takes the terminal back after the process was stopped and continued, when the shell may
  /// have drawn over the screen; the next ``draw(_:)`` then repaints every cell.
  func invalidate()

  /// Hands the terminal back to the shell and stops the process (Ctrl-Z); returns once the
  /// shell continues it (`fg`), with the terminal taken back and the screen invalidated.
  func suspend()
}
