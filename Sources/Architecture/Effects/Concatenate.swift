extension Effect {
  /// Runs several effects one after the other: each starts when the previous one finished.
  ///
  /// ```swift
  /// return .concatenate(.run { _ in await save() }, .send(.saved))
  /// ```
  ///
  /// - Parameter effects: The effects to run in order.
  /// - Returns: An effect.
  @inlinable
  public static func concatenate(_ effects: Self...) -> Self {
    .concatenate(effects)
  }

  /// Runs a sequence of effects one after the other.
  ///
  /// ```swift
  /// return .concatenate(steps.map { step in .run { _ in await step() } })
  /// ```
  ///
  /// - Parameter effects: The effects to run in order.
  /// - Returns: An effect.
  @inlinable
  public static func concatenate(_ effects: some Sequence<Self>) -> Self {
    effects.reduce(.none) { $0.concatenate(with: $1) }
  }

  /// Runs another effect after this one finished.
  ///
  /// ```swift
  /// return save.concatenate(with: .send(.saved))
  /// ```
  ///
  /// - Parameter other: The effect to run next.
  /// - Returns: An effect.
  @inlinable
  public func concatenate(with other: Self) -> Self {
    switch (self.operation, other.operation) {
    case (.none, _):
      return other
    case (_, .none):
      return self
    case let (.concatenate(lhs), .concatenate(rhs)):
      return Self(operation: .concatenate(lhs + rhs))
    case let (.concatenate(lhs), _):
      return Self(operation: .concatenate(lhs + [other]))
    case let (_, .concatenate(rhs)):
      return Self(operation: .concatenate([self] + rhs))
    default:
      return Self(operation: .concatenate([self, other]))
    }
  }
}
