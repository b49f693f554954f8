import Dispatch
import Foundation
import TerminalUI

/// Runs a ``TerminalApp`` full screen on the process's terminal through ncurses: the live
/// counterpart of driving a ``TerminalRuntime`` with an in-memory backend in tests.
package enum FullScreenTerminal {
  /// Runs the app built by `makeApp` full screen on the real terminal until it finishes, then
  /// exits the process with the app's exit status.
  ///
  /// In order: sets the locale from the environment; refuses to start (exit status 2, one line
  /// on stderr) unless standard input and output are terminals; takes over the exit and resize
  /// signals; starts curses and draws the first frame once every signal is observed; then
  /// sleeps in `dispatchMain()` until input, a signal, or a state change arrives. The terminal
  /// is restored on every way out: the app finishing, Ctrl-C, `SIGTERM`, `SIGHUP`, and crashes.
  ///
  /// - Parameters:
  ///   - minimumSize: The smallest screen the app can lay itself out on.
  ///   - exitGracePeriod: How long the app may take to save after Ctrl-C or a signal.
  ///   - mouse: Whether the terminal reports clicks and wheel turns to the app.
  ///   - colors: The colors of the semantic roles (`NO_COLOR` still turns every color off).
  ///   - notATerminalMessage: The line printed when standard input or output is not a terminal
  ///     (a pipe, a file, a CI job), e.g. pointing to a command-line alternative.
  ///   - errorPrefix: What starts the line printed when the terminal cannot be taken over.
  ///   - started: Runs once the first frame is drawn, for work that must not delay it.
  ///   - makeApp: Builds the app; runs on the main actor after the terminal checks pass.
  @MainActor
  package static func run<ViewState: Equatable>(
    minimumSize: Size = Size(width: 40, height: 12),
    exitGracePeriod: Duration = .seconds(2),
    mouse: Bool = false,
    colors: ColorScheme = .standard,
    notATerminalMessage: String,
    errorPrefix: String,
    started: @escaping @MainActor () -> Void = {},
    makeApp: @MainActor () -> TerminalApp<ViewState>
  ) -> Never {
    setlocale(LC_ALL, "")
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
      FileHandle.standardError.write(Data((notATerminalMessage + "\n").utf8))
      exit(2)
    }
    TerminalEventSources.ignoreSignalsUntilObserved()
    // NB: a write to a pipe whose reader left (a debug log piped into a pager that quit) fails
    // with EPIPE instead of ending the app with its changes unsaved.
    signal(SIGPIPE, SIG_IGN)
    let runtime = TerminalRuntime(
      app: makeApp(),
      backend: NcursesBackend(mouse: mouse, colors: colors),
      minimumSize: minimumSize,
      exitGracePeriod: exitGracePeriod
    )
    runtime.onFinish = { status in exit(status) }
    let events = TerminalEventSources()
    events.observeSignals(runtime.handle) {
      do {
        try runtime.start()
      } catch {
        FileHandle.standardError.write(Data("\(errorPrefix)\(error)\n".utf8))
        exit(1)
      }
      started()
      events.observeInput(runtime.inputAvailable) {
        runtime.requestExit(.hangup)
      }
    }
    dispatchMain()
  }
}
