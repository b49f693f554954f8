import Architecture
import IssueCapture
import Testing

@MainActor
struct ScopeTests {
  struct Counter: Reducer {
    struct State: Equatable { var count = 0 }

    @CasePathable
    enum Action: Equatable { case incrementKeyPressed }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.count += 1
      return state.count == 1 ? .send(.incrementKeyPressed) : .none
    }
  }

  struct Pair: Reducer {
    struct State: Equatable {
      var left = Counter.State()
      var right = Counter.State()
      var total = 0
    }

    @CasePathable
    enum Action: Equatable {
      case left(Counter.Action)
      case right(Counter.Action)
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.left, action: \.left) { Counter() }
      // TCA's current spelling, without the `state:` label.
      Scope(\.right, action: \.right) { Counter() }
      Reduce { state, _ in
        state.total = state.left.count + state.right.count
        return .none
      }
    }
  }

  @Test func childrenRunOnTheirOwnStateAndTheirEffectsAreEmbedded() async {
    let store: TestStoreOf<Pair> = TestStore(initialState: Pair.State()) { Pair() }
    await store.send(.left(.incrementKeyPressed)) {
      $0.left.count = 1
      $0.total = 1
    }
    await store.receive(.left(.incrementKeyPressed)) {
      $0.left.count = 2
      $0.total = 2
    }
    await store.send(.right(.incrementKeyPressed)) {
      $0.right.count = 1
      $0.total = 3
    }
    await store.receive(.right(.incrementKeyPressed)) {
      $0.right.count = 2
      $0.total = 4
    }
  }

  struct Session: Reducer {
    @CasePathable
    enum State: Equatable {
      case loggedOut
      case loggedIn(Counter.State)
    }

    @CasePathable
    enum Action: Equatable {
      case loggedIn(Counter.Action)
      case logOutKeyPressed
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.loggedIn, action: \.loggedIn) { Counter() }
      Reduce { state, action in
        if case .logOutKeyPressed = action { state = .loggedOut }
        return .none
      }
    }
  }

  @Test func anEnumCaseChildRunsOnlyInItsCase() async {
    let store = TestStore(initialState: Session.State.loggedIn(Counter.State(count: 1))) {
      Session()
    }
    await store.send(.loggedIn(.incrementKeyPressed)) { $0 = .loggedIn(Counter.State(count: 2)) }
    await store.send(.logOutKeyPressed) { $0 = .loggedOut }
    let issues = await captureIssues {
      await store.send(.loggedIn(.incrementKeyPressed))
    }
    #expect(
      issues.map(\.message) == [
        """
        A "Scope" at "ArchitectureTests/ScopeTests.swift:77" received a child action when child \
        state was set to a different case.

          Action:
            ScopeTests.Session.Action.loggedIn(.incrementKeyPressed)
          State:
            ScopeTests.Session.State.loggedOut

        This is generally considered an application logic error, and can happen for a few reasons:

        A parent reducer set "ScopeTests.Session.State" to a different case before the scoped \
        reducer ran. Child reducers must run before any parent reducer sets child state to a \
        different case. This ensures that child reducers can handle their actions while their \
        state is still available. Consider using "Reducer.ifCaseLet" to embed this child reducer \
        in the parent reducer that change its state to ensure the child reducer runs first.

        An in-flight effect emitted this action when child state was unavailable. While it may be \
        perfectly reasonable to ignore this action, consider canceling the associated effect \
        before child state changes to another case, especially if it is a long-living effect.

        This action was sent to the store while state was another case. Make sure that actions \
        for this reducer can only be sent from a store when state is set to the appropriate \
        case. In SwiftUI applications, use "SwitchStore".
        """
      ]
    )
  }
}
