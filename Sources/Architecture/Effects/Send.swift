/// Sends actions from an effect back into the store, on the main actor.
///
/// Actions sent after the effect was cancelled are dropped, so a cancelled request cannot
/// deliver a stale response.
///
/// ```swift
/// return .run { send in
///   for await tick in clock.timer(interval: .seconds(1)) {
///     await send(.timerTicked)
///   }
/// }
/// ```
@MainActor
public struct Send<Action>: Sendable {
  let send: @MainActor @Sendable (Action) -> Void

  /// Creates a value that forwards actions to `send`; mostly useful to test effects directly.
  ///
  /// ```swift
  /// let send = Send<Int> { print($0) }
  /// ```
  ///
  /// - Parameter send: Receives each action sent while the current task is not cancelled.
  nonisolated public init(send: @escaping @MainActor @Sendable (Action) -> Void) {
    self.send = send
  }

  /// Sends an action back into the store, unless the effect has been cancelled.
  ///
  /// ```swift
  /// await send(.numberFactResponse(.success(fact)))
  /// ```
  ///
  /// - Parameter action: The action to send.
  public func callAsFunction(_ action: Action) {
    guard !Task.isCancelled else { return }
    self.send(action)
  }
}
