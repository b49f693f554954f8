import Architecture
import Testing

@MainActor
struct StopwatchTests {
  @Test func ticksWhileRunning() async {
    let clock = TestClock()
    let store = TestStore(initialState: Stopwatch.State()) {
      Stopwatch()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.startStopKeyPressed) { $0.isRunning = true }
    await clock.advance(by: .seconds(2))
    await store.receive(\.tickReceived) { $0.seconds = 1 }
    await store.receive(\.tickReceived) { $0.seconds = 2 }
    await store.send(.startStopKeyPressed) { $0.isRunning = false }
    await clock.advance(by: .seconds(5))  // stopped: nothing more arrives
  }
}
