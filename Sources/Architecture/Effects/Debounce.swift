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
    Self.debounced(self, id: id, for: duration, clock: clock)
  }

  /// Delays the effect by `duration` on a clock held as `any Clock<Duration>` (as
  /// `@Dependency(\.continuousClock)` gives it), restarting the delay whenever another effect
  /// with the same identifier arrives before it elapsed.
  ///
  /// ```swift
  /// @Dependency(\.continuousClock) var clock
  /// return .send(.saveDelayElapsed)
  ///   .debounce(id: CancelID.save, for: .milliseconds(300), clock: clock)
  /// ```
  // NB: disfavored, so a call that the generic form takes (a concrete clock, or a duration
  // written as `.milliseconds(300)`) keeps taking it; a `Duration` value with an existential
  // clock cannot open the existential for the generic form.
  @_disfavoredOverload
  public func debounce(
    id: some Hashable & Sendable,
    for duration: Duration,
    clock: any Clock<Duration>
  ) -> Self {
    func debounced(on clock: some Clock<Duration>) -> Self {
      Self.debounced(self, id: id, for: duration, clock: clock)
    }
    return debounced(on: clock)
  }

  /// `effect` after `clock.sleep(for: duration)`, cancelling the one in flight with `id`.
  private static func debounced<C: Clock>(
    _ effect: Self, id: some Hashable & Sendable, for duration: C.Duration, clock: C
  ) -> Self {
    guard !effect.isNone else { return effect }
    return Effect<Action>
      .run { _ in try await clock.sleep(for: duration) }
      .concatenate(with: effect)
      .cancellable(id: id, cancelInFlight: true)
  }
}
