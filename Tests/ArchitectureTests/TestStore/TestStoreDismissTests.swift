import Architecture
import IssueCapture
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
    let issues = await captureIssues {
      await store.send(.appeared)
    }
    #expect(
      issues.map(\.message) == [
        """
        The feature under test dismissed itself with "@Dependency(\\.dismiss)", which cancelled \
        its effects, as it would have been gone from the screen; this action came after:

          TestStoreDismissTests.Sheet.Action.appeared

        Can't send action to dismissed test store.
        """
      ]
    )
  }
}
