import Architecture
import Foundation
import IssueCapture
import Testing

@MainActor
struct TestStoreSendCaseTests {
  @Reducer
  struct Form {
    struct State: Equatable {
      var name = ""
      var saved = false
    }

    enum Action: Equatable {
      case nameChanged(String)
      case saveKeyPressed
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .nameChanged(let name):
          state.name = name
          return .none
        case .saveKeyPressed:
          state.saved = true
          return .none
        }
      }
    }
  }

  @Test func sendsByCaseKeyPath() async {
    let store = TestStore(initialState: Form.State()) { Form() }
    await store.send(\.nameChanged, "Milk") { $0.name = "Milk" }
    await store.send(\.saveKeyPressed) { $0.saved = true }
  }

  /// The initial state's type comes from the reducer, as in TCA.
  @Test func theInitialStateMayBeWrittenDotInit() async {
    let store = TestStore(initialState: .init()) { Form() }
    await store.send(\.nameChanged, "Milk") { $0.name = "Milk" }
  }

  @Test func aWrongExpectationFails() async {
    let store = TestStore(initialState: Form.State()) { Form() }
    let issues = await captureIssues {
      await store.send(\.nameChanged, "Milk") { $0.name = "Eggs" }
    }
    #expect(
      issues.map(\.message) == [
        """
        A state change does not match expectation.

              TestStoreSendCaseTests.Form.State(
            −   name: "Eggs",
            +   name: "Milk",
                saved: false
              )

        (Expected: −, Actual: +)
        """
      ]
    )
  }

  @Test func assertionsRunWithTheStoresDependencies() async {
    let store = TestStore(initialState: Form.State()) {
      Form()
    } withDependencies: {
      $0.date.now = Date(timeIntervalSince1970: 1_000)
    }
    var seen: Date?
    await store.send(\.nameChanged, "Milk") {
      @Dependency(\.date.now) var now
      seen = now
      $0.name = "Milk"
    }
    #expect(seen == Date(timeIntervalSince1970: 1_000))
  }
}
