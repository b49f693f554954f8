import Architecture
import IssueCapture
import Testing

@MainActor
struct EffectTests {
  struct Feature: Reducer {
    struct State: Equatable { var log: [String] = [] }

    @CasePathable
    enum Action: Equatable {
      case concatenateKeyPressed
      case failingKeyPressed
      case mapKeyPressed
      case mergeKeyPressed
      case record(String)
      case unhandledFailureKeyPressed
    }

    struct Failure: Error {}

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .concatenateKeyPressed:
        return .concatenate(
          .run { send in
            await Task.yield()
            await send(.record("first"))
          },
          .send(.record("second")),
          .run { send in await send(.record("third")) }
        )
      case .failingKeyPressed:
        return .run { _ in
          throw Failure()
        } catch: { _, send in
          await send(.record("caught"))
        }
      case .mapKeyPressed:
        return Effect<String>.run { send in await send("mapped") }
          .merge(with: .send("sent"))
          .map(Action.record)
      case .mergeKeyPressed:
        return .merge(
          .run { send in await send(.record("a")) },
          .run { send in await send(.record("b")) }
        )
      case .record(let entry):
        state.log.append(entry)
        return .none
      case .unhandledFailureKeyPressed:
        return .run { _ in throw Failure() }
      }
    }
  }

  @Test func noneDoesNothing() async {
    var state = Feature.State()
    let store = TestStore(initialState: state) {
      Reduce<Feature.State, Feature.Action> { _, _ in .none }
    }
    await store.send(.record("x"))
    state.log = []
    #expect(store.state == state)
  }

  @Test func concatenateRunsEachEffectAfterThePreviousFinished() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.concatenateKeyPressed)
    await store.receive(.record("first")) { $0.log = ["first"] }
    await store.receive(.record("second")) { $0.log = ["first", "second"] }
    await store.receive(.record("third")) { $0.log = ["first", "second", "third"] }
  }

  @Test func mergeRunsEffectsConcurrentlyInADeterministicOrderInTests() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.mergeKeyPressed)
    await store.receive(.record("a")) { $0.log = ["a"] }
    await store.receive(.record("b")) { $0.log = ["a", "b"] }
  }

  @Test func mapTransformsSentAndRunActions() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.mapKeyPressed)
    await store.receive(.record("sent")) { $0.log = ["sent"] }
    await store.receive(.record("mapped")) { $0.log = ["sent", "mapped"] }
  }

  @Test func runHandsThrownErrorsToCatch() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.failingKeyPressed)
    await store.receive(.record("caught")) { $0.log = ["caught"] }
  }

  @Test func anUnhandledErrorIsReported() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    let issues = await captureIssues {
      await store.send(.unhandledFailureKeyPressed)
      await store.finish()
    }
    #expect(
      issues.map(\.message) == [
        """
        An "Effect.run" returned from "ArchitectureTests/EffectTests.swift:52" threw an unhandled \
        error.

            EffectTests.Feature.Failure()

        All non-cancellation errors must be explicitly handled via the "catch" parameter on \
        "Effect.run", or via a "do" block.
        """
      ]
    )
  }

  @Test func sendEffectsAreProcessedInTheSameBatchBeforeTasks() {
    let store = Store(initialState: Feature.State()) { Feature() }
    store.send(.mapKeyPressed)
    #expect(store.state.log == ["sent"])
  }
}
