extension Effect {
  /// Runs several effects at the same time.
  ///
  /// ```swift
  /// return .merge(.send(.started), .run { send in await send(.loaded) })
  /// ```
  ///
  /// - Parameter effects: The effects to run concurrently.
  /// - Returns: An effect.
  @inlinable
  public static func merge(_ effects: Self...) -> Self {
    .merge(effects)
  }

  /// Runs a sequence of effects at the same time.
  ///
  /// ```swift
  /// return .merge(ids.map { .cancel(id: $0) })
  /// ```
  ///
  /// - Parameter effects: The effects to run concurrently.
  /// - Returns: An effect.
  @inlinable
  public static func merge(_ effects: some Sequence<Self>) -> Self {
    effects.reduce(.none) { $0.merge(with: $1) }
  }

  /// Runs this effect and another one at the same time.
  ///
  /// ```swift
  /// return childEffect.merge(with: .send(.childChanged))
  /// ```
  ///
  /// - Parameter other: Another effect.
  /// - Returns: An effect.
  @inlinable
  public func merge(with other: Self) -> Self {
    switch (self.operation, other.operation) {
    case (.none, _):
      return other
    case (_, .none):
      return self
    case let (.merge(lhs), .merge(rhs)):
      return Self(operation: .merge(lhs + rhs))
    case let (.merge(lhs), _):
      return Self(operation: .merge(lhs + [other]))
    case let (_, .merge(rhs)):
      return Self(operation: .merge([self] + rhs))
    default:
      return Self(operation: .merge([self, other]))
    }
  }
}
