import Foundation

/// The signals a full-screen app reacts to, so the runtime can name them instead of passing raw
/// numbers around.
package enum TerminalSignal: CaseIterable, Hashable, Sendable {
  /// `SIGWINCH`: the terminal changed size.
  case windowChanged
  /// `SIGINT`.
  case interrupt
  /// `SIGTERM`.
  case terminate
  /// `SIGHUP`.
  case hangup
  /// `SIGTSTP`: a request to suspend.
  case suspend
  /// `SIGCONT`: the process was continued after being stopped.
  case continued

  /// The signal number.
  package var number: Int32 {
    switch self {
    case .windowChanged: SIGWINCH
    case .interrupt: SIGINT
    case .terminate: SIGTERM
    case .hangup: SIGHUP
    case .suspend: SIGTSTP
    case .continued: SIGCONT
    }
  }
}
