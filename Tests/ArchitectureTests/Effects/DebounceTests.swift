import Architecture
import IssueCapture
import Testing

@MainActor
struct DebounceTests {
  struct Search: Reducer {
    struct State: Equatable {
      var query = ""
      var results: [String] = []
    }

    @CasePathable
    enum Action: Equatable {
      case queryChanged(String)
      case searchResponse([String])
    }

    enum CancelID { case search }

    @Dependency(\.continuousClock) var clock
    // NB: a `Duration` value with the dependency's `any Clock<Duration>`, as apps write it.
    static let delay = Duration.milliseconds(300)

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .queryChanged(let query):
        state.query = query
        return .run { send in await send(.searchResponse([query.uppercased()])) }
          .debounce(id: CancelID.search, for: Self.delay, clock: self.clock)
      case .searchResponse(let results):
        state.results = results
        return .none
      }
    }
  }

  func makeStore(clock: TestClock<Duration>) -> TestStore<Search.State, Search.Action> {
    TestStore(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func onlyTheLastEffectWithinTheDelayRuns() async {
    let clock = TestClock()
    let store = self.makeStore(clock: clock)
    await store.send(.queryChanged("m")) { $0.query = "m" }
    await clock.advance(by: .milliseconds(200))
    await store.send(.queryChanged("mi")) { $0.query = "mi" }
    await clock.advance(by: .milliseconds(299))
    await store.send(.queryChanged("mil")) { $0.query = "mil" }
    await clock.advance(by: .milliseconds(300))
    await store.receive(\.searchResponse) { $0.results = ["MIL"] }
  }

  @Test func nothingRunsBeforeTheDelayElapsed() async {
    let clock = TestClock()
    let store = self.makeStore(clock: clock)
    await store.send(.queryChanged("m")) { $0.query = "m" }
    await clock.advance(by: .milliseconds(299))
    let issues = await captureIssues {
      await store.receive(\.searchResponse, timeout: .milliseconds(10))
    }
    #expect(
      issues.map(\.message) == [
        """
        Expected to receive an action, but received none after 0.01 seconds.

        There are effects in-flight. If the effect that delivers this action uses a \
        clock/scheduler (via "receive(on:)", "delay", "debounce", etc.), make sure that you wait \
        enough time for it to perform the effect. If you are using a test clock/scheduler, \
        advance it so that the effects may complete, or consider using an immediate \
        clock/scheduler to immediately perform the effect instead.

        If you are not yet using a clock/scheduler, or can not use a clock/scheduler, try \
        increasing the duration of this assertion's "timeout".
        """,
        """
        Expected to receive an action matching case path, but didn't get one.
        """,
      ]
    )
    await clock.advance(by: .milliseconds(1))
    await store.receive(\.searchResponse, ["M"]) { $0.results = ["M"] }
  }
}
