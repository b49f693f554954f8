import Architecture
import IssueCapture
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
    let issues = await captureIssues {
      await store.send(.loggedIn(.tick))
    }
    #expect(
      issues.map(\.message) == [
        """
        An "ifCaseLet" at "ArchitectureTests/IfCaseLetReducerTests.swift:57" received a child \
        action when child state was set to a different case.

          Action:
            IfCaseLetReducerTests.Root.Action.loggedIn(.tick)
          State:
            IfCaseLetReducerTests.Root.State.loggedOut

        This is generally considered an application logic error, and can happen for a few reasons:

        A parent reducer set "IfCaseLetReducerTests.Root.State" to a different case before this \
        reducer ran. This reducer must run before any other reducer sets child state to a \
        different case. This ensures that child reducers can handle their actions while their \
        state is still available.

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
