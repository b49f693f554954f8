import Foundation

/// Why the runtime was asked to end the app from outside the app's own key handling: the
/// person pressed Ctrl-C, or the process got a termination signal. The app gets the chance to
/// save before it finishes.
package enum ExitReason: Hashable, Sendable, CustomStringConvertible {
  /// Ctrl-C, or `SIGINT`.
  case interrupt
  /// `SIGTERM`, e.g. from `kill` or a service manager.
  case terminate
  /// `SIGHUP`: the terminal went away.
  case hangup

  /// The signal this reason stands for.
  package var signal: Int32 {
    switch self {
    case .interrupt: SIGINT
    case .terminate: SIGTERM
    case .hangup: SIGHUP
    }
  }

  /// The process exit status shells expect after this signal: 128 plus its number.
  package var exitStatus: Int32 { 128 + signal }

  package var description: String {
    switch self {
    case .interrupt: "interrupt"
    case .terminate: "terminate"
    case .hangup: "hangup"
    }
  }
}
