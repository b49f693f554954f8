extension Effect {
  /// Delays the effect by `duration`, restarting the delay whenever another effect with the same
  /// identifier arrives before it elapsed, so only the last one runs.
  ///
  /// This is `clock.sleep` followed by the effect, made cancellable with `cancelInFlight: true`.
  ///
  /// ```swift
  /// case let .queryChanged(query):
  ///   state.query = query
  ///   return .run { send in await send(.searchResponse(try await search(query))) }
  ///     .debounce(id: CancelID.search, for: .milliseconds(300), clock: clock)
  /// ```
  ///
  /// - Parameters:
  ///   - id: The identifier shared by the effects to debounce.
  ///   - duration: How long to wait before running the effect.
  ///   - clock: The clock that measures the delay; use a `TestClock` in tests.
  /// - Returns: A debounced effect.
  public func debounce<C: Clock>(
    id: some Hashable & Sendable,
    for duration: C.Duration,
    clock: C
  ) -> Self {
    guard !self.isNone else { return self }
    return Effect<Action>
      .run { _ in try await clock.sleep(for: duration) }
      .concatenate(with: self)
      .cancellable(id: id, cancelInFlight: true)
  }
}
