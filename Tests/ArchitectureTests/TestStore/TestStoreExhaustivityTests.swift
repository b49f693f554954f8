import Architecture
import IssueCapture
import Testing

@MainActor
struct TestStoreExhaustivityTests {
  struct Loader: Reducer {
    struct State: Equatable {
      var isLoading = false
      var items: [String] = []
      var loadCount = 0
    }

    @CasePathable
    enum Action: Equatable {
      case loadKeyPressed
      case loaded([String])
      case progress(Int)
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .loadKeyPressed:
        state.isLoading = true
        state.loadCount += 1
        return .run { send in
          await send(.progress(50))
          await send(.loaded(["milk", "eggs"]))
        }
      case .loaded(let items):
        state.isLoading = false
        state.items = items
        return .none
      case .progress:
        return .none
      }
    }
  }

  @Test func offOnlyChecksWhatIsAsserted() async {
    let store = TestStore(initialState: Loader.State()) { Loader() }
    store.exhaustivity = .off
    await store.send(.loadKeyPressed) { $0.isLoading = true }
    await store.receive(\.loaded) { $0.items = ["milk", "eggs"] }
    #expect(store.state.isLoading == false)
  }

  /// A value that counts how often it is dumped, to see whether a diff of it was ever built.
  struct DumpCounter: Equatable, CustomDumpStringConvertible {
    let dumps: LockIsolated<Int>
    var value = 0

    var customDumpDescription: String {
      dumps.withValue { $0 += 1 }
      return "DumpCounter(\(value))"
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }
  }

  struct Counting: Reducer {
    func reduce(into state: inout DumpCounter, action: Bool) -> Effect<Bool> {
      state.value += 1
      return .none
    }
  }

  @Test func offDoesNotDescribeSkippedChangesItWillNotShow() async {
    let dumps = LockIsolated(0)
    let store = TestStore(initialState: DumpCounter(dumps: dumps)) { Counting() }
    store.exhaustivity = .off
    await store.send(true)
    await store.send(false)
    #expect(dumps.value == 0)

    // NB: a wrong assertion is described with a diff, which the counter sees: it counts.
    let issues = await captureIssues {
      await store.send(true) { $0.value = 9 }
    }
    #expect(issues.map(\.firstLine) == ["A state change does not match expectation."])
    #expect(dumps.value > 0)
  }

  @Test func offStillFailsAWrongAssertion() async {
    let store = TestStore(initialState: Loader.State()) { Loader() }
    store.exhaustivity = .off
    let issues = await captureIssues {
      await store.send(.loadKeyPressed) { $0.loadCount = 5 }
    }
    #expect(
      issues.map(\.message) == [
        """
        A state change does not match expectation.

              TestStoreExhaustivityTests.Loader.State(
                isLoading: true,
                items: [],
            −   loadCount: 5
            +   loadCount: 1
              )

        (Expected: −, Actual: +)
        """
      ]
    )
    await store.skipReceivedActions(strict: false)
    await store.finish()
  }

  @Test func offLetsTheTestEndWithUnreceivedActions() async {
    let store = TestStore(initialState: Loader.State()) { Loader() }
    store.exhaustivity = .off
    await store.send(.loadKeyPressed)
    await store.finish()
  }

  @Test func showSkippedAssertionsReportsWhatWasSkippedAsKnownIssues() async {
    let store = TestStore(initialState: Loader.State()) { Loader() }
    store.exhaustivity = .off(showSkippedAssertions: true)
    await store.send(.loadKeyPressed) { $0.isLoading = true }
    await store.receive(\.loaded) { $0.items = ["milk", "eggs"] }
  }

  @Test func skipReceivedActionsAcceptsTheirState() async {
    let store = TestStore(initialState: Loader.State()) { Loader() }
    await store.send(.loadKeyPressed) {
      $0.isLoading = true
      $0.loadCount = 1
    }.finish()
    await store.skipReceivedActions()
    #expect(store.state.items == ["milk", "eggs"])
    await store.send(.loaded([])) { $0.items = [] }
  }

  @Test func testStoreTaskFinishWaitsForTheEffects() async {
    let store = TestStore(initialState: Loader.State()) { Loader() }
    store.exhaustivity = .off
    let task = await store.send(.loadKeyPressed)
    await task.finish()
    #expect(!task.isCancelled)
    await store.receive(\.loaded)
  }

  @Test func effectsRunOnTheMainSerialExecutorWhileATestStoreIsAlive() async {
    let store = TestStore(initialState: Loader.State()) { Loader() }
    #expect(uncheckedUseMainSerialExecutor)
    store.useMainSerialExecutor = false
    store.useMainSerialExecutor = true
    #expect(uncheckedUseMainSerialExecutor)
  }
}
