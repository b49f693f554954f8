/// A view onto another core through functions, for the deprecated closure-based `scope`.
@MainActor
final class ClosureScopedCore<ParentState, ParentAction, State, Action>: Core {
  let parent: any Core<ParentState, ParentAction>
  let toState: (ParentState) -> State
  let fromAction: (Action) -> ParentAction
  /// Whether the parent's state still holds this core's, for a view onto optional state.
  let isPresent: ((ParentState) -> Bool)?
  let canCacheChildren: Bool
  /// An observation that lives as long as this core.
  var observation: StoreSubscription?

  init(
    parent: any Core<ParentState, ParentAction>,
    toState: @escaping (ParentState) -> State,
    fromAction: @escaping (Action) -> ParentAction,
    isPresent: ((ParentState) -> Bool)? = nil,
    canCacheChildren: Bool
  ) {
    self.parent = parent
    self.toState = toState
    self.fromAction = fromAction
    self.isPresent = isPresent
    self.canCacheChildren = canCacheChildren
  }

  var state: State {
    self.toState(self.parent.state)
  }

  func withState<R>(_ body: (State) -> R) -> R {
    self.parent.withState { body(self.toState($0)) }
  }

  var isInvalid: Bool {
    self.parent.isInvalid || self.isPresent?(self.parent.state) == false
  }

  func send(_ action: Action) -> Task<Void, Never>? {
    self.parent.send(self.fromAction(action))
  }

  func observe(_ observer: @escaping @MainActor () -> Void) -> StoreSubscription {
    self.parent.observe(observer)
  }

  func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState>,
    action toChildAction: CaseKeyPath<Action, ChildAction>
  ) -> any Core<ChildState, ChildAction> {
    let casePath = AnyCasePath(toChildAction)
    return ClosureScopedCore<State, Action, ChildState, ChildAction>(
      parent: self, toState: { $0[keyPath: toChildState] }, fromAction: casePath.embed,
      canCacheChildren: self.canCacheChildren
    )
  }
}
