/// How far quitting has got, so keys stop reaching the panes once the person asked to quit and
/// the runtime knows when the process may end.
enum Quitting: Equatable, Sendable {
  /// The list's final save is running. If it fails, the app asks whether to quit anyway when
  /// `asksOnFailure` (the person pressed `q`), or quits (Ctrl-C or a signal: the runtime will not
  /// wait for an answer).
  case savingList(asksOnFailure: Bool)
  /// Everything is saved or given up; the process may end.
  case finished
}
