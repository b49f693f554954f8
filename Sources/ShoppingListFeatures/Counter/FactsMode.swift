/// Where the counter's number facts come from, chosen with `--facts`.
package enum FactsMode: String, CaseIterable, Equatable, Sendable {
  /// Ask the facts service and fall back to a computed fact marked "(offline)" when it fails.
  case auto
  /// Only ask the facts service; a failure is shown as such.
  case live
  /// Never touch the network; facts are computed from the number.
  case offline
}
