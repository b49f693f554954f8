import Architecture
import TestSupport
import Testing

@testable import NumberFacts
@testable import ShoppingListFeatures
@testable import ShoppingListStorage

@MainActor
struct CounterTests {
  static func factAlert(about number: Int, _ message: String) -> AlertState<Counter.Action.Alert> {
    AlertState {
      TextState("Fact about \(number)")
    } actions: {
      ButtonState(role: .cancel) { TextState("OK") }
    } message: {
      TextState(message)
    }
  }

  // MARK: - Counting

  @Test func incrementDecrementAndReset() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.send(.incrementKeyPressed) { $0.count = 1 }
    await store.send(.incrementKeyPressed) { $0.count = 2 }
    await store.send(.decrementKeyPressed) { $0.count = 1 }
    await store.send(.decrementKeyPressed) { $0.count = 0 }
    await store.send(.decrementKeyPressed) { $0.count = -1 }
    await store.send(.resetKeyPressed) { $0.count = 0 }
    await store.send(.resetKeyPressed)
  }

  @Test func theCountStopsAtTheLargestInt() async {
    let store = TestStore(initialState: Counter.State(count: .max - 1)) { Counter() }
    await store.send(.incrementKeyPressed) { $0.count = .max }
    await store.send(.incrementKeyPressed)
    await store.send(.decrementKeyPressed) { $0.count = .max - 1 }
  }

  @Test func theCountStopsAtTheSmallestInt() async {
    let store = TestStore(initialState: Counter.State(count: .min + 1)) { Counter() }
    await store.send(.decrementKeyPressed) { $0.count = .min }
    await store.send(.decrementKeyPressed)
    await store.send(.incrementKeyPressed) { $0.count = .min + 1 }
  }

  // MARK: - Facts

  @Test(arguments: [FactsMode.auto, .live])
  func aFactFromTheServerIsShownInAnAlert(mode: FactsMode) async {
    let store = TestStore(
      initialState: Counter.State(count: 41, factsMode: mode)
    ) {
      Counter()
    } withDependencies: {
      $0.numberFact.fetch = { "\($0) is the number of the beast's little brother." }
    }
    await store.send(.incrementKeyPressed) { $0.count = 42 }
    await store.send(.numberFactKeyPressed) { $0.factInFlight = 42 }
    await store.receive(\.numberFactResponse.success) {
      $0.factInFlight = nil
      $0.alert = Self.factAlert(
        about: 42, "42 is the number of the beast's little brother."
      )
    }
    await store.send(.alert(.dismiss)) { $0.alert = nil }
  }

  @Test func aFailureInLiveModeSaysWhy() async {
    let store = TestStore(
      initialState: Counter.State(count: 7, factsMode: .live)
    ) {
      Counter()
    } withDependencies: {
      $0.numberFact.fetch = { _ in throw NumberFactError.status(404) }
    }
    await store.send(.numberFactKeyPressed) { $0.factInFlight = 7 }
    await store.receive(
      \.numberFactResponse.failure, NumberFactFailure(reason: "the server answered 404 Not Found")
    ) {
      $0.factInFlight = nil
      $0.alert = Self.factAlert(
        about: 7, "Could not load a number fact :(\nThe server answered 404 Not Found."
      )
    }
  }

  @Test func aFailureInAutoModeFallsBackToAnOfflineFact() async {
    let store = TestStore(
      initialState: Counter.State(count: 7, factsMode: .auto)
    ) {
      Counter()
    } withDependencies: {
      $0.numberFact.fetch = { _ in
        throw NumberFactError.unreachable(host: "number-trivia.com", reason: "no route")
      }
      $0.offlineNumberFact.fact = { "\($0) is a prime number." }
    }
    await store.send(.numberFactKeyPressed) { $0.factInFlight = 7 }
    await store.receive(\.numberFactResponse.failure) {
      $0.factInFlight = nil
      $0.alert = Self.factAlert(about: 7, "7 is a prime number. (offline)")
    }
  }

  @Test func offlineModeNeverTouchesTheNetwork() async {
    let requests = LockIsolated(0)
    let store = TestStore(
      initialState: Counter.State(count: 28, factsMode: .offline)
    ) {
      Counter()
    } withDependencies: {
      $0.numberFact.fetch = { _ in
        requests.withValue { $0 += 1 }
        return "a fact from the network"
      }
      $0.offlineNumberFact.fact = { "\($0) is a perfect number." }
    }
    await store.send(.numberFactKeyPressed) {
      $0.alert = Self.factAlert(about: 28, "28 is a perfect number.")
    }
    await store.send(.alert(.dismiss)) { $0.alert = nil }
    #expect(requests.value == 0)
  }

  @Test func theFallbackIsOneOfTheNumbersOwnFactsPickedByTheRandomNumberGenerator() async {
    var generator = SplitMix64(seed: 7)
    let facts = OfflineNumberFacts.facts(about: 28)
    let expected = facts[Int.random(in: facts.indices, using: &generator)]
    let store = TestStore(
      initialState: Counter.State(count: 28, factsMode: .auto)
    ) {
      Counter()
    } withDependencies: {
      $0.numberFact.fetch = { _ in throw NumberFactError.timedOut(after: .seconds(5)) }
      $0.withRandomNumberGenerator = WithRandomNumberGenerator(SplitMix64(seed: 7))
    }
    await store.send(.numberFactKeyPressed) { $0.factInFlight = 28 }
    await store.receive(\.numberFactResponse.failure) {
      $0.factInFlight = nil
      $0.alert = Self.factAlert(about: 28, "\(expected) (offline)")
    }
  }

  @Test func aLongFactScrollsWithinWhatTheViewMeasuredAndTheNextOneStartsAtTheTop() async {
    var state = Counter.State(count: 42, factsMode: .offline)
    state.alert = Self.factAlert(about: 42, "A long fact.")
    state.alertScroll.measure(TextExtent(lineCount: 20, visibleLineCount: 7))
    let store = TestStore(initialState: state) {
      Counter()
    } withDependencies: {
      $0.offlineNumberFact.fact = { "\($0) is even." }
    }
    await store.send(.alertScrolled(.lineUp))
    await store.send(.alertScrolled(.lineDown)) { $0.alertScroll.offset = 1 }
    await store.send(.alertScrolled(.pageDown)) { $0.alertScroll.offset = 7 }
    await store.send(.alertScrolled(.pageDown)) { $0.alertScroll.offset = 13 }
    await store.send(.alertScrolled(.lineDown))
    await store.send(.alertScrolled(.pageUp)) { $0.alertScroll.offset = 7 }
    await store.send(.alert(.dismiss)) { $0.alert = nil }
    await store.send(.numberFactKeyPressed) {
      $0.alert = Self.factAlert(about: 42, "42 is even.")
      $0.alertScroll = ScrollPosition()
    }
  }

  @Test func askingAgainCancelsTheRequestInFlight() async {
    let clock = TestClock()
    let cancelled = LockIsolated<[Int]>([])
    let store = TestStore(initialState: Counter.State()) {
      Counter()
    } withDependencies: {
      $0.numberFact.fetch = Self.slowFetch(on: clock, noting: cancelled)
    }
    await store.send(.numberFactKeyPressed) { $0.factInFlight = 0 }
    await store.send(.incrementKeyPressed) { $0.count = 1 }
    await store.send(.numberFactKeyPressed) { $0.factInFlight = 1 }
    await clock.advance(by: .seconds(1))
    await store.receive(\.numberFactResponse.success) {
      $0.factInFlight = nil
      $0.alert = Self.factAlert(about: 1, "1 arrived.")
    }
    #expect(cancelled.value == [0])
  }

  @Test func quittingCancelsTheRequestInFlight() async {
    let clock = TestClock()
    let cancelled = LockIsolated<[Int]>([])
    let store = TestStore(initialState: QuittingApp.State()) {
      QuittingApp()
    } withDependencies: {
      $0.numberFact.fetch = Self.slowFetch(on: clock, noting: cancelled)
    }
    await store.send(.counter(.numberFactKeyPressed)) { $0.counter.factInFlight = 0 }
    await store.send(.quitKeyPressed) {
      $0.counter.factInFlight = nil
      $0.hasQuit = true
    }
    await clock.advance(by: .seconds(5))
    await Task.megaYield()
    #expect(cancelled.value == [0])
  }

  /// A fetch that answers after a second on `clock`, noting each number whose request was
  /// cancelled before that.
  static func slowFetch(
    on clock: TestClock<Duration>, noting cancelled: LockIsolated<[Int]>
  ) -> @Sendable (Int) async throws -> String {
    { number in
      do {
        try await clock.sleep(for: .seconds(1))
      } catch {
        cancelled.withValue { $0.append(number) }
        throw error
      }
      return "\(number) arrived."
    }
  }

}

extension CounterTests {
  /// The part of the app that matters when the person quits while a fact is on its way.
  struct QuittingApp: Reducer {
    struct State: Equatable {
      var counter = Counter.State()
      var hasQuit = false
    }

    @CasePathable
    enum Action: Equatable {
      case counter(Counter.Action)
      case quitKeyPressed
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.counter, action: \.counter) { Counter() }
      Reduce { state, action in
        switch action {
        case .counter:
          return .none
        case .quitKeyPressed:
          state.hasQuit = true
          return Counter.cancelFactRequest(&state.counter).map { .counter($0) }
        }
      }
    }
  }
}
