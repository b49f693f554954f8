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
      case queryChangedForSearcher(String)
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
        case .queryChanged(let query):
          return .run { send in
            try await withTaskCancellation(id: CancelID.search, cancelInFlight: true) {
              try await clock.sleep(for: .seconds(1))
              await send(.searchResponse(query))
            }
          }
        case .queryChangedForSearcher(let query):
          return .run { send in
            if let result = await Searcher().search(query, clock: clock) {
              await send(.searchResponse(result))
            }
          }
        case .searchResponse(let result):
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

  /// Searches from an actor of its own, with an operation that does not throw.
  actor Searcher {
    func search(_ query: String, clock: any Clock<Duration>) async -> String? {
      await withTaskCancellation(id: Search.CancelID.search, cancelInFlight: true) {
        do {
          try await clock.sleep(for: .seconds(1))
          return query
        } catch {
          return nil
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

  /// The work is filed from the effect itself, or from an actor of its own.
  @Test(arguments: [false, true])
  func withTaskCancellationCancelsTheWorkInFlight(fromAnActor: Bool) async {
    let clock = TestClock()
    let store = self.makeStore(clock: clock)
    let queryChanged =
      fromAnActor ? Search.Action.queryChangedForSearcher : Search.Action.queryChanged
    await store.send(queryChanged("m"))
    await clock.advance(by: .milliseconds(500))
    await store.send(queryChanged("mi"))
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

  @Test func outsideAStoreTheOperationJustRuns() async {
    let value = await withTaskCancellation(id: 1) { 42 }
    #expect(value == 42)
    Task.cancel(id: 1)
  }
}
