/// Where the counter gets its facts, chosen with `--facts` on the command line: trying the
/// network with an offline fallback, the network only, or never the network.
enum NumberFactSource: String, CaseIterable, Equatable, Sendable {
  /// Asks the fact server, and shows an offline fact marked "(offline)" when that fails.
  case auto
  /// Asks the fact server only, and says why when that fails.
  case live
  /// Works facts out from the number itself and never touches the network.
  case offline
}
