import Architecture
import IssueCapture
import Testing

@MainActor
struct TestStoreTaskTests {
  @Reducer
  struct Ticker {
    struct State: Equatable {
      var ticks = 0
    }

    enum Action: Equatable {
      case appeared
      case timerStarted
      case tick
    }

    @Dependency(\.continuousClock) var clock

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .appeared:
          return .run { send in await send(.timerStarted) }
        case .timerStarted:
          return .run { send in
            for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
          }
        case .tick:
          state.ticks += 1
          return .none
        }
      }
    }
  }

  @Test func cancellingASendCancelsTheEffectsOfTheActionsItFedBack() async {
    let clock = TestClock()
    let store = TestStore(initialState: Ticker.State()) {
      Ticker()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = await store.send(.appeared)
    await store.receive(.timerStarted)
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.ticks = 1 }
    await task.cancel()
    await clock.advance(by: .seconds(5))
  }
}

@MainActor
struct XCTModifyExhaustivityTests {
  @Reducer
  struct Root {
    @CasePathable
    enum Mode: Equatable {
      case editing(String)
      case viewing
    }

    struct State: Equatable {
      var mode = Mode.editing("Milk")
      var count = 0
    }

    enum Action: Equatable { case incrementKeyPressed }

    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.count += 1
        return .none
      }
    }
  }

  @Test func anUnchangedXCTModifyFailsOnlyAnExhaustiveStore() async {
    let exhaustive = TestStore(initialState: Root.State()) { Root() }
    let issues = await captureIssues {
      await exhaustive.send(.incrementKeyPressed) {
        (LegacyModify() as any LegacyModifyProtocol).touch(&$0.mode)
        $0.count = 1
      }
    }
    #expect(
      issues.map(\.message) == [
        """
        XCTModify: Expected "String" value to be modified but it was unchanged.
        """
      ]
    )

    let relaxed = TestStore(initialState: Root.State()) { Root() }
    relaxed.exhaustivity = .off
    await relaxed.send(.incrementKeyPressed) {
      (LegacyModify() as any LegacyModifyProtocol).touch(&$0.mode)
      $0.count = 1
    }
  }
}

/// Calls the deprecated `XCTModify` through a protocol requirement, so the test target builds
/// without deprecation warnings while still exercising it.
protocol LegacyModifyProtocol {
  func touch(_ mode: inout XCTModifyExhaustivityTests.Root.Mode)
}

struct LegacyModify: LegacyModifyProtocol {
  @available(*, deprecated)
  func touch(_ mode: inout XCTModifyExhaustivityTests.Root.Mode) {
    XCTModify(&mode, case: \.editing) { _ in }
  }
}
