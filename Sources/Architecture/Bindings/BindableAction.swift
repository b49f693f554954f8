/// An action enum with a `binding` case, so that ``BindingReducer`` can find the binding actions
/// among a feature's actions.
///
/// ```swift
/// enum Action: BindableAction {
///   case binding(BindingAction<State>)
///   case searchKeyPressed
/// }
///
/// await store.send(.set(\.query, "milk")) { $0.query = "milk" }
/// ```
public protocol BindableAction<State> {
  /// The state the binding actions write into.
  ///
  /// ```swift
  /// case binding(BindingAction<State>)  // Action.State is the feature's State
  /// ```
  associatedtype State

  /// Embeds a binding action; the `binding` case satisfies it.
  ///
  /// ```swift
  /// let action = Action.binding(.set(\.query, "milk"))
  /// ```
  ///
  /// - Parameter action: The binding action.
  /// - Returns: The feature's action.
  static func binding(_ action: BindingAction<State>) -> Self

  /// The binding action held, or `nil` for any other action.
  ///
  /// ```swift
  /// Action.searchKeyPressed.binding  // nil
  /// ```
  var binding: BindingAction<State>? { get }
}

extension BindableAction {
  /// The binding action held by the `binding` case, or `nil` for any other action.
  ///
  /// ```swift
  /// Action.binding(.set(\.query, "milk")).binding  // .set(\State.query, "milk")
  /// ```
  // NB: read through a mirror, as case reflection is not in the `CasePaths` of the release
  // build; an enum case's mirror has one child, labelled with the case's name.
  public var binding: BindingAction<State>? {
    guard
      let child = Mirror(reflecting: self).children.first,
      child.label == "binding"
    else { return nil }
    return child.value as? BindingAction<State>
  }

  /// The binding action that writes `value` at `keyPath`, as this feature's action.
  ///
  /// ```swift
  /// await store.send(.set(\.query, "milk")) { $0.query = "milk" }
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: Where in the state to write.
  ///   - value: What to write.
  /// - Returns: The `binding` action.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: any WritableKeyPath<State, Value> & Sendable,
    _ value: Value
  ) -> Self {
    self.binding(.set(keyPath, value))
  }
}
