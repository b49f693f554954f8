import ShoppingListFeatures
import TerminalUI

/// Draws the counter pane: the count large and centred, the state of a fact request under it,
/// and the keys along the bottom. The fact alert is drawn by the app, over the whole screen.
///
/// ```swift
/// CounterView.render(CounterView.ViewState(state.counter), into: &canvas, in: paneRect)
/// ```
package enum CounterView {
  /// Draws `state` inside `rect`.
  package static func render(_ state: ViewState, into canvas: inout Canvas, in rect: Rect) {
    guard !rect.isEmpty else { return }
    var content = rect
    if rect.height >= 3 {
      let (top, bottom) = rect.divided(atRow: rect.height - 1)
      content = top
      renderCentred(state.hint, in: bottom, style: Style(color: .muted), into: &canvas)
    }
    let rows = numberRows(for: state.count, fitting: content)
    let top = content.minY + max(0, (content.height - rows.count - 2) / 2)
    let left = content.minX + max(0, (content.width - (rows.first?.displayWidth ?? 0)) / 2)
    for (offset, row) in rows.enumerated() {
      canvas.put(
        row, at: Point(x: left, y: top + offset), style: Style(.bold, color: .accent),
        clippedTo: content, overflow: .ellipsis
      )
    }
    let statusRow = Rect(
      x: content.minX, y: top + rows.count + 1, width: content.width, height: 1
    ).intersection(content)
    switch state.status {
    case let .idle(note):
      renderCentred(note, in: statusRow, style: Style(color: .muted), into: &canvas)
    case let .fetching(message):
      renderCentred(message, in: statusRow, style: Style(color: .warning), into: &canvas)
    }
  }

  /// The key summary along the bottom of the pane, naming the first key `keys` binds to each
  /// command; a command without a key is left out.
  static func hint(keys: KeyMap) -> String {
    let up = keys.firstKey(of: "count-up", in: .counter)
    let down = keys.firstKey(of: "count-down", in: .counter)
    let count: String? =
      switch (up, down) {
      case let (up?, down?): "\(up)/\(down) count"
      case let (up?, nil): "\(up) count up"
      case let (nil, down?): "\(down) count down"
      case (nil, nil): nil
      }
    let reset = keys.firstKey(of: "reset", in: .counter).map { "\($0) reset" }
    let fact = keys.firstKey(of: "fact", in: .counter).map { "\($0) fact" }
    return [count, reset, fact].compactMap { $0 }.joined(separator: " · ")
  }

  /// The count in big digits when they fit with room for the status line, else as plain text.
  private static func numberRows(for count: String, fitting area: Rect) -> [String] {
    guard area.height >= BigDigits.height + 2, BigDigits.width(of: count) <= area.width,
      let rows = BigDigits.rows(for: count)
    else { return [count] }
    return rows
  }

  private static func renderCentred(
    _ text: String, in row: Rect, style: Style, into canvas: inout Canvas
  ) {
    guard !row.isEmpty, !text.isEmpty else { return }
    let left = row.minX + max(0, (row.width - text.displayWidth) / 2)
    canvas.put(
      text, at: Point(x: left, y: row.minY), style: style, clippedTo: row, overflow: .ellipsis
    )
  }
}
