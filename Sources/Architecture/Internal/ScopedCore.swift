/// A view onto a root core: it reads the root's state through one composed key path and sends by
/// embedding its actions into the root's, so its cost does not grow with scoping depth.
@MainActor
final class ScopedCore<RootState, RootAction, State, Action>: Core {
  let root: RootCore<RootState, RootAction>
  let toState: KeyPath<RootState, State>
  let fromAction: @Sendable (Action) -> RootAction

  init(
    root: RootCore<RootState, RootAction>,
    toState: KeyPath<RootState, State>,
    fromAction: @escaping @Sendable (Action) -> RootAction
  ) {
    self.root = root
    self.toState = toState
    self.fromAction = fromAction
  }

  var state: State {
    self.root.state[keyPath: self.toState]
  }

  func withState<R>(_ body: (State) -> R) -> R {
    self.root.withState { body($0[keyPath: self.toState]) }
  }

  /// A key-path view onto the root: what it views is always there.
  var isInvalid: Bool { false }

  var canCacheChildren: Bool { true }

  func send(_ action: Action) -> Task<Void, Never>? {
    self.root.send(self.fromAction(action))
  }

  func observe(_ observer: @escaping @MainActor () -> Void) -> StoreSubscription {
    self.root.observe(observer)
  }

  func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState>,
    action toChildAction: CaseKeyPath<Action, ChildAction>
  ) -> any Core<ChildState, ChildAction> {
    let casePath = AnyCasePath(toChildAction)
    let fromAction = self.fromAction
    return ScopedCore<RootState, RootAction, ChildState, ChildAction>(
      root: self.root,
      toState: self.toState.appending(path: toChildState),
      fromAction: { fromAction(casePath.embed($0)) }
    )
  }
}
