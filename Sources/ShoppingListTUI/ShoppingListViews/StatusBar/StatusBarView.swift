import ShoppingListFeatures
import TerminalUI

/// Draws the status bar along the bottom of the screen: counts and mode on the left, the save
/// state on the right, and the transient message in between.
///
/// The save state gets two fifths of the row, or more when the counts and the message leave
/// more, so a long failure still leaves room for them; whatever does not fit ends in `…`. A
/// failure shows its reason first and then the file, shortened in the middle to what fits
/// (keeping its start and its name), or left out when not even the name fits.
///
/// ```swift
/// StatusBarView.render(viewState.statusBar, into: &canvas, in: layout.statusBar)
/// // " 12 items · 3 in basket   Deleted “milk” · u to undo                          saved "
/// // " 3 items · 1 in basket   save failed: Permission denied — /home/ada/…/list.json "
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
      let pathWidth = state.savePath.map { pathSeparator.displayWidth + $0.displayWidth } ?? 0
      let room = max(row.width * 2 / 5, row.width - leftWidth(of: state))
      let width = min(save.displayWidth + pathWidth + 2, room)
      let area = Rect(x: row.maxX - width + 1, y: row.minY, width: width - 2, height: 1)
      let style = state.isSaveFailing ? Style([.reverse, .bold], color: .danger) : bar
      let text = saveText(save, path: state.savePath, width: area.width)
      canvas.put(text, at: area.origin, style: style, clippedTo: area, overflow: .ellipsis)
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

  private static let pathSeparator = " — "

  /// The columns the left side wants: the counts, the mode and the message, with the margin
  /// before them and the gap after them.
  private static func leftWidth(of state: ViewState) -> Int {
    var width = 1 + state.counts.displayWidth + 2
    if let mode = state.mode { width += 3 + mode.displayWidth }
    if let message = state.message { width += 3 + message.displayWidth }
    return width
  }

  /// `save`, then `path` shortened in the middle to the rest of `width`, keeping the file name;
  /// only `save` when not even "…/" and the file name fit.
  private static func saveText(_ save: String, path: String?, width: Int) -> String {
    guard let path else { return save }
    let room = width - save.displayWidth - pathSeparator.displayWidth
    let name = path.lastIndex(of: "/").map { String(path[$0...]) } ?? path
    guard room >= min(path.displayWidth, name.displayWidth + 1) else { return save }
    let shortened = path.truncatedInMiddle(toWidth: room, minimumEndWidth: name.displayWidth)
    return save + pathSeparator + shortened
  }
}
