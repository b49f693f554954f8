import Architecture
import IssueCapture
import Testing

/// The counter with number facts from The Composable Architecture's README, ported.
@MainActor
struct ReadmeCounterTests {
  struct NumberFactClient: Sendable {
    var fetch: @Sendable (Int) async throws -> String
  }

  struct Feature: Reducer {
    struct State: Equatable {
      var count = 0
      var alert: String?
    }

    @CasePathable
    enum Action {
      case alertDismissed
      case decrementKeyPressed
      case incrementKeyPressed
      case numberFactKeyPressed
      case numberFactResponse(Result<String, any Error>)
    }

    @Dependency(\.numberFact) var numberFact

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .alertDismissed:
          state.alert = nil
          return .none
        case .decrementKeyPressed:
          state.count -= 1
          return .none
        case .incrementKeyPressed:
          state.count += 1
          return .none
        case .numberFactKeyPressed:
          return .run { [count = state.count] send in
            await send(.numberFactResponse(Result { try await numberFact.fetch(count) }))
          }
        case .numberFactResponse(.success(let fact)):
          state.alert = fact
          return .none
        case .numberFactResponse(.failure):
          state.alert = "Could not load a number fact :("
          return .none
        }
      }
    }
  }

  struct FactUnavailable: Error {}

  @Test func incrementAndDecrement() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.incrementKeyPressed) { $0.count = 1 }
    await store.send(.incrementKeyPressed) { $0.count = 2 }
    await store.send(.decrementKeyPressed) { $0.count = 1 }
  }

  @Test func numberFact() async {
    let store = TestStore(initialState: Feature.State()) {
      Feature()
    } withDependencies: {
      $0.numberFact.fetch = { "\($0) is a good number Brent" }
    }
    await store.send(.incrementKeyPressed) { $0.count = 1 }
    await store.send(.numberFactKeyPressed)
    await store.receive(\.numberFactResponse.success) {
      $0.alert = "1 is a good number Brent"
    }
    await store.send(.alertDismissed) { $0.alert = nil }
  }

  @Test func numberFactFailure() async {
    let store = TestStore(initialState: Feature.State()) {
      Feature()
    } withDependencies: {
      $0.numberFact.fetch = { _ in throw FactUnavailable() }
    }
    await store.send(.numberFactKeyPressed)
    await store.receive(\.numberFactResponse.failure) {
      $0.alert = "Could not load a number fact :("
    }
  }

  @Test func aLiveDependencyReachedFromATestFails() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    let issues = await captureIssues {
      await store.send(.numberFactKeyPressed)
      await store.receive(\.numberFactResponse.success) { $0.alert = "0 is a live fact." }
    }
    #expect(
      issues.map(\.firstLine) == [
        """
        @Dependency(\\.numberFact) has no test implementation, but was accessed from a test context:
        """
      ]
    )
  }

  @Test func theLiveStoreRunsTheSameFeature() async {
    let store = Store(initialState: Feature.State()) {
      Feature()
    } withDependencies: {
      $0.numberFact.fetch = { "\($0) is the loneliest number." }
    }
    store.send(.incrementKeyPressed)
    await store.send(.numberFactKeyPressed).finish()
    #expect(store.state.alert == "1 is the loneliest number.")
  }
}

extension ReadmeCounterTests.NumberFactClient: DependencyKey {
  static let liveValue = Self { "\($0) is a live fact." }
}

extension DependencyValues {
  fileprivate var numberFact: ReadmeCounterTests.NumberFactClient {
    get { self[ReadmeCounterTests.NumberFactClient.self] }
    set { self[ReadmeCounterTests.NumberFactClient.self] = newValue }
  }
}
