import Architecture

extension Counter {
  /// What the person did in the counter pane, and what came back from asking for a fact.
  @CasePathable
  enum Action: Equatable, Sendable {
    /// `+`, `=`, `k` or `↑`.
    case incrementKeyPressed
    /// `-`, `j` or `↓`.
    case decrementKeyPressed
    /// `0`.
    case resetKeyPressed
    /// `f` or Enter: a fact about the current number, replacing any request in flight.
    case numberFactKeyPressed
    /// The fact server answered, or could not.
    case numberFactResponse(Result<String, NumberFactFailure>)
    /// Something happened in the fact modal.
    case factModal(ModalAction<Never>)
    /// The terminal now has this size.
    case screenResized(Size)
  }
}
