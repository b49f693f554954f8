import Architecture
import Testing

@MainActor
struct TaskCancellationTests {
  @Reducer
  struct Search {
    struct State: Equatable {
      var results: [String] = []
    }

    enum Action: Equatable {
      case queryChanged(String)
      case searchResponse(String)
      case stopKeyPressed
      case timerStarted
      case tick
    }

    enum CancelID { case search, timer }

    @Dependency(\.continuousClock) var clock

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .queryChanged(query):
          return .run { send in
            try await withTaskCancellation(id: CancelID.search, cancelInFlight: true) {
              try await clock.sleep(for: .seconds(1))
              await send(.searchResponse(query))
            }
          }
        case let .searchResponse(result):
          state.results.append(result)
          return .none
        case .stopKeyPressed:
          return .run { _ in Task.cancel(id: CancelID.timer) }
        case .timerStarted:
          return .run { send in
            for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
          }
          .cancellable(id: CancelID.timer)
        case .tick:
          return .none
        }
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

  @Test func withTaskCancellationCancelsTheWorkInFlight() async {
    let clock = TestClock()
    let store = self.makeStore(clock: clock)
    await store.send(.queryChanged("m"))
    await clock.advance(by: .milliseconds(500))
    await store.send(.queryChanged("mi"))
    await clock.advance(by: .seconds(1))
    await store.receive(.searchResponse("mi")) { $0.results = ["mi"] }
  }

  @Test func taskCancelStopsAnEffectFromAnotherEffect() async {
    let clock = TestClock()
    let store = self.makeStore(clock: clock)
    await store.send(.timerStarted)
    await clock.advance(by: .seconds(1))
    await store.receive(.tick)
    await store.send(.stopKeyPressed).finish()
    await clock.advance(by: .seconds(5))
  }

  @Test func outsideAStoreTheOperationJustRuns() async throws {
    let value = try await withTaskCancellation(id: 1) { 42 }
    #expect(value == 42)
    Task.cancel(id: 1)
  }
}
