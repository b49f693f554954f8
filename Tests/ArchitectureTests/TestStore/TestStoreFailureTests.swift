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
        The store received 1 unexpected action.

          Unhandled actions:
            .pong

        To fix, explicitly assert against these actions using "store.receive", skip these actions \
        by performing "await store.skipReceivedActions()", or consider using a non-exhaustive test \
        store: "store.exhaustivity = .off".
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
        Must handle 1 received action before sending an action.

        Unhandled actions: [
          [0]: .pong(0)
        ]
        """
      ]
    )
    // NB: the action stays to be received, as in TCA.
    await store.receive(.pong(0)) { $0.count = 10 }
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
        Received unexpected action:

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
        Received unexpected action:

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
        Expected to receive an action matching case path, but didn't get one.
        """
      ]
    )
  }

  @Test func receivingAnActionThatNeverCameNamesIt() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    let issues = await captureIssues {
      await store.receive(.pong(0))
      await store.receive({ $0 == .other })
    }
    #expect(
      issues.map(\.message) == [
        """
        Expected to receive the following action, but didn't:

          TestStoreFailureTests.Feature.Action.pong(0)
        """,
        """
        Expected to receive an action matching predicate, but didn't get one.
        """,
      ]
    )
  }

  @Test func aReceivedCaseWithAnotherValueShowsADiffOfTheActions() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.pingKeyPressed)
    let issues = await captureIssues {
      await store.receive(\.pong, 1)
    }
    #expect(
      issues.map(\.message) == [
        """
        Received unexpected action:

          − TestStoreFailureTests.Feature.Action.pong(1)
          + TestStoreFailureTests.Feature.Action.pong(0)

        (Expected: −, Actual: +)
        """
      ]
    )
  }

  @Test func waitingPastTheStoresTimeoutSuggestsOne() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    store.timeout = .milliseconds(10)
    await store.send(.waitKeyPressed)
    let issues = await captureIssues {
      await store.receive(\.pong)
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

        If you are not yet using a clock/scheduler, or can not use a clock/scheduler, configure \
        this assertion with an explicit "timeout".
        """,
        """
        Expected to receive an action matching case path, but didn't get one.
        """,
      ]
    )
    await store.skipInFlightEffects()
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
        the test.

        To fix, inspect any effects the reducer returns for this action and ensure that all of \
        them complete by the end of the test. There are a few reasons why an effect may not have \
        completed:

        If using async/await in your effect, it may need a little bit of time to properly \
        finish. To fix you can simply perform "await store.finish()" at the end of your test.

        If an effect uses a clock (or scheduler, via "receive(on:)", "delay", "debounce", etc.), \
        make sure that you wait enough time for it to perform the effect. If you are using a test \
        clock/scheduler, advance it so that the effects may complete, or consider using an \
        immediate clock/scheduler to immediately perform the effect instead.

        If you are returning a long-living effect (timers, notifications, subjects, etc.), then \
        make sure those effects are torn down by marking the effect ".cancellable" and returning a \
        corresponding cancellation effect ("Effect.cancel") from another action, or, if your \
        effect is driven by a Combine subject, send it a completion.

        If you do not wish to assert on these effects, perform "await \
        store.skipInFlightEffects()", or consider using a non-exhaustive test store: \
        "store.exhaustivity = .off".
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
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.pingKeyPressed)
    let issues = await captureIssues {
      await store.finish()
    }
    #expect(
      issues.map(\.message) == [
        """
        The store received 1 unexpected action.

          Unhandled actions:
            .pong

        To fix, explicitly assert against these actions using "store.receive", skip these actions \
        by performing "await store.skipReceivedActions()", or consider using a non-exhaustive test \
        store: "store.exhaustivity = .off".
        """
      ]
    )
    await store.skipReceivedActions()
  }
}
