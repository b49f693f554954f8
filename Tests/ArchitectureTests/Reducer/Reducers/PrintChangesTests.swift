import Architecture
import Foundation
import Testing

@MainActor
struct PrintChangesTests {
  struct Counter: Reducer {
    struct State: Equatable {
      var count = 0
      var label = "Groceries"
    }

    @CasePathable
    enum Action: Equatable { case incrementKeyPressed, noopKeyPressed }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      if action == .incrementKeyPressed { state.count += 1 }
      return .none
    }
  }

  final class Log: TextOutputStream {
    var text = ""
    func write(_ string: String) { self.text += string }
  }

  @Test func writesEachActionAndTheStateDiff() {
    let log = Log()
    let store = Store(initialState: Counter.State()) { Counter()._printChanges(to: log) }
    store.send(.incrementKeyPressed)
    store.send(.noopKeyPressed)
    // NB: CustomDump's proportional diffs pad unchanged lines with figure spaces (U+2007).
    #expect(
      log.text == """
        received action:
          PrintChangesTests.Counter.Action.incrementKeyPressed
          \u{2007} PrintChangesTests.Counter.State(
          −   count: 0,
          +   count: 1,
          \u{2007}   label: "Groceries"
          \u{2007} )
        received action:
          PrintChangesTests.Counter.Action.noopKeyPressed
          (No state changes)

        """
    )
  }

  @Test func appendsToAFile() throws {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("print-changes-\(UUID().uuidString).log")
    defer { try? FileManager.default.removeItem(at: url) }
    let store = Store(initialState: Counter.State()) { Counter()._printChanges(to: url) }
    store.send(.incrementKeyPressed)
    store.send(.incrementKeyPressed)
    let text = try String(contentsOf: url, encoding: .utf8)
    #expect(text.components(separatedBy: "received action:").count == 3)
    #expect(text.contains("+   count: 2"))
  }

  @Test func anUnwritableFileIsReportedOnce() {
    let url = URL(fileURLWithPath: "/nonexistent-directory/changes.log")
    let store = Store(initialState: Counter.State()) { Counter()._printChanges(to: url) }
    withKnownIssue {
      store.send(.incrementKeyPressed)
      store.send(.incrementKeyPressed)
    } matching: { issue in
      issue.description.contains("could not write to \"/nonexistent-directory/changes.log\"")
    }
    #expect(store.state.count == 2)
  }
}
