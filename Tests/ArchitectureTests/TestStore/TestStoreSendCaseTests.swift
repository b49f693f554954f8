import Architecture
import Foundation
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
        case let .nameChanged(name):
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

  @Test func aWrongExpectationFails() async {
    let store = TestStore(initialState: Form.State()) { Form() }
    await withKnownIssue {
      await store.send(\.nameChanged, "Milk") { $0.name = "Eggs" }
    } matching: { issue in
      issue.description.contains("A state change does not match expectation")
    }
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
