import Architecture
import Testing

@MainActor
struct IfCaseLetReducerTests {
  @Reducer
  struct Session {
    struct State: Equatable {
      var seconds = 0
    }

    enum Action: Equatable {
      case startKeyPressed
      case tick
    }

    @Dependency(\.continuousClock) var clock

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .startKeyPressed:
          return .run { send in
            for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
          }
        case .tick:
          state.seconds += 1
          return .none
        }
      }
    }
  }

  @Reducer
  struct Root {
    enum State: Equatable {
      case loggedIn(Session.State)
      case loggedOut
    }

    enum Action: Equatable {
      case loggedIn(Session.Action)
      case logoutKeyPressed
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .loggedIn:
          return .none
        case .logoutKeyPressed:
          state = .loggedOut
          return .none
        }
      }
      .ifCaseLet(\.loggedIn, action: \.loggedIn) { Session() }
    }
  }

  @Test func runsTheChildAndCancelsItsEffectsWhenTheCaseChanges() async {
    let clock = TestClock()
    let store = TestStore(initialState: Root.State.loggedIn(Session.State())) {
      Root()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.loggedIn(.startKeyPressed))
    await clock.advance(by: .seconds(1))
    await store.receive(\.loggedIn.tick) { $0.modify(\.loggedIn) { $0.seconds = 1 } }
    await store.send(.logoutKeyPressed) { $0 = .loggedOut }
    await clock.advance(by: .seconds(5))
  }

  @Test func aChildActionInAnotherCaseIsReported() async {
    let store = TestStore(initialState: Root.State.loggedOut) { Root() }
    await withKnownIssue {
      await store.send(.loggedIn(.tick))
    } matching: { issue in
      issue.description.contains("received a child action when child state was set to a different")
    }
  }
}
