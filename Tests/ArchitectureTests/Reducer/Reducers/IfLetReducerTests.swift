import Architecture
import IssueCapture
import Testing

@MainActor
struct IfLetReducerTests {
  struct Modal: Reducer {
    struct State: Equatable, Identifiable {
      var id = 1
      var seconds = 0
    }

    @CasePathable
    enum Action: Equatable { case appeared, tick, dismissKeyPressed }

    enum CancelID { case timer }

    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .appeared:
        return .run { [clock] send in
          for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
        }
        .cancellable(id: CancelID.timer)
      case .tick:
        state.seconds += 1
        return .none
      case .dismissKeyPressed:
        return .none
      }
    }
  }

  struct Parent: Reducer {
    struct State: Equatable {
      var modal: Modal.State?
      var lastSeenSeconds: Int?
    }

    @CasePathable
    enum Action: Equatable {
      case modal(Modal.Action)
      case presentKeyPressed(id: Int)
      case stopAllKeyPressed
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .modal(.dismissKeyPressed):
          state.lastSeenSeconds = state.modal?.seconds
          state.modal = nil
          return .none
        case .modal:
          return .none
        case .presentKeyPressed(let id):
          state.modal = Modal.State(id: id)
          return .none
        case .stopAllKeyPressed:
          return .cancel(id: Modal.CancelID.timer)
        }
      }
      .ifLet(\.modal, action: \.modal) { Modal() }
    }
  }

  func makeStore(clock: TestClock<Duration>) -> TestStore<Parent.State, Parent.Action> {
    TestStore(initialState: Parent.State()) {
      Parent()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func theChildRunsBeforeTheParentAndIsCancelledWhenDismissed() async {
    let clock = TestClock()
    let store = self.makeStore(clock: clock)
    await store.send(.presentKeyPressed(id: 1)) { $0.modal = Modal.State(id: 1) }
    await store.send(.modal(.appeared))
    await clock.advance(by: .seconds(1))
    await store.receive(\.modal.tick) { $0.modal?.seconds = 1 }
    await store.send(.modal(.dismissKeyPressed)) {
      $0.lastSeenSeconds = 1
      $0.modal = nil
    }
    await clock.advance(by: .seconds(5))
  }

  @Test func replacingTheChildWithAnotherIdentityCancelsItsEffects() async {
    let clock = TestClock()
    let store = self.makeStore(clock: clock)
    await store.send(.presentKeyPressed(id: 1)) { $0.modal = Modal.State(id: 1) }
    await store.send(.modal(.appeared))
    await store.send(.presentKeyPressed(id: 2)) { $0.modal = Modal.State(id: 2) }
    await clock.advance(by: .seconds(5))
  }

  @Test func aParentCancelReachesTheChildsIdentifier() async {
    let clock = TestClock()
    let store = self.makeStore(clock: clock)
    await store.send(.presentKeyPressed(id: 1)) { $0.modal = Modal.State(id: 1) }
    await store.send(.modal(.appeared))
    await store.send(.stopAllKeyPressed)
    await clock.advance(by: .seconds(5))
  }

  @Test func aChildActionWithoutChildStateIsReported() async {
    let store = TestStore(initialState: Parent.State()) { Parent() }
    let issues = await captureIssues {
      await store.send(.modal(.tick))
    }
    #expect(
      issues.map(\.message) == [
        """
        An "ifLet" at "ArchitectureTests/IfLetReducerTests.swift:65" received a child action when \
        child state was "nil".

          Action:
            IfLetReducerTests.Parent.Action.modal(.tick)

        This is generally considered an application logic error, and can happen for a few reasons:

        A parent reducer set child state to "nil" before this reducer ran. This reducer must run \
        before any other reducer sets child state to "nil". This ensures that child reducers can \
        handle their actions while their state is still available.

        An in-flight effect emitted this action when child state was "nil". While it may be \
        perfectly reasonable to ignore this action, consider canceling the associated effect \
        before child state becomes "nil", especially if it is a long-living effect.

        This action was sent to the store while state was "nil". Make sure that actions for this \
        reducer can only be sent from a store when state is non-"nil". In SwiftUI applications, \
        use "IfLetStore".
        """
      ]
    )
  }

  struct Greeter: Reducer {
    struct State: Equatable { var alert: AlertState<Alert>? }

    @CasePathable
    enum Action: Equatable {
      case alert(Alert)
      case greetKeyPressed
    }

    enum Alert: Equatable { case okKeyPressed, againKeyPressed }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .alert(.okKeyPressed):
          return .none
        case .alert(.againKeyPressed), .greetKeyPressed:
          state.alert = AlertState { TextState("Hi!") }
          return .none
        }
      }
      .ifLet(\.alert, action: \.alert)
    }
  }

  @Test func aDialogInAPlainOptionalIsDismissedAfterItsAction() async {
    let store = TestStore(initialState: Greeter.State()) { Greeter() }
    await store.send(.greetKeyPressed) { $0.alert = AlertState { TextState("Hi!") } }
    await store.send(.alert(.okKeyPressed)) { $0.alert = nil }
  }

  @Test func aDialogPresentedAgainByItsOwnActionStaysPresented() async {
    let store = TestStore(initialState: Greeter.State()) { Greeter() }
    await store.send(.greetKeyPressed) { $0.alert = AlertState { TextState("Hi!") } }
    // NB: an equal alert, but a new presentation, as in TCA.
    await store.send(.alert(.againKeyPressed))
    await store.send(.alert(.okKeyPressed)) { $0.alert = nil }
  }
}
