import Architecture
import Testing

@MainActor
struct TestStoreDismissTests {
  @Reducer
  struct Sheet {
    struct State: Equatable {}

    enum Action: Equatable {
      case appeared
      case closeKeyPressed
    }

    @Dependency(\.dismiss) var dismiss

    var body: some ReducerOf<Self> {
      Reduce { _, action in
        switch action {
        case .appeared:
          return .run { _ in try await Task.never() }
        case .closeKeyPressed:
          return .run { _ in await dismiss() }
        }
      }
    }
  }

  @Test func theFeatureUnderTestDismissingItselfCancelsItsEffects() async {
    let store = TestStore(initialState: Sheet.State()) { Sheet() }
    await store.send(.appeared)
    await store.send(.closeKeyPressed)
  }

  @Test func sendingToADismissedFeatureIsReported() async {
    let store = TestStore(initialState: Sheet.State()) { Sheet() }
    await store.send(.closeKeyPressed)
    await withKnownIssue {
      await store.send(.appeared)
    } matching: { issue in
      issue.description.contains("Can't send action to dismissed test store.")
    }
  }
}
