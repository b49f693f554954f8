// The least a cursor move costs in an app built as shopping-list is: a key becomes an action, a
// store's reducer moves the cursor, an `Equatable` view state is derived from the state, the
// view draws the rows that changed over the last frame, the runtime sends the cells that differ
// to ncursesw. The list is `--items N` rows of the text the C floor (Benchmarks/Floor) draws;
// `tui-bench --floor` moves its cursor beside the app's and the C program's.
//
//   make floor && Benchmarks/tui-bench --floor .build-bench/release/runtime-floor --items 1000

import Architecture
import FloorCursorList
import TerminalNcurses
import TerminalUI

/// The screen: a title, the rows that fit with the cursor's highlighted, and a status line.
enum CursorListView {
  struct ViewState: Equatable {
    var count: Int
    var cursor: Int
  }

  static func render(
    _ viewState: ViewState, shown: ViewState?, into canvas: inout Canvas, in rect: Rect
  ) {
    let rows = min(rect.height - 2, viewState.count)
    guard let shown, shown.count == viewState.count else {
      canvas.put("Shopping list", at: Point(x: 0, y: 0))
      for row in 0..<rows {
        draw(row: row, isCursor: row == viewState.cursor, into: &canvas, width: rect.width)
      }
      // NB: the count ungrouped, which `tui-bench` recognizes as it does "1,000 items".
      canvas.put("\(viewState.count) items · 0 in basket", at: Point(x: 0, y: rows + 1))
      return
    }
    guard shown.cursor != viewState.cursor else { return }
    for row in [shown.cursor, viewState.cursor] where row < rows {
      draw(row: row, isCursor: row == viewState.cursor, into: &canvas, width: rect.width)
    }
  }

  /// Draws a row as the app does: a cursor marker, the checkbox in bold, the name; the cursor's
  /// row in reverse video across the width.
  private static func draw(row: Int, isCursor: Bool, into canvas: inout Canvas, width: Int) {
    let number = String(row)
    let name = " item " + String(repeating: "0", count: max(0, 6 - number.count)) + number
    let style = isCursor ? Style(.reverse) : .plain
    let y = row + 1
    canvas.fill(Rect(x: 0, y: y, width: width, height: 1), style: style)
    canvas.put(isCursor ? "› " : "  ", at: Point(x: 0, y: y), style: style)
    let checkbox = isCursor ? Style([.bold, .reverse]) : Style(.bold)
    canvas.put("[ ]", at: Point(x: 2, y: y), style: checkbox)
    canvas.put(name, at: Point(x: 5, y: y), style: style)
  }
}

let arguments = CommandLine.arguments
let count =
  arguments.firstIndex(of: "--items").flatMap { index in
    arguments.indices.contains(index + 1) ? Int(arguments[index + 1]) : nil
  } ?? 1000

MainActor.assumeIsolated {
  FullScreenTerminal.run(
    notATerminalMessage: "runtime-floor: run it in a terminal (tui-bench --floor does)",
    errorPrefix: "runtime-floor: "
  ) {
    let store = Store(initialState: CursorList.State(count: max(1, count))) { CursorList() }
    return TerminalApp(
      viewState: { CursorListView.ViewState(count: store.count, cursor: store.cursor) },
      render: CursorListView.render,
      handleKey: { key, _ in
        switch key {
        case .character("j"): store.send(.downKeyPressed)
        case .character("k"): store.send(.upKeyPressed)
        case .character("q"): store.send(.quitKeyPressed)
        default: break
        }
      },
      observe: { changed in store.subscribe(changed) },
      isFinished: { store.hasQuit },
      exitRequested: { _ in store.send(.quitKeyPressed) }
    )
  }
}
