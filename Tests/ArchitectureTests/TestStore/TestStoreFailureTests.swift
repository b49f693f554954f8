import Architecture
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
      case let .pong(count):
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
    await withKnownIssue {
      await store.send(.incrementKeyPressed) { $0.count = 2 }
    } matching: { issue in
      let description = issue.description
      // NB: TCA's words, which ported tests match.
      return description.contains("A state change does not match expectation.\n")
        && description.contains("−   count: 2")
        && description.contains("+   count: 1")
        && description.contains("(Expected: −, Actual: +)")
        && issue.sourceLocation?.line == Int(line)
    }
  }

  @Test func anUnassertedChangeFails() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await withKnownIssue {
      await store.send(.incrementKeyPressed)
    } matching: { issue in
      issue.description.contains("State was not expected to change, but a change occurred.\n")
    }
  }

  @Test func anAssertionThatChangesNothingFails() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await withKnownIssue {
      await store.send(.noopKeyPressed) { $0.count = 0 }
    } matching: { issue in
      issue.description.contains("Expected state to change, but no change occurred.")
    }
  }

  @Test func aMissingReceiveFailsAtTheEndOfTheTest() async {
    await withKnownIssue {
      let store = TestStore(initialState: Feature.State()) { Feature() }
      await store.send(.pingKeyPressed).finish()
    } matching: { issue in
      issue.description.contains("The store received 1 unexpected action by the end of this test")
        && issue.description.contains("[0]: .pong(0)")
    }
  }

  @Test func sendingBeforeReceivingFails() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.pingKeyPressed).finish()
    await withKnownIssue {
      await store.send(.incrementKeyPressed) { $0.count = 11 }
    } matching: { issue in
      issue.description.contains("Must handle 1 received action before sending an action")
    }
  }

  @Test func anUnexpectedReceivedActionFails() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.pingKeyPressed)
    await withKnownIssue {
      await store.receive(\.other)
    } matching: { issue in
      issue.description.contains("Received unexpected action")
        && issue.description.contains("Feature.Action.pong(0)")
    }
  }

  @Test func anUnexpectedEquatableActionShowsADiff() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.pingKeyPressed)
    await withKnownIssue {
      await store.receive(.pong(1)) { $0.count = 11 }
    } matching: { issue in
      issue.description.contains("Received unexpected action")
        && issue.description.contains("−")
        && issue.description.contains("(Expected: −, Received: +)")
    }
  }

  @Test func receivingWhenNothingArrivesFails() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.incrementKeyPressed) { $0.count = 1 }
    await withKnownIssue {
      await store.receive(\.pong, timeout: .milliseconds(10))
    } matching: { issue in
      issue.description.contains("Expected to receive an action matching")
        && issue.description.contains("but received none")
    }
  }

  @Test func aRunningEffectAtTheEndFailsWhereItWasStarted() async {
    let line: UInt = #line + 3
    await withKnownIssue {
      let store = TestStore(initialState: Feature.State()) { Feature() }
      await store.send(.waitKeyPressed)
    } matching: { issue in
      issue.description.contains("An effect returned for this action is still running")
        && issue.description.contains("Feature.Action.waitKeyPressed")
        && issue.sourceLocation?.line == Int(line)
    }
  }

  @Test func finishFailsWhenEffectsOutliveTheTimeout() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.waitKeyPressed)
    await withKnownIssue {
      await store.finish(timeout: .milliseconds(10))
    } matching: { issue in
      issue.description.contains("Expected effects to finish")
    }
    await store.skipInFlightEffects()
  }

  @Test func skippingWhatIsNotThereFailsWhenStrict() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await withKnownIssue {
      await store.skipReceivedActions()
      await store.skipInFlightEffects()
    } matching: { issue in
      issue.description.contains("There were no received actions to skip.")
        || issue.description.contains("There were no in-flight effects to skip.")
    }
    await store.skipReceivedActions(strict: false)
    await store.skipInFlightEffects(strict: false)
  }

  @Test func anErrorThrownByTheAssertionFails() async {
    struct Failure: Error {}
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await withKnownIssue {
      await store.send(.incrementKeyPressed) { _ in throw Failure() }
    } matching: { issue in
      issue.description.contains("Threw error")
    }
  }

  @Test func finishFailsOnActionsTheTestHasNotReceived() async {
    let store = TestStore(initialState: 0) {
      Reduce<Int, Bool> { _, isFirst in isFirst ? .send(false) : .none }
    }
    await store.send(true)
    await withKnownIssue {
      await store.finish()
    } matching: { issue in
      issue.description.contains("the store received 1 action the test has not asserted")
    }
    await store.skipReceivedActions()
  }
}
