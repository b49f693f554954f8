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
        Expected to receive an action matching the case key path, but received none after 0.01 \
        seconds.

        Effects are still running. If an action is expected, an effect may be waiting on a clock \
        to advance ("await clock.advance(by:)") or on a dependency to answer; a longer "timeout" \
        helps slow effects.
        """
      ]
    )
    await clock.advance(by: .milliseconds(1))
    await store.receive(\.searchResponse, ["M"]) { $0.results = ["M"] }
  }
}
