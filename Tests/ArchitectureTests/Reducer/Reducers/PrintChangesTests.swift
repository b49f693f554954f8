import Architecture
import ConcurrencyExtras
import Foundation
import IssueCapture
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

  struct SharedCounter: Reducer {
    struct State: Equatable {
      @Shared var count: Int
    }

    func reduce(into state: inout State, action: Bool) -> Effect<Bool> {
      state.$count.withLock { $0 += action ? 1 : -1 }
      return .none
    }
  }

  @Test func showsWhatAnActionChangedInSharedState() {
    let log = Log()
    let store = Store(initialState: SharedCounter.State(count: Shared(value: 0))) {
      SharedCounter()._printChanges(to: log)
    }
    store.send(true)
    #expect(
      log.text == """
        received action:
          true
          \u{2007} PrintChangesTests.SharedCounter.State(
          −   _count: 0
          +   _count: 1
          \u{2007} )

        """
    )
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
    let issues = captureIssues {
      store.send(.incrementKeyPressed)
      store.send(.incrementKeyPressed)
    }
    #expect(
      issues.map(\.message) == [
        """
        "_printChanges" could not write to "/nonexistent-directory/changes.log": The operation \
        could not be completed. No such file or directory

        Make sure the directory exists and is writable, or log to another file.
        """
      ]
    )
    #expect(store.state.count == 2)
  }

  enum Row: Equatable {
    case renamed(id: Int, name: String)
    case checked(Bool)
    case deleted
  }

  enum ListAction: Equatable {
    case row(index: Int, action: Row)
    case sort
    case pair(Int, Row)
  }

  @Test func actionLabelsNameTheCasesAndLabelsWithoutValues() {
    #expect(
      _actionLabels(Counter.Action.incrementKeyPressed)
        == "PrintChangesTests.Counter.Action.incrementKeyPressed"
    )
    #expect(_actionLabels(ListAction.sort) == "PrintChangesTests.ListAction.sort")
    #expect(
      _actionLabels(ListAction.row(index: 2, action: .renamed(id: 7, name: "oat milk")))
        == "PrintChangesTests.ListAction.row(index:, action: .renamed(id:, name:))"
    )
    #expect(
      _actionLabels(ListAction.row(index: 0, action: .checked(true)))
        == "PrintChangesTests.ListAction.row(index:, action: .checked)"
    )
    #expect(
      _actionLabels(ListAction.pair(1, .deleted))
        == "PrintChangesTests.ListAction.pair(_:, _: .deleted)"
    )
  }

  @Test func actionLabelsLeaveOutGenericArgumentsAndEnclosingFunctions() {
    enum Local { case tapped }
    #expect(_actionLabels(Local.tapped) == "PrintChangesTests.Local.tapped")
    #expect(_actionLabels(Result<Int, Never>.success(1)) == "Result.success")
  }

  @Test func aPrinterOfOnesOwnSeesEachActionWithTheStateBeforeAndAfter() {
    var seen: [String] = []
    let store = Store(initialState: Counter.State()) {
      Counter()._printChanges(
        _ReducerPrinter { action, old, new in seen.append("\(action) \(old.count)→\(new.count)") }
      )
    }
    store.send(.incrementKeyPressed)
    store.send(.noopKeyPressed)
    #expect(seen == ["incrementKeyPressed 0→1", "noopKeyPressed 1→1"])
  }

  @Test func aPrinterWithAQueuePrintsThere() async {
    let queue = DispatchQueue(label: "print-changes-tests")
    let printed = LockIsolated<[String]>([])
    let store = Store(initialState: Counter.State()) {
      Counter()._printChanges(
        _ReducerPrinter(
          printChange: { action, _, _ in
            dispatchPrecondition(condition: .onQueue(queue))
            printed.withValue { $0.append("\(action)") }
          },
          queue: queue
        )
      )
    }
    store.send(.incrementKeyPressed)
    queue.sync {}
    #expect(printed.value == ["incrementKeyPressed"])
  }

  @Test func noPrinterPrintsNothingAndTheReducerStillRuns() {
    let store = Store(initialState: Counter.State()) { Counter()._printChanges(nil) }
    store.send(.incrementKeyPressed)
    #expect(store.state.count == 1)
  }

  /// TCA's spellings compile: the default printer and the action labels, both on standard
  /// output (not run here, to keep the test output clean).
  @Test func tcaSpellingsCompile() {
    let defaultPrinter = Counter()._printChanges()
    let labels = Counter()._printChanges(.actionLabels)
    #expect(type(of: defaultPrinter) == _PrintChangesReducer<Counter>.self)
    #expect(type(of: labels) == _PrintChangesReducer<Counter>.self)
  }
}
