// The least a cursor move costs through a store and ncursesw, with no canvas between them: a key
// becomes an action, a store's reducer moves the cursor, an `Equatable` view state is derived
// from the state, a pure function makes the changed rows (strings with their attributes), the
// rows that differ from those drawn go to ncursesw as strings. What runtime-floor
// (Benchmarks/RuntimeFloor) does more is the canvas, the frame diff and the backend turning cells
// into curses' cells, which the app's design asks for; what it does beyond the C floor
// (Benchmarks/Floor) is only the Swift: the store, the view state and the rows' strings.
//
//   make floor && Benchmarks/tui-bench --floor .build-bench/release/store-floor --items 1000

import Architecture
import CNcurses
import FloorCursorList
import Glibc

/// What the screen shows of the state.
struct ViewState: Equatable {
  var count: Int
  var cursor: Int
}

/// A row as the app draws it: a two-column cursor marker (`›` on the cursor's row), the checkbox
/// in bold, the name; the cursor's row reversed across the width.
struct Row: Equatable {
  var item: Int
  var isCursor: Bool
  var name: String

  init(item: Int, isCursor: Bool, width: Int) {
    let number = String(item)
    var name = " item " + String(repeating: "0", count: max(0, 6 - number.count)) + number
    if isCursor { name += String(repeating: " ", count: max(0, width - 5 - name.count)) }
    self.item = item
    self.isCursor = isCursor
    self.name = name
  }

  func draw(at line: Int32) {
    let window = cn_stdscr()
    let base = isCursor ? cn_a_reverse() : cn_a_normal()
    wmove(window, line, 0)
    wattrset(window, Int32(bitPattern: base))
    waddstr(window, isCursor ? "› " : "  ")
    wattrset(window, Int32(bitPattern: base | cn_a_bold()))
    waddstr(window, "[ ]")
    wattrset(window, Int32(bitPattern: base))
    waddstr(window, name)
    wattrset(window, Int32(bitPattern: cn_a_normal()))
    if !isCursor { wclrtoeol(window) }
  }
}

/// The rows a change of view state changes: the cursor's old row and its new one.
func changedRows(from shown: ViewState, to viewState: ViewState, rows: Int, width: Int) -> [Row] {
  [shown.cursor, viewState.cursor].filter { $0 < rows }.map { item in
    Row(item: item, isCursor: item == viewState.cursor, width: width)
  }
}

let arguments = CommandLine.arguments
let count = max(
  1,
  arguments.firstIndex(of: "--items").flatMap { index in
    arguments.indices.contains(index + 1) ? Int(arguments[index + 1]) : nil
  } ?? 1000)

MainActor.assumeIsolated {
  setlocale(LC_ALL, "")
  initscr()
  raw()
  noecho()
  keypad(cn_stdscr(), true)
  let store = Store(initialState: CursorList.State(count: count)) { CursorList() }
  let width = Int(cn_cols())
  let rows = min(Int(cn_lines()) - 2, count)
  var drawn = (0..<rows).map { Row(item: $0, isCursor: $0 == 0, width: width) }
  mvwaddstr(cn_stdscr(), 0, 0, "Shopping list")
  for row in drawn { row.draw(at: Int32(row.item + 1)) }
  // NB: the count ungrouped, which `tui-bench` recognizes as it does "1,000 items".
  mvwaddstr(cn_stdscr(), cn_lines() - 1, 0, "\(count) items · 0 in basket")
  wrefresh(cn_stdscr())
  var shown = ViewState(count: store.count, cursor: store.cursor)
  while !store.hasQuit {
    let key = wgetch(cn_stdscr())
    switch key {
    case ERR: store.send(.quitKeyPressed)
    case Int32(UInt8(ascii: "j")): store.send(.downKeyPressed)
    case Int32(UInt8(ascii: "k")): store.send(.upKeyPressed)
    case Int32(UInt8(ascii: "q")): store.send(.quitKeyPressed)
    default: break
    }
    let viewState = ViewState(count: store.count, cursor: store.cursor)
    guard viewState != shown else { continue }
    for row in changedRows(from: shown, to: viewState, rows: rows, width: width)
    where row != drawn[row.item] {
      row.draw(at: Int32(row.item + 1))
      drawn[row.item] = row
    }
    shown = viewState
    wrefresh(cn_stdscr())
  }
  endwin()
}
