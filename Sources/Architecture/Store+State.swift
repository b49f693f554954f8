extension Store {
  /// Reads a property of the store's state directly, as `store.count`; tracked as reading
  /// `state` is.
  ///
  /// ```swift
  /// let store = Store(initialState: Counter.State()) { Counter() }
  /// print(store.count)  // 0
  /// ```
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    self.state[keyPath: keyPath]
  }

  /// Calls `body` with the current state and returns its result, without copying the state
  /// (reading `state` copies it, and so retains every reference it holds). Unlike `state`,
  /// it is not tracked by observation. Reading the store again in `body` is fine; sending to it
  /// stops the program, since the change would happen under the state `body` reads.
  ///
  /// ```swift
  /// let count = store.withState(\.count)
  /// ```
  ///
  /// - Parameter body: Reads from the state.
  /// - Returns: What `body` returned.
  public func withState<R>(_ body: (_ state: State) -> R) -> R {
    self.core.withState(body)
  }

  /// A store for a part of this store's domain, transformed by functions rather than paths.
  ///
  /// ```swift
  /// let child = store.scope(state: { $0.counter }, action: { .counter($0) })
  /// ```
  ///
  /// - Parameters:
  ///   - toChildState: Reads the child's state.
  ///   - fromChildAction: Embeds a child action in this store's actions.
  /// - Returns: A store of the child's domain.
  @available(
    *, deprecated,
    message: "Pass a key path and a case key path: 'scope(state: \\.child, action: \\.child)'"
  )
  public func scope<ChildState, ChildAction>(
    state toChildState: @escaping (State) -> ChildState,
    action fromChildAction: @escaping (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    Store<ChildState, ChildAction>(
      core: ClosureScopedCore(
        parent: self.core, toState: toChildState, fromAction: fromChildAction,
        canCacheChildren: false
      )
    )
  }
}
