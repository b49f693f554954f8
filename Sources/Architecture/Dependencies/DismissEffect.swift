/// Dismisses the feature that reads it, from one of its effects: the presenting `ifLet` (or
/// stack `forEach`) receives `.dismiss` (or `.popFrom`) and cancels the feature's effects.
///
/// ```swift
/// @Dependency(\.dismiss) var dismiss
///
/// case .closeKeyPressed:
///   return .run { _ in await dismiss() }
/// ```
public struct DismissEffect: Sendable {
  @TaskLocal static var handler: (@MainActor @Sendable () -> Void)?

  /// Asks the presenter to dismiss this feature. Called from a feature that is not presented,
  /// it reports an issue.
  ///
  /// ```swift
  /// return .run { _ in await dismiss() }
  /// ```
  public func callAsFunction(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    guard let handler = Self.handler else {
      reportIssue(
        """
        A feature called "dismiss()" at "\(fileID):\(line)" but it is not presented.

        "dismiss()" only works in an effect of a feature presented with \
        ".ifLet(\\.$destination, action: \\.destination)" or pushed on a stack with \
        ".forEach(\\.path, action: \\.path)", run by a store.
        """,
        fileID: fileID,
        filePath: filePath,
        line: line,
        column: column
      )
      return
    }
    await handler()
  }
}

extension Effect {
  /// Lets `DismissEffect` called from this effect's operations send `dismissAction`.
  @usableFromInline
  func dismissing(_ dismissAction: @escaping @Sendable () -> Action) -> Self {
    self.onDismiss { send in send(dismissAction()) }
  }

  /// Runs `handler` when `DismissEffect` is called from this effect's operations.
  func onDismiss(_ handler: @escaping @MainActor @Sendable (Send<Action>) -> Void) -> Self {
    switch self.operation {
    case .none, .send, .cancel, .cancelNamespace:
      return self
    case let .run(priority, operation):
      return Effect(
        operation: .run(priority: priority) { send in
          await DismissEffect.$handler.withValue({ handler(send) }) {
            await operation(send)
          }
        }
      )
    case let .merge(effects):
      return Effect(operation: .merge(effects.map { $0.onDismiss(handler) }))
    case let .concatenate(effects):
      return Effect(operation: .concatenate(effects.map { $0.onDismiss(handler) }))
    case let .cancellable(id, cancelInFlight, effect):
      return Effect(
        operation: .cancellable(
          id: id, cancelInFlight: cancelInFlight, effect: effect.onDismiss(handler)
        )
      )
    case let .namespace(namespace, effect):
      return Effect(operation: .namespace(namespace, effect: effect.onDismiss(handler)))
    }
  }
}

private enum DismissEffectKey: DependencyKey {
  static let liveValue = DismissEffect()
  static let testValue = DismissEffect()
}

extension DependencyValues {
  /// Dismisses the current feature from one of its effects; see ``DismissEffect``.
  ///
  /// ```swift
  /// @Dependency(\.dismiss) var dismiss
  /// ```
  public var dismiss: DismissEffect {
    get { self[DismissEffectKey.self] }
    set { self[DismissEffectKey.self] = newValue }
  }

  /// Whether the current feature is presented by an `ifLet` on ``PresentationState`` (or pushed
  /// on a stack), as seen from its reducer and effects.
  ///
  /// ```swift
  /// @Dependency(\.isPresented) var isPresented
  /// ```
  public var isPresented: Bool {
    get { self[IsPresentedKey.self] }
    set { self[IsPresentedKey.self] = newValue }
  }
}

private enum IsPresentedKey: DependencyKey {
  static let liveValue = false
  static let testValue = false
}
