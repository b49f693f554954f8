/// Writes the values of binding actions into state; put it before the reducer that reacts to
/// them, so that reducer sees the new value.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   BindingReducer()
///   Reduce { state, action in
///     switch action {
///     case .binding(\.query):
///       state.results = state.items.filter { $0.name.contains(state.query) }
///       return .none
///     case .binding:
///       return .none
///     }
///   }
/// }
/// ```
public struct BindingReducer<State, Action, ViewAction: BindableAction>: Reducer
where State == ViewAction.State {
  let toBindableAction: (Action) -> ViewAction?

  /// A reducer for a feature whose own actions are bindable.
  ///
  /// ```swift
  /// BindingReducer()
  /// ```
  public init() where Action == ViewAction {
    self.toBindableAction = { $0 }
  }

  /// A reducer for binding actions nested in another case, such as the actions of a view.
  ///
  /// ```swift
  /// BindingReducer(action: \.view)
  /// ```
  ///
  /// - Parameter toViewAction: A case key path to the bindable actions.
  public init(action toViewAction: CaseKeyPath<Action, ViewAction>) where Action: CasePathable {
    self.toBindableAction = { $0[case: toViewAction] }
  }

  /// A reducer for binding actions that a function finds among the feature's actions.
  ///
  /// ```swift
  /// BindingReducer(action: { $0.view })
  /// ```
  ///
  /// - Parameter toViewAction: Extracts the bindable action, or `nil`.
  @available(*, deprecated, message: "Pass a case key path: 'BindingReducer(action: \\.view)'")
  public init(action toViewAction: @escaping (_ action: Action) -> ViewAction?) {
    self.toBindableAction = toViewAction
  }

  /// Writes the value of a binding action into `state`; any other action changes nothing.
  ///
  /// ```swift
  /// _ = BindingReducer<State, Action, Action>().reduce(into: &state, action: .set(\.query, "a"))
  /// ```
  ///
  /// - Parameters:
  ///   - state: The feature's state.
  ///   - action: The action sent.
  /// - Returns: No effect.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    self.toBindableAction(action)?.binding?.apply(to: &state)
    return .none
  }
}
