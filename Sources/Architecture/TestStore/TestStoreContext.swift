/// An action as the test store's runtime sees it: sent by the test, or received from an effect.
/// Both carry the test's call site that ultimately caused them, for failure messages, and the
/// number of that `send`, so cancelling its task reaches the effects of what it fed back.
enum TestAction<Action> {
  case send(Action, CallSite, sendID: Int)
  case receive(Action, CallSite, sendID: Int)

  var action: Action {
    switch self {
    case let .send(action, _, _), let .receive(action, _, _): return action
    }
  }

  var callSite: CallSite {
    switch self {
    case let .send(_, callSite, _), let .receive(_, callSite, _): return callSite
    }
  }

  var sendID: Int {
    switch self {
    case let .send(_, _, sendID), let .receive(_, _, sendID): return sendID
    }
  }
}

/// What a ``TestStore`` and the reducer it runs share: the dependencies to run with, and what
/// happened since the test last asserted.
@MainActor
final class TestStoreContext<State, Action> {
  var dependencies: DependencyValues
  var receivedActions: [(action: Action, state: State)] = []
  var stateAfterSend: State?
  var sendCount = 0
  /// Whether the feature under test dismissed itself with `@Dependency(\.dismiss)`.
  var isDismissed = false
  /// Cancels every running effect, when the feature under test dismisses itself.
  var cancelEffects: @MainActor () -> Void = {}

  init(dependencies: DependencyValues) {
    self.dependencies = dependencies
  }

  /// Runs the feature's reducer with the test's dependencies, recording received actions, and
  /// marks the actions of the returned effects as received.
  func reduce(
    _ reducer: some Reducer<State, Action>,
    into state: inout State,
    action testAction: TestAction<Action>
  ) -> Effect<TestAction<Action>> {
    let effect = withDependencies { $0 = self.dependencies } operation: {
      reducer.reduce(into: &state, action: testAction.action)
    }
    switch testAction {
    case .send:
      self.stateAfterSend = state
    case let .receive(action, _, _):
      self.receivedActions.append((action, state))
    }
    guard !effect.isNone else { return .none }
    let callSite = testAction.callSite
    let sendID = testAction.sendID
    // NB: the feature under test is presented by the test, so it can dismiss itself as in TCA.
    return effect.map { .receive($0, callSite, sendID: sendID) }.onDismiss { [weak self] _ in
      self?.isDismissed = true
      self?.cancelEffects()
    }
  }
}
