extension Store where State: CaseReducerState, State.StateReducer.Action == Action {
  /// The store of the case the state is in, to switch over: each case of a `@Reducer` enum
  /// holds a store of its feature, and a case without a feature holds its values.
  ///
  /// ```swift
  /// @Reducer
  /// enum Destination {
  ///   case detail(Detail)
  ///   case alert(AlertState<Alert>)
  /// }
  ///
  /// if let destinationStore = store.scope(state: \.destination, action: \.destination.presented) {
  ///   switch destinationStore.case {
  ///   case let .detail(detailStore):
  ///     detailStore.send(.saveKeyPressed)
  ///   case let .alert(alert):
  ///     print(alert.title)
  ///   }
  /// }
  /// ```
  public var `case`: State.StateReducer.CaseScope {
    State.StateReducer.scope(self)
  }
}

extension Store {
  /// The store of the case holding `state`, which `@Reducer` enums' `scope(_:)` calls once it
  /// matched the case; the same store while the state stays in that case.
  ///
  /// ```swift
  /// case let .detail(state):
  ///   return .detail(store._scopeCase(state, state: \.detail, action: \.detail))
  /// ```
  ///
  /// - Parameters:
  ///   - current: The case's state, as matched.
  ///   - state: A key path to the case's state, `nil` in any other case.
  ///   - action: A case key path to the case's actions.
  /// - Returns: A store of the case's feature.
  public func _scopeCase<CaseState, CaseAction>(
    _ current: CaseState,
    state: KeyPath<State, CaseState?>,
    action: CaseKeyPath<Action, CaseAction>
  ) -> Store<CaseState, CaseAction> {
    self.optionalChild(
      key: ScopeKey(state: state, action: action, kind: .optionalChild),
      state: current,
      toState: state,
      action: action
    )
  }
}
