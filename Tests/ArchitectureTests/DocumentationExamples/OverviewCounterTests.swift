import Architecture
import Testing

/// The overview's counter runs as the article says.
@MainActor
struct OverviewCounterTests {
  @Test func countsEachKeyPress() async {
    let store = TestStore(initialState: Overview.Counter.State()) { Overview.Counter() }
    await store.send(.incrementKeyPressed) { $0.count = 1 }
    await store.send(.incrementKeyPressed) { $0.count = 2 }
  }
}
