import TerminalUI
import CNcurses
import Foundation

/// Puts the terminal back the way the shell had it when the process dies without going through
/// the backend's `stop()`: a crash (`fatalError`, a bad access, `SIGABRT`) or an `exit` call from
/// elsewhere.
///
/// The signal handler only does async-signal-safe work: `tcsetattr` with the shell's saved modes
/// and one `write` of precomputed terminfo strings (leave the alternate screen, show the cursor,
/// reset attributes). Then, for a crash of the process itself, it runs the previous handler
/// (such as the Swift runtime's crash reporter) with standard input on `/dev/null`, so the
/// report prints onto a usable terminal and never waits for a key; a crash signal sent by another
/// process (`kill -SEGV`) is not a crash of ours and gets no report. Last, it ends the process
/// as the signal's default action does (status 128 + the signal in a shell), even when the
/// previous handler returned: the Swift reporter returns from a signal sent with `kill`, which
/// would otherwise leave the app running on a half-restored terminal.
package enum TerminalCrashGuard {
  /// The signals that end a process abnormally.
  static let crashSignals: [Int32] = [
    SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT, SIGQUIT,
  ]

  /// Remembers `shellModes` and the terminal's reset strings, and installs the handlers that
  /// restore them on `input` and `output`, turning click reports off too when the app took the
  /// `mouse`. Call right after curses started.
  static func arm(shellModes: termios, input: Int32, output: Int32, mouse: Bool) {
    let sequence =
      ["rmcup", "cnorm", "sgr0", "rmkx"].compactMap(terminfoString).joined()
      + NcursesBackend.bracketedPasteOff + (mouse ? NcursesBackend.mouseReportsOff : "")
    let bytes = Array(sequence.utf8)
    let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: max(1, bytes.count))
    storage.initialize(from: bytes, count: bytes.count)
    if state.pointee.nullDescriptor < 0 {
      state.pointee.nullDescriptor = open("/dev/null", O_RDWR | O_CLOEXEC)
    }
    state.pointee.isArmed = 1
    state.pointee.shellModes = shellModes
    state.pointee.input = input
    state.pointee.output = output
    state.pointee.restore = storage
    state.pointee.restoreCount = bytes.count
    for signal in crashSignals {
      var action = sigaction()
      action.__sigaction_handler.sa_sigaction = crashHandler
      sigemptyset(&action.sa_mask)
      action.sa_flags = SA_ONSTACK | SA_SIGINFO
      sigaction(signal, &action, previousAction(for: signal))
    }
    if !isAtExitRegistered {
      isAtExitRegistered = true
      atexit { TerminalCrashGuard.restoreTerminal() }
    }
  }

  /// Adds putting the terminal's palette back (terminfo's `oc`) to what a crash restores, once
  /// the app redefined palette slots: curses does it on a regular way out, and a terminal keeps
  /// a redefined slot until told otherwise. Without redefinitions the guard leaves the palette
  /// alone, since `oc` would also undo colors the person set before starting the app.
  static func restoresPalette() {
    guard state.pointee.isArmed != 0, let original = terminfoString("oc") else { return }
    let bytes = restoreSequence + Array(original.utf8)
    let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count)
    storage.initialize(from: bytes, count: bytes.count)
    // NB: the longer sequence goes in before its length, so that a signal in between writes a
    // whole prefix of it; the shorter one is never freed (a few bytes), as a handler on another
    // thread may be writing it.
    state.pointee.restore = storage
    state.pointee.restoreCount = bytes.count
  }

  /// What the guard writes to the terminal when the process dies while it is armed.
  static var restoreSequence: [UInt8] {
    guard state.pointee.isArmed != 0, let restore = state.pointee.restore else { return [] }
    return Array(UnsafeBufferPointer(start: restore, count: state.pointee.restoreCount))
  }

  /// Removes the handlers after a regular `stop()`.
  static func disarm() {
    guard state.pointee.isArmed != 0 else { return }
    state.pointee.isArmed = 0
    for signal in crashSignals {
      sigaction(signal, previousAction(for: signal), nil)
    }
    state.pointee.restore?.deallocate()
    state.pointee.restore = nil
  }

  private struct State {
    var isArmed: sig_atomic_t = 0
    var shellModes = termios()
    var input = STDIN_FILENO
    var output = STDOUT_FILENO
    var restore: UnsafeMutablePointer<UInt8>?
    var restoreCount = 0
    var nullDescriptor: Int32 = -1
  }

  // NB: raw, never-freed storage, so the signal handler touches no reference counts or locks.
  nonisolated(unsafe) private static let state: UnsafeMutablePointer<State> = {
    let pointer = UnsafeMutablePointer<State>.allocate(capacity: 1)
    pointer.initialize(to: State())
    return pointer
  }()

  nonisolated(unsafe) private static let previousActions: UnsafeMutablePointer<sigaction> = {
    let pointer = UnsafeMutablePointer<sigaction>.allocate(capacity: crashSignals.count)
    pointer.initialize(repeating: sigaction(), count: crashSignals.count)
    return pointer
  }()

  nonisolated(unsafe) private static var isAtExitRegistered = false

  private static let crashHandler:
    @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = {
      signal, info, context in
      TerminalCrashGuard.restoreTerminal()
      if let info, !TerminalCrashGuard.isSentByAnotherProcess(info) {
        TerminalCrashGuard.report(signal, info, context)
      }
      TerminalCrashGuard.endProcess(signal)
    }

  /// Whether another process sent the signal (`kill`), rather than the kernel or this process
  /// raising it for a fault of its own.
  private static func isSentByAnotherProcess(_ info: UnsafeMutablePointer<siginfo_t>) -> Bool {
    info.pointee.si_code <= 0 && info.pointee._sifields._kill.si_pid != getpid()
  }

  /// Runs the handler that was installed before ours, the crash reporter, with standard input
  /// on `/dev/null` so that it cannot wait for a key.
  private static func report(
    _ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>, _ context: UnsafeMutableRawPointer?
  ) {
    let previous = previousAction(for: signal).pointee
    if state.pointee.nullDescriptor >= 0 { dup2(state.pointee.nullDescriptor, STDIN_FILENO) }
    if previous.sa_flags & SA_SIGINFO != 0 {
      previous.__sigaction_handler.sa_sigaction?(signal, info, context)
    } else if let handler = previous.__sigaction_handler.sa_handler,
      unsafeBitCast(handler, to: Int.self) != unsafeBitCast(SIG_IGN, to: Int.self)
    {
      handler(signal)
    }
  }

  /// Ends the process as `signal`'s default action does.
  private static func endProcess(_ signal: Int32) {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = SIG_DFL
    sigemptyset(&action.sa_mask)
    sigaction(signal, &action, nil)
    var blocked = sigset_t()
    sigemptyset(&blocked)
    sigaddset(&blocked, signal)
    pthread_sigmask(SIG_UNBLOCK, &blocked, nil)
    raise(signal)
    _exit(128 + signal)
  }

  /// Where the handler that was installed before ours is kept; a switch rather than an array
  /// lookup, so the signal handler stays free of reference counting.
  private static func previousAction(for signal: Int32) -> UnsafeMutablePointer<sigaction> {
    let slot =
      switch signal {
      case SIGSEGV: 0
      case SIGBUS: 1
      case SIGILL: 2
      case SIGFPE: 3
      case SIGTRAP: 4
      case SIGABRT: 5
      default: 6
      }
    return previousActions + slot
  }

  private static func restoreTerminal() {
    guard state.pointee.isArmed != 0 else { return }
    state.pointee.isArmed = 0
    tcsetattr(state.pointee.input, TCSANOW, &state.pointee.shellModes)
    if let restore = state.pointee.restore {
      _ = write(state.pointee.output, restore, state.pointee.restoreCount)
    }
  }

  private static func terminfoString(_ capability: String) -> String? {
    guard let value = tigetstr(capability), Int(bitPattern: value) != -1 else { return nil }
    return String(cString: value)
  }
}
