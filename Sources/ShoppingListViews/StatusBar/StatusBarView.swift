import ShoppingListFeatures
import TerminalUI

/// Draws the status bar along the bottom of the screen: counts and mode on the left, the save
/// state on the right, and the transient message in between.
///
/// The save state gets at most two fifths of the row, so a long failure reason still leaves
/// room for the counts and the message; whatever does not fit ends in `…`.
///
/// ```swift
/// StatusBarView.render(viewState.statusBar, into: &canvas, in: layout.statusBar)
/// // " 12 items · 3 in basket   Deleted “milk” · u to undo                          saved "
/// ```
package enum StatusBarView {
  /// Draws `state` on the first row of `rect`.
  package static func render(_ state: ViewState, into canvas: inout Canvas, in rect: Rect) {
    guard !rect.isEmpty else { return }
    let row = Rect(x: rect.minX, y: rect.minY, width: rect.width, height: 1)
    let bar = Style(.reverse)
    canvas.fill(row, style: bar)

    var rightEdge = row.maxX
    if let save = state.save {
      let width = min(save.displayWidth + 2, row.width * 2 / 5)
      let area = Rect(x: row.maxX - width + 1, y: row.minY, width: width - 2, height: 1)
      let style = state.isSaveFailing ? Style([.reverse, .bold], color: .danger) : bar
      canvas.put(save, at: area.origin, style: style, clippedTo: area, overflow: .ellipsis)
      rightEdge = area.minX - 1
    }

    let left = Rect(x: row.minX + 1, y: row.minY, width: rightEdge - row.minX - 2, height: 1)
    var x = canvas.put(
      state.counts, at: left.origin, style: bar, clippedTo: left, overflow: .ellipsis
    )
    if let mode = state.mode {
      x = canvas.put(" · ", at: Point(x: x, y: row.minY), style: bar, clippedTo: left)
      x = canvas.put(
        mode, at: Point(x: x, y: row.minY), style: bar.adding(.bold), clippedTo: left,
        overflow: .ellipsis
      )
    }
    if let message = state.message {
      let area = Rect(x: x + 3, y: row.minY, width: left.maxX - x - 3, height: 1)
      canvas.put(
        message, at: area.origin, style: bar.adding(.bold), clippedTo: area, overflow: .ellipsis
      )
    }
  }
}
