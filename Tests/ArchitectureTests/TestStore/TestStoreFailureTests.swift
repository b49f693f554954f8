import Architecture
import IssueCapture
import Testing

/// The test store's own failures: each must fail the test, at the right place, saying why.
@MainActor
struct TestStoreFailureTests {
  struct Feature: Reducer {
    struct State: Equatable {
      var count = 0
      var name = ""
    }

    @CasePathable
    enum Action: Equatable {
      case incrementKeyPressed
      case noopKeyPressed
      case pingKeyPressed
      case pong(Int)
      case other
      case waitKeyPressed
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .incrementKeyPressed:
        state.count += 1
        return .none
      case .noopKeyPressed, .other:
        return .none
      case .pingKeyPressed:
        return .run { [count = state.count] send in await send(.pong(count)) }
      case .pong(let count):
        state.count = count + 10
        return .none
      case .waitKeyPressed:
        return .run { _ in try await Task.never() }
      }
    }
  }

  @Test func aWrongExpectationShowsADiffAtTheCallSite() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    let line: UInt = #line + 2
    let issues = await captureIssues {
      await store.send(.incrementKeyPressed) { $0.count = 2 }
    }
    // NB: TCA's words, which ported tests match.
    #expect(
      issues.map(\.message) == [
        """
        A state change does not match expectation.

              TestStoreFailureTests.Feature.State(
            −   count: 2,
            +   count: 1,
                name: ""
              )

        (Expected: −, Actual: +)
        """
      ]
    )
    #expect(issues.map(\.line) == [line])
  }

  @Test func anUnassertedChangeFails() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    let issues = await captureIssues {
      await store.send(.incrementKeyPressed)
    }
    #expect(
      issues.map(\.message) == [
        """
        State was not expected to change, but a change occurred.

              TestStoreFailureTests.Feature.State(
            −   count: 0,
            +   count: 1,
                name: ""
              )

        (Expected: −, Actual: +)
        """
      ]
    )
  }

  @Test func anAssertionThatChangesNothingFails() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    let issues = await captureIssues {
      await store.send(.noopKeyPressed) { $0.count = 0 }
    }
    #expect(
      issues.map(\.message) == [
        """
        Expected state to change, but no change occurred.

        The trailing closure made no observable modifications to state. If no change to state is \
        expected, omit the trailing closure.
        """
      ]
    )
  }

  @Test func aMissingReceiveFailsAtTheEndOfTheTest() async {
    let issues = await captureIssues {
      let store = TestStore(initialState: Feature.State()) { Feature() }
      await store.send(.pingKeyPressed).finish()
    }
    #expect(
      issues.map(\.message) == [
        """
        The store received 1 unexpected action by the end of this test: …

          Unhandled actions: [
            [0]: .pong(0)
          ]
        """
      ]
    )
  }

  @Test func sendingBeforeReceivingFails() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.pingKeyPressed).finish()
    let issues = await captureIssues {
      await store.send(.incrementKeyPressed) { $0.count = 11 }
    }
    #expect(
      issues.map(\.message) == [
        """
        Must handle 1 received action before sending an action: …

          Unhandled actions: [
            [0]: .pong(0)
          ]
        """
      ]
    )
  }

  @Test func anUnexpectedReceivedActionFails() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.pingKeyPressed)
    let issues = await captureIssues {
      await store.receive(\.other)
    }
    #expect(
      issues.map(\.message) == [
        """
        Received unexpected action: …

          Expected:
            an action matching the case key path
          Received:
            TestStoreFailureTests.Feature.Action.pong(0)
        """
      ]
    )
  }

  @Test func anUnexpectedEquatableActionShowsADiff() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.pingKeyPressed)
    let issues = await captureIssues {
      await store.receive(.pong(1)) { $0.count = 11 }
    }
    #expect(
      issues.map(\.message) == [
        """
        Received unexpected action: …

            − TestStoreFailureTests.Feature.Action.pong(1)
            + TestStoreFailureTests.Feature.Action.pong(0)

        (Expected: −, Received: +)
        """
      ]
    )
  }

  @Test func receivingWhenNothingArrivesFails() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.incrementKeyPressed) { $0.count = 1 }
    let issues = await captureIssues {
      await store.receive(\.pong, timeout: .milliseconds(10))
    }
    #expect(
      issues.map(\.message) == [
        """
        Expected to receive an action matching the case key path, but received none after 0.01 \
        seconds.
        """
      ]
    )
  }

  @Test func aRunningEffectAtTheEndFailsWhereItWasStarted() async {
    let line: UInt = #line + 3
    let issues = await captureIssues {
      let store = TestStore(initialState: Feature.State()) { Feature() }
      await store.send(.waitKeyPressed)
    }
    #expect(
      issues.map(\.message) == [
        """
        An effect returned for this action is still running. It must complete before the end of \
        the test. …

          Action: TestStoreFailureTests.Feature.Action.waitKeyPressed

        To fix, inspect any effects the reducer returns for this action and make sure they all \
        complete by the end of the test. An effect may still be running because:

        • It is long-living (a timer, a notification stream) and must be cancelled by another \
        action, or skipped with "await store.skipInFlightEffects()".

        • It waits on a clock or a dependency that was never advanced or never answered, such as a \
        "TestClock" that needs "await clock.advance(by:)".

        • It needs more time than the test waited: "await store.finish()" waits for it.
        """
      ]
    )
    #expect(issues.map(\.line) == [line])
  }

  @Test func finishFailsWhenEffectsOutliveTheTimeout() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.waitKeyPressed)
    let issues = await captureIssues {
      await store.finish(timeout: .milliseconds(10))
    }
    #expect(
      issues.map(\.message) == [
        """
        Expected effects to finish, but there are still effects in-flight after 0.01 seconds.

          Started by: [
            [0]: .waitKeyPressed
          ]
        """
      ]
    )
    await store.skipInFlightEffects()
  }

  @Test func skippingWhatIsNotThereFailsWhenStrict() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    let issues = await captureIssues {
      await store.skipReceivedActions()
      await store.skipInFlightEffects()
    }
    #expect(
      issues.map(\.message) == [
        """
        There were no received actions to skip.
        """,
        """
        There were no in-flight effects to skip.
        """,
      ]
    )
    await store.skipReceivedActions(strict: false)
    await store.skipInFlightEffects(strict: false)
  }

  @Test func anErrorThrownByTheAssertionFails() async {
    struct Failure: Error {}
    let store = TestStore(initialState: Feature.State()) { Feature() }
    let issues = await captureIssues {
      await store.send(.incrementKeyPressed) { _ in throw Failure() }
    }
    #expect(
      issues.map(\.message) == [
        """
        Threw error: Failure()
        """
      ]
    )
  }

  @Test func finishFailsOnActionsTheTestHasNotReceived() async {
    let store = TestStore(initialState: 0) {
      Reduce<Int, Bool> { _, isFirst in isFirst ? .send(false) : .none }
    }
    await store.send(true)
    let issues = await captureIssues {
      await store.finish()
    }
    #expect(
      issues.map(\.message) == [
        """
        The effects have finished, but the store received 1 action the test has not asserted:

          Unhandled actions: [
            [0]: false
          ]

        Receive them with "store.receive", skip them with "await store.skipReceivedActions()", or \
        make the test non-exhaustive with "store.exhaustivity = .off".
        """
      ]
    )
    await store.skipReceivedActions()
  }
}
