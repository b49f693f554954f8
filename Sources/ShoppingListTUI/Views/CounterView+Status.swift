extension CounterView {
  /// The line under the count, and how loudly to show it.
  enum Status: Equatable, Sendable {
    /// Nothing is happening; a quiet note, possibly empty.
    case idle(String)
    /// A fact is on its way.
    case fetching(String)
  }
}
