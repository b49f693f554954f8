extension Optional: Reducer where Wrapped: Reducer {
  /// Runs the wrapped reducer when there is one, and does nothing otherwise; produced by an `if`
  /// without `else` in a ``ReducerBuilder``.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   if isLoggingEnabled { Logging() }
  /// }
  /// ```
  @inlinable
  public func reduce(
    into state: inout Wrapped.State, action: Wrapped.Action
  ) -> Effect<Wrapped.Action> {
    switch self {
    case let .some(wrapped):
      return wrapped.reduce(into: &state, action: action)
    case .none:
      return .none
    }
  }
}
