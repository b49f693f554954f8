/// Runs a feature: holds its state, reduces the actions sent to it, runs the effects the reducer
/// returns, and tells observers when state was processed.
///
/// ```swift
/// let store = Store(initialState: Counter.State()) {
///   Counter()
/// } withDependencies: {
///   $0.numberFact = .live
/// }
/// store.send(.incrementKeyPressed)
/// print(store.state.count)  // 1
/// ```
///
/// > Important: Actions sent while another action is being processed (by a `.send` effect, or
/// > from an observer) are queued and processed in order after it, never recursively. Effects
/// > start once the whole batch has been reduced.
@MainActor
@dynamicMemberLookup
public final class Store<State, Action> {
  let core: any Core<State, Action>
  /// The stores made by ``scope(_:action:)`` and its optional and collection forms, by the paths
  /// they were made with.
  var children: [ScopeKey: AnyObject] = [:]
  /// How observers of ``ObservableState`` hear of changes; `nil` for any other state.
  private(set) var observation: StoreObservation?

  init(core: any Core<State, Action>) {
    self.core = core
    self.observation = StoreObservation.make(for: self)
  }

  /// Creates a store running `reducer` from `initialState`.
  ///
  /// The dependencies current when the store is created, updated by `prepareDependencies`, are
  /// used by every reduction and every effect of the store.
  ///
  /// ```swift
  /// let store = Store(initialState: App.State()) {
  ///   App()
  /// } withDependencies: {
  ///   $0.continuousClock = ContinuousClock()
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - initialState: The state to start from.
  ///   - reducer: The feature's reducer.
  ///   - prepareDependencies: Overrides dependencies for this store.
  public convenience init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> R.State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
  ) {
    let (initialState, dependencies, reduce) = withDependencies(prepareDependencies ?? { _ in }) {
      @Dependency(\.self) var dependencies
      return (initialState(), dependencies, BuiltReducer.reduceFunction(of: reducer()))
    }
    self.init(
      core: RootCore(initialState: initialState) { state, action in
        withDependencies {
          $0 = dependencies
        } operation: {
          reduce(&state, action)
        }
      }
    )
  }

  /// The current state.
  ///
  /// Read inside `withObservationTracking` when it is ``ObservableState``, it is tracked:
  /// replacing it calls `onChange`, and so does changing a property read from it.
  ///
  /// ```swift
  /// store.send(.incrementKeyPressed)
  /// print(store.state.count)
  /// ```
  public var state: State {
    self.accessState()
    return self.core.state
  }

  /// Sends an action to the store; the state is updated when this returns.
  ///
  /// ```swift
  /// store.send(.incrementKeyPressed)
  /// await store.send(.numberFactKeyPressed).finish()
  /// ```
  ///
  /// - Parameter action: The action to process.
  /// - Returns: A task for the effects started by the action.
  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    StoreTask(rawValue: self.core.send(action))
  }

  /// A store for a child feature, viewing the child's state inside this store's state and sending
  /// the child's actions wrapped in this store's.
  ///
  /// The child store reads and sends through the root store directly, so scoping deeply costs
  /// nothing per action. Scoping again with the same paths gives the same store, as in TCA.
  ///
  /// ```swift
  /// let counterStore = store.scope(\.counter, action: \.counter)
  /// counterStore.send(.incrementKeyPressed)  // the root receives .counter(.incrementKeyPressed)
  /// ```
  ///
  /// - Parameters:
  ///   - state: A key path from this store's state to the child's.
  ///   - action: A case key path from this store's actions to the child's.
  /// - Returns: A store for the child feature.
  public func scope<ChildState, ChildAction>(
    _ state: KeyPath<State, ChildState>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    let key = ScopeKey(state: state, action: action)
    if let child = self.children[key] as? Store<ChildState, ChildAction> {
      return child
    }
    let child = Store<ChildState, ChildAction>(core: self.core.scope(state: state, action: action))
    if self.core.canCacheChildren { self.children[key] = child }
    return child
  }

  /// The older spelling of ``scope(_:action:)-(KeyPath<State,ChildState>,_)``, which TCA still
  /// accepts.
  ///
  /// ```swift
  /// let counterStore = store.scope(state: \.counter, action: \.counter)
  /// ```
  ///
  /// - Parameters:
  ///   - state: A key path from this store's state to the child's.
  ///   - action: A case key path from this store's actions to the child's.
  /// - Returns: A store for the child feature.
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    self.scope(state, action: action)
  }

  /// Calls `onChange` with the state once after each processed ``send(_:)``: an action and every
  /// action it queued count as one.
  ///
  /// It is not called on subscription; read `state` for the initial value.
  ///
  /// ```swift
  /// let subscription = store.subscribe { state in
  ///   print(state.count)
  /// }
  /// ```
  ///
  /// - Parameter onChange: Receives the state after each processed send.
  /// - Returns: A subscription; the observation ends when it is cancelled or released.
  public func subscribe(
    _ onChange: @escaping @MainActor (_ state: State) -> Void
  ) -> StoreSubscription {
    let core = self.core
    return core.observe { onChange(core.state) }
  }

  /// Calls `onChange` once after each processed ``send(_:)``, without the state: for an observer
  /// that reads only what it needs, later or not at all (a runtime that derives its view state
  /// when it draws), so no copy of the whole state is made for it on every action.
  ///
  /// ```swift
  /// let subscription = store.subscribe { needsRender = true }
  /// ```
  ///
  /// - Parameter onChange: Called after each processed send.
  /// - Returns: A subscription; the observation ends when it is cancelled or released.
  public func subscribe(_ onChange: @escaping @MainActor () -> Void) -> StoreSubscription {
    self.core.observe(onChange)
  }

  /// Calls `onChange` with a projection of the state after a processed ``send(_:)``, only when
  /// the projection differs from the last one seen; a view repaints only when its view state
  /// changed.
  ///
  /// It is not called on subscription; the projection of the current state is the baseline.
  ///
  /// ```swift
  /// let subscription = store.subscribe(removeDuplicates: { ViewState($0) }) { viewState in
  ///   render(viewState)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - toValue: Projects the state to the value to observe.
  ///   - onChange: Receives the projection whenever it changed.
  /// - Returns: A subscription; the observation ends when it is cancelled or released.
  public func subscribe<Value: Equatable>(
    removeDuplicates toValue: @escaping @MainActor (_ state: State) -> Value,
    _ onChange: @escaping @MainActor (_ value: Value) -> Void
  ) -> StoreSubscription {
    let core = self.core
    var last = toValue(core.state)
    return core.observe {
      let value = toValue(core.state)
      guard value != last else { return }
      last = value
      onChange(value)
    }
  }
}

/// A store of a feature's domain, named by the feature.
///
/// ```swift
/// let store: StoreOf<Counter> = Store(initialState: Counter.State()) { Counter() }
/// ```
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>
