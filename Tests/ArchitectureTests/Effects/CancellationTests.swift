import Architecture
import Testing

@MainActor
struct CancellationTests {
  struct Timer: Reducer {
    struct State: Equatable { var ticks = 0 }

    @CasePathable
    enum Action: Equatable {
      case startKeyPressed
      case restartKeyPressed
      case stopKeyPressed
      case lateKeyPressed
      case sequenceKeyPressed
      case tick
    }

    enum CancelID { case timer }

    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .startKeyPressed:
        return self.ticks().cancellable(id: CancelID.timer)
      case .restartKeyPressed:
        return self.ticks().cancellable(id: CancelID.timer, cancelInFlight: true)
      case .stopKeyPressed:
        return .cancel(id: CancelID.timer)
      case .lateKeyPressed:
        return .run { [clock] send in
          try? await clock.sleep(for: .seconds(1))
          await send(.tick)
        }
        .cancellable(id: CancelID.timer)
      case .sequenceKeyPressed:
        return .concatenate(
          .run { [clock] _ in try await clock.sleep(for: .seconds(1)) },
          .send(.tick),
          .run { [clock] _ in try await clock.sleep(for: .seconds(1)) },
          .send(.tick)
        )
        .cancellable(id: CancelID.timer)
      case .tick:
        state.ticks += 1
        return .none
      }
    }

    private func ticks() -> Effect<Action> {
      .run { [clock] send in
        for await _ in clock.timer(interval: .seconds(1)) {
          await send(.tick)
        }
      }
    }
  }

  func makeStore(clock: TestClock<Duration>) -> TestStore<Timer.State, Timer.Action> {
    TestStore(initialState: Timer.State()) {
      Timer()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func cancelStopsACancellableEffect() async {
    let clock = TestClock()
    let store = self.makeStore(clock: clock)
    await store.send(.startKeyPressed)
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.ticks = 1 }
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.ticks = 2 }
    await store.send(.stopKeyPressed)
    await clock.advance(by: .seconds(5))
  }

  @Test func cancelInFlightReplacesTheRunningEffect() async {
    let clock = TestClock()
    let store = self.makeStore(clock: clock)
    await store.send(.restartKeyPressed)
    await clock.advance(by: .milliseconds(600))
    await store.send(.restartKeyPressed)
    await clock.advance(by: .milliseconds(600))
    await clock.advance(by: .milliseconds(400))
    await store.receive(.tick) { $0.ticks = 1 }
    await store.send(.stopKeyPressed)
  }

  @Test func withoutCancelInFlightEffectsRunSideBySide() async {
    let clock = TestClock()
    let store = self.makeStore(clock: clock)
    await store.send(.startKeyPressed)
    await store.send(.startKeyPressed)
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.ticks = 1 }
    await store.receive(.tick) { $0.ticks = 2 }
    await store.send(.stopKeyPressed)
  }

  @Test func actionsSentAfterCancellationAreDropped() async {
    let clock = TestClock()
    let store = self.makeStore(clock: clock)
    let task = await store.send(.lateKeyPressed)
    await store.send(.stopKeyPressed)
    await task.finish()
    #expect(task.isCancelled)
    await clock.advance(by: .seconds(2))
  }

  @Test func cancellingTheStoreTaskCancelsItsEffects() async {
    let clock = TestClock()
    let store = self.makeStore(clock: clock)
    let task = await store.send(.startKeyPressed)
    await task.cancel()
    #expect(task.isCancelled)
    await clock.advance(by: .seconds(3))
    await store.finish()
  }

  @Test func skipInFlightEffectsCancelsThem() async {
    let clock = TestClock()
    let store = self.makeStore(clock: clock)
    await store.send(.startKeyPressed)
    await store.skipInFlightEffects()
    await clock.advance(by: .seconds(3))
  }

  @Test func cancellingAConcatenationStopsTheRestOfIt() async {
    let clock = TestClock()
    let store = self.makeStore(clock: clock)
    await store.send(.sequenceKeyPressed)
    await clock.advance(by: .seconds(1))
    await store.receive(.tick) { $0.ticks = 1 }
    await store.send(.stopKeyPressed)
    await clock.advance(by: .seconds(5))
  }
}
