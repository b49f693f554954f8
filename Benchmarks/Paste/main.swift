// Measures a 100 KB bracketed paste in memory, end to end but for curses: the key the terminal
// delivers, the action the views map it to, the reducers, and the next frame derived, drawn and
// diffed on an 80x24 in-memory terminal; into a list of 1,000 items, into the name being edited
// and into the filter. Target (issue 15): well under a second. Then a key typed into a new
// item's name while 10,000 history entries are searched for suggestions, with 1,000 items on the
// list, and `h`, the usuals. Target (issue 27): at most 1 ms a key.
//   swift build -c release --product paste-benchmarks && .build/release/paste-benchmarks [RUNS]
import Architecture
import Foundation
import ShoppingListFeatures
import ShoppingListModel
import ShoppingListStorage
import ShoppingListViews
import TerminalUI

let runs = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 5

/// 100 KB of Markdown list lines, "- [ ] pasted 00000" and every tenth one checked.
let lines = (0..<5_264).map { index in
  let number = String(index)
  let padded = String(repeating: "0", count: 5 - number.count) + number
  return "- [\(index % 10 == 0 ? "x" : " ")] pasted \(padded)"
}
let text = lines.joined(separator: "\n") + "\n"
precondition(text.utf8.count >= 100_000, "the paste is 100 KB")

/// A running app with `count` items on an 80x24 in-memory terminal.
@MainActor
struct Harness {
  let store: Store<App.State, App.Action>
  let backend = InMemoryBackend(size: Size(width: 80, height: 24))
  let runtime: TerminalRuntime<AppView.ViewState>

  init(items count: Int, history: HistoryIndex = HistoryIndex()) throws {
    let items = (0..<count).map { ShoppingItem(id: UUID(), name: "item \($0)") }
    store = Store(initialState: App.State(list: ShoppingList.State(items: items))) {
      App()
    } withDependencies: {
      $0.listStorage = ListStorage(load: { LoadedList(items: []) }, save: { _ in 0 })
      $0.listHistory = ListHistory { history }
    }
    runtime = TerminalRuntime(
      app: TerminalApp(store: store), backend: backend,
      scheduler: RuntimeScheduler(schedule: { _ in }, scheduleAfter: { _, _ in })
    )
    try runtime.start()
  }

  /// Types `keys` and draws the frame after them.
  func press(_ keys: KeyEvent...) {
    for key in keys { backend.type(key) }
    runtime.inputAvailable()
  }
}

func milliseconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) / 1e15
}

/// Times the paste `runs` times, each on a fresh app prepared by `prepare`: the reducers alone
/// (`store.send` of the action the views map the paste to), then the frame after it.
@MainActor
func measure(
  _ label: String, prepare: (Harness) -> Void, check: (App.State) -> Bool
) throws {
  var sends: [Double] = []
  var frames: [Double] = []
  let clock = ContinuousClock()
  for _ in 0..<runs {
    let app = try Harness(items: 1_000)
    prepare(app)
    guard let action = AppView.action(for: .paste(text), in: AppView.ViewState(app.store.state))
    else { preconditionFailure("\(label): the paste maps to no action") }
    sends.append(milliseconds(clock.measure { app.store.send(action) }))
    frames.append(milliseconds(clock.measure { app.runtime.inputAvailable() }))
    precondition(check(app.store.state), "\(label): the paste did not land")
    precondition(app.backend.frames.count >= 2, "\(label): no frame after the paste")
  }
  let totals = zip(sends, frames).map { $0 + $1 }.sorted()
  sends.sort()
  frames.sort()
  let line = label.padding(toLength: 36, withPad: " ", startingAt: 0)
  print(
    line
      + String(
        format: "send %7.1f ms   frame %6.1f ms   total %7.1f ms (max %7.1f)",
        sends[runs / 2], frames[runs / 2], totals[runs / 2], totals[runs - 1]
      )
  )
}

print("a paste of \(text.utf8.count) bytes (\(lines.count) lines), 1,000 items, medians of \(runs)")
try measure("into the list", prepare: { _ in }) { state in
  state.list.items.count == 1_000 + lines.count && state.list.history.undoSteps.count == 1
}
try measure("into a new item's name", prepare: { $0.press(.character("a")) }) { state in
  state.list.editing?.editor.text.count == ShoppingItem.maximumNameLength
}
try measure("into the filter", prepare: { $0.press(.character("/")) }) { state in
  state.list.filter?.query.text.count == ShoppingItem.maximumNameLength
}

/// 10,000 history entries: "milk 0000" to "milk 0999" bought most, then names of every kind.
let history = HistoryIndex(
  (0..<10_000).map { index in
    let word = ["milk", "mints", "mango", "oat milk", "bread", "tea"][index % 6]
    return HistoryEntry(
      id: UUID(), name: "\(word) \(index)", category: "Dairy & Eggs",
      quantity: ItemQuantity(amount: 2), timesBought: Int64(10_000 - index),
      lastBought: Date(timeIntervalSince1970: Double(index)),
      lastLeft: Date(timeIntervalSince1970: Double(index))
    )
  }
)

/// Times each key of `keys` (send of the action the views map it to, then the frame), after
/// `prepare`, on a fresh app with 1,000 items and the 10,000-entry history, `runs` times.
@MainActor
func measureKeys(
  _ label: String, prepare: [KeyEvent], keys: [KeyEvent], check: (App.State) -> Bool
) throws {
  var totals: [Double] = []
  let clock = ContinuousClock()
  for _ in 0..<runs {
    let app = try Harness(items: 1_000, history: history)
    for key in prepare { app.press(key) }
    for key in keys {
      totals.append(
        milliseconds(
          clock.measure {
            guard let action = AppView.action(for: key, in: AppView.ViewState(app.store.state))
            else { preconditionFailure("\(label): \(key) maps to no action") }
            app.store.send(action)
            app.runtime.inputAvailable()
          }
        )
      )
    }
    precondition(check(app.store.state), "\(label): the keys did not do what they should")
  }
  totals.sort()
  let line = label.padding(toLength: 36, withPad: " ", startingAt: 0)
  print(
    line
      + String(
        format: "key + frame %6.3f ms   p95 %6.3f ms   max %6.3f ms (%d keys)",
        totals[totals.count / 2], totals[totals.count * 95 / 100], totals[totals.count - 1],
        totals.count
      )
  )
}

print("1,000 items and 10,000 history entries, every key of \(runs) runs")
try measureKeys(
  "a key showing suggestions", prepare: [.character("a")],
  keys: [.character("m"), .character("i"), .character("l"), .backspace, .character("x")]
) { state in
  state.list.suggestions.isEmpty && state.list.editing?.editor.text == "mix"
}
try measureKeys(
  "a key matching no suggestion", prepare: [.character("a"), .character("z")],
  keys: [.character("q"), .character("q"), .character("q")]
) { state in
  state.list.suggestions.isEmpty
}
try measureKeys("h: the usuals, and back", prepare: [], keys: [.character("h"), .escape]) {
  state in state.list.usuals == nil
}
