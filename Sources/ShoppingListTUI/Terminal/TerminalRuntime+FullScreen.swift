import Dispatch
import Foundation

extension TerminalRuntime {
  /// The one line printed when the full-screen app cannot start because standard input or
  /// output is not a terminal (a pipe, a file, a CI job).
  nonisolated static var notATerminalMessage: String {
    "shopping-list: the full-screen app needs a terminal; "
      + "use `shopping-list add <item>` or `shopping-list list` instead"
  }

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
  ///   - notATerminalMessage: The line printed when there is no terminal to run on.
  ///   - makeApp: Builds the app; runs on the main actor after the terminal checks pass.
  static func runFullScreen(
    minimumSize: Size = Size(width: 40, height: 12),
    exitGracePeriod: Duration = .seconds(2),
    notATerminalMessage: String = notATerminalMessage,
    makeApp: @MainActor () -> TerminalApp<ViewState>
  ) -> Never {
    setlocale(LC_ALL, "")
    guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else {
      FileHandle.standardError.write(Data((notATerminalMessage + "\n").utf8))
      exit(2)
    }
    TerminalEventSources.ignoreSignalsUntilObserved()
    let runtime = TerminalRuntime(
      app: makeApp(),
      backend: NcursesBackend(),
      minimumSize: minimumSize,
      exitGracePeriod: exitGracePeriod
    )
    runtime.onFinish = { status in exit(status) }
    let events = TerminalEventSources()
    events.observeSignals(runtime.handle) {
      do {
        try runtime.start()
      } catch {
        FileHandle.standardError.write(Data("shopping-list: \(error)\n".utf8))
        exit(1)
      }
      events.observeInput(runtime.inputAvailable) {
        runtime.requestExit(.hangup)
      }
    }
    dispatchMain()
  }
}
