import Architecture
import Testing

/// The "Sharing state" article's test: shared state asserted like any other.
@MainActor
struct StatsTabsTests {
  @Test func bothTabsSeeOneValue() async {
    let store = TestStore(initialState: StatsTabs.State()) { StatsTabs() }
    await store.send(.counter(.incrementKeyPressed)) {
      $0.counter.$stats.withLock { $0.increment() }
    }
    #expect(store.state.profile.stats.count == 1)
    await store.send(.counter(.resetKeyPressed)) {
      $0.counter.$stats.withLock { $0 = Stats() }
    }
    await store.send(.profile(.statsChanged(Stats(count: 100)))) { $0.profile.milestone = true }
  }
}
