import Architecture
import IssueCapture
import Testing

/// A `TestStore` asserts shared state as it asserts any other: changed with `withLock` in the
/// assertion closure, every change asserted, a change of a child seen through the parent.
@MainActor
struct SharedTestStoreTests {
  @Reducer
  struct Counter {
    struct State: Equatable {
      @Shared(.inMemory("count")) var count = 0
    }

    enum Action: Equatable {
      case incrementKeyPressed
      case incrementLaterKeyPressed
      case incrementQuietlyKeyPressed
      case incremented
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .incrementKeyPressed:
          state.$count.withLock { $0 += 1 }
          return .none
        case .incrementLaterKeyPressed:
          return .run { [count = state.$count] send in
            count.withLock { $0 += 1 }
            await send(.incremented)
          }
        case .incrementQuietlyKeyPressed:
          return .run { [count = state.$count] _ in count.withLock { $0 += 1 } }
        case .incremented:
          return .none
        }
      }
    }
  }

  @Reducer
  struct Parent {
    struct State: Equatable {
      @Shared(.inMemory("count")) var count = 0
      var counter = Counter.State()
      var settings: Settings.State
    }

    enum Action: Equatable {
      case counter(Counter.Action)
      case settings(Settings.Action)
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.counter, action: \.counter) { Counter() }
      Scope(state: \.settings, action: \.settings) { Settings() }
    }
  }

  /// A child handed one part of the parent's shared state: `$appearance.size`.
  @Reducer
  struct Settings {
    struct State: Equatable {
      @Shared var size: Int
    }

    enum Action: Equatable { case largerKeyPressed }

    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.$size.withLock { $0 += 1 }
        return .none
      }
    }
  }

  struct Appearance: Equatable, Sendable {
    var theme = "light"
    var size = 12
  }

  @Test func aSharedChangeIsAssertedWithWithLock() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.send(.incrementKeyPressed) {
      $0.$count.withLock { $0 = 1 }
    }
    #expect(store.state.count == 1)
  }

  @Test func aChildsChangeShowsInTheParent() async {
    let appearance = Shared(value: Appearance())
    let store = TestStore(
      initialState: Parent.State(settings: Settings.State(size: appearance.size))
    ) {
      Parent()
    }
    await store.send(.counter(.incrementKeyPressed)) {
      $0.$count.withLock { $0 = 1 }
    }
    #expect(store.state.count == 1)
    await store.send(.settings(.largerKeyPressed)) {
      $0.settings.$size.withLock { $0 = 13 }
    }
    #expect(appearance.wrappedValue == Appearance(theme: "light", size: 13))
  }

  @Test func aChangeAnEffectMadeIsAssertedWhenItsActionIsReceived() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.send(.incrementLaterKeyPressed)
    await store.receive(.incremented) {
      $0.$count.withLock { $0 = 1 }
    }
  }

  @Test func aChangeAnEffectMadeWithoutAnActionIsAssertedAfterIt() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.send(.incrementQuietlyKeyPressed).finish()
    store.assert {
      $0.$count.withLock { $0 = 1 }
    }
  }

  // NB: custom-dump marks the unchanged lines of a diff with a figure space (U+2007).
  @Test func anUnassertedSharedChangeFails() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    let issues = await captureIssues {
      await store.send(.incrementKeyPressed)
    }
    #expect(
      issues.map(\.message) == [
        """
        State was not expected to change, but a change occurred.

            \u{2007} SharedTestStoreTests.Counter.State(
            −   _count: 0
            +   _count: 1
            \u{2007} )

        (Expected: −, Actual: +)
        """
      ])
  }

  @Test func aWrongSharedExpectationShowsTheDiff() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    let issues = await captureIssues {
      await store.send(.incrementKeyPressed) {
        $0.$count.withLock { $0 = 2 }
      }
    }
    #expect(
      issues.map(\.message) == [
        """
        A state change does not match expectation.

            \u{2007} SharedTestStoreTests.Counter.State(
            −   _count: 2
            +   _count: 1
            \u{2007} )

        (Expected: −, Actual: +)
        """
      ])
  }

  @Test func aChangeLeftUnassertedAtTheEndFails() async {
    let issues = await captureIssues {
      let store = TestStore(initialState: Counter.State()) { Counter() }
      await store.send(.incrementQuietlyKeyPressed).finish()
    }
    #expect(
      issues.map(\.message) == [
        """
        Test store finished before asserting against changes to shared state.

            \u{2007} SharedTestStoreTests.Counter.State(
            −   _count: 0
            +   _count: 1
            \u{2007} )

        (Expected: −, Actual: +)

        Invoke "TestStore.assert" at the end of this test to assert against changes to shared \
        state.
        """
      ])
  }

  @Test func aNonExhaustiveStoreLetsSharedChangesGo() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    store.exhaustivity = .off
    await store.send(.incrementKeyPressed)
    await store.send(.incrementKeyPressed) {
      $0.$count.withLock { $0 = 2 }
    }
    await store.send(.incrementQuietlyKeyPressed).finish()
  }
}
