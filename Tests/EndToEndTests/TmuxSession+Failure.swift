import TestSupport

extension TmuxSession {
  /// Why a tmux interaction failed; the description includes the last screen seen.
  struct Failure: Error, CustomStringConvertible {
    /// What went wrong.
    var message: String
    /// The screen at the time, if one was captured.
    var screen: [String] = []

    var description: String {
      ([message, "screen:"] + screen.map { "  |\($0)" }).joined(separator: "\n")
    }
  }
}
