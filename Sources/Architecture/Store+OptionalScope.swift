extension Store {
  /// A store for a child feature held in optional state, or `nil` while the state is `nil`.
  ///
  /// Scoping again while the child is present gives the same store. A store kept after its
  /// child's state became `nil` keeps giving the last state the child had, as TCA's does (a
  /// view being dismissed shows what it showed), and its actions still reach this store, where
  /// the reducer that runs the child (`ifLet`) reports them as sent to a missing child. Once a
  /// scope finds the state `nil`, the next one gives a new store.
  ///
  /// ```swift
  /// if let detailStore = store.scope(state: \.detail, action: \.detail.presented) {
  ///   detailStore.send(.saveKeyPressed)
  /// }
  /// // through a `@Reducer` enum destination:
  /// let alertStore = store.scope(state: \.destination?.alert, action: \.destination.alert)
  /// ```
  ///
  /// Scoping so from a store made by the deprecated closure form of `scope`, or from one scoped
  /// from it, reports an issue, as TCA does: such a store cannot keep its child stores.
  ///
  /// - Parameters:
  ///   - state: A key path from this store's state to the optional child state.
  ///   - action: A case key path from this store's actions to the child's.
  /// - Returns: A store of the unwrapped child state, or `nil` when there is none.
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    self.scope(state, action: action)
  }

  /// ``scope(state:action:)-(KeyPath<State,ChildState?>,_)`` in this library's shorter spelling.
  ///
  /// ```swift
  /// let detailStore = store.scope(\.detail, action: \.detail.presented)
  /// ```
  ///
  /// - Parameters:
  ///   - state: A key path from this store's state to the optional child state.
  ///   - action: A case key path from this store's actions to the child's.
  /// - Returns: A store of the unwrapped child state, or `nil` when there is none.
  public func scope<ChildState, ChildAction>(
    _ state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    // NB: TCA takes the caller's file and line for this issue; here the optional and the plain
    // `scope` would then differ in defaulted arguments, and Swift would pick the plain one for
    // optional state.
    self.reportIfUncached(at: .here())
    let key = ScopeKey(state: state, action: action, kind: .optionalChild)
    guard let childState = self.state[keyPath: state] else {
      self.children[key] = nil
      return nil
    }
    return self.optionalChild(key: key, state: childState, toState: state, action: action)
  }

  /// The store kept under `key` for optional child state, made from `state` if there is none.
  ///
  /// It reads the child through this store and, once the child is gone, gives the last state the
  /// child had, as a child view still on screen while it is dismissed shows what it showed.
  /// Its actions go to this store whether the child is there or not, so the reducer that runs
  /// the child (`ifLet`, `forEach`) reports one sent to a missing child.
  func optionalChild<ChildState, ChildAction>(
    key: ScopeKey,
    state: ChildState,
    toState: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    if let child = self.children[key] as? Store<ChildState, ChildAction> {
      return child
    }
    var lastState = state
    let core = ClosureScopedCore(
      parent: self.core,
      toState: { state in
        if let childState = state[keyPath: toState] { lastState = childState }
        return lastState
      },
      fromAction: AnyCasePath(action).embed,
      isPresent: { $0[keyPath: toState] != nil },
      canCacheChildren: self.core.canCacheChildren
    )
    // NB: reading the child after every processed send keeps the last state it had, not only
    // the last one read through its store; TCA's stores read theirs as they observe it.
    core.observation = core.observe { [weak core] in _ = core?.state }
    let child = Store<ChildState, ChildAction>(core: core)
    if self.core.canCacheChildren { self.children[key] = child }
    return child
  }
}
