import ShoppingListFeatures
import TerminalUI

/// Draws the status bar along the bottom of the screen: counts and mode on the left, the save
/// state on the right, and the transient message in between.
///
/// The save state gets two fifths of the row, or more when the counts and the message leave
/// more, so a long failure still leaves room for them; whatever does not fit ends in `…`. A
/// failure shows its reason first and then the file, shortened in the middle to what fits
/// (keeping its start and its name), or left out when not even the name fits. When the left
/// side does not fit, it gives way by priority: the counts keep their first part ("12 items"),
/// then the message is cut before the way back it offers ("Deleted “mi…” · u to undo").
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

    // NB: the counts keep their first part when the left side would not fit beside the save
    // state, which may then take the columns that frees (for a failed save's file).
    var counts = state.counts
    var saveWidth = self.saveWidth(of: state, counts: counts, in: row.width)
    // NB: the left side's columns: between the margin and the gap before the save state.
    if leftWidth(of: state, counts: counts) - 3 > row.width - max(saveWidth, 1) - 2,
      let first = counts.components(separatedBy: " · ").first, first != counts
    {
      counts = first
      saveWidth = self.saveWidth(of: state, counts: counts, in: row.width)
    }
    var rightEdge = row.maxX
    if let save = state.save {
      let text = saveText(save, path: state.savePath, width: saveWidth - 2)
      // NB: as wide as what it says, against the right margin (a file left out frees columns).
      let shown = min(text.displayWidth, saveWidth - 2)
      let area = Rect(x: row.maxX - shown - 1, y: row.minY, width: shown, height: 1)
      let style = state.isSaveFailing ? Style([.reverse, .bold], color: .danger) : bar
      canvas.put(text, at: area.origin, style: style, clippedTo: area, overflow: .ellipsis)
      rightEdge = area.minX - 1
    }

    let left = Rect(x: row.minX + 1, y: row.minY, width: rightEdge - row.minX - 2, height: 1)
    var x = canvas.put(counts, at: left.origin, style: bar, clippedTo: left, overflow: .ellipsis)
    if let mode = state.mode {
      x = canvas.put(" · ", at: Point(x: x, y: row.minY), style: bar, clippedTo: left)
      x = canvas.put(
        mode, at: Point(x: x, y: row.minY), style: bar.adding(.bold), clippedTo: left,
        overflow: .ellipsis
      )
    }
    if let message = state.message {
      let area = Rect(x: x + 3, y: row.minY, width: left.maxX - x - 3, height: 1)
      let hint = state.messageHint.map { " · " + $0 } ?? ""
      // NB: the way back stays whole while the message has a column left for its start.
      let keepsHint =
        message.displayWidth + hint.displayWidth > area.width
        && hint.displayWidth + 2 <= area.width
      let text = Rect(
        x: area.minX, y: area.minY,
        width: keepsHint ? area.width - hint.displayWidth : area.width, height: 1
      )
      let end = canvas.put(
        keepsHint ? message : message + hint, at: text.origin, style: bar.adding(.bold),
        clippedTo: text, overflow: .ellipsis
      )
      if keepsHint {
        canvas.put(hint, at: Point(x: end, y: row.minY), style: bar.adding(.bold), clippedTo: area)
      }
    }
  }

  private static let pathSeparator = " — "

  /// The columns the save state takes, its margins included: two fifths of a row of `width`,
  /// or more when the left side with `counts` leaves more, up to what it wants; none without one.
  private static func saveWidth(of state: ViewState, counts: String, in width: Int) -> Int {
    guard let save = state.save else { return 0 }
    let pathWidth = state.savePath.map { pathSeparator.displayWidth + $0.displayWidth } ?? 0
    let room = max(width * 2 / 5, width - leftWidth(of: state, counts: counts))
    return min(save.displayWidth + pathWidth + 2, room)
  }

  /// The columns the left side wants with `counts`: the counts, the mode and the message, with
  /// the margin before them and the gap after them.
  private static func leftWidth(of state: ViewState, counts: String) -> Int {
    var width = 1 + counts.displayWidth + 2
    if let mode = state.mode { width += 3 + mode.displayWidth }
    if let message = state.message { width += 3 + message.displayWidth }
    if let hint = state.messageHint { width += 3 + hint.displayWidth }
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
