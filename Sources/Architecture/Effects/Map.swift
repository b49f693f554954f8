extension Effect {
  /// Transforms the actions the effect sends, typically to embed a child's actions in its
  /// parent's.
  ///
  /// ```swift
  /// return Counter().reduce(into: &state.counter, action: action).map(Action.counter)
  /// ```
  ///
  /// - Parameter transform: A function from this effect's actions to another type of action.
  /// - Returns: An effect sending the transformed actions.
  @inlinable
  public func map<T>(_ transform: @escaping @Sendable (Action) -> T) -> Effect<T> {
    Effect<T>(operation: self.operation.map(transform))
  }
}

extension Effect.Operation {
  @usableFromInline
  func map<T>(_ transform: @escaping @Sendable (Action) -> T) -> Effect<T>.Operation {
    switch self {
    case .none:
      return .none
    case let .send(action):
      return .send(transform(action))
    case let .run(priority, operation):
      return .run(priority: priority) { send in
        await operation(Send { action in send.send(transform(action)) })
      }
    case let .merge(effects):
      return .merge(effects.map { $0.map(transform) })
    case let .concatenate(effects):
      return .concatenate(effects.map { $0.map(transform) })
    case let .cancellable(id, cancelInFlight, effect):
      return .cancellable(id: id, cancelInFlight: cancelInFlight, effect: effect.map(transform))
    case let .cancel(id):
      return .cancel(id: id)
    case let .namespace(namespace, effect):
      return .namespace(namespace, effect: effect.map(transform))
    case let .cancelNamespace(namespace):
      return .cancelNamespace(namespace)
    }
  }
}
