/// Draws the header: the panes' names with the active one highlighted, and how to get help on
/// the right when there is room.
///
/// ```swift
/// HeaderView.render(HeaderView.ViewState(activePane: .list), into: &canvas, in: headerRow)
/// // " Shopping list   Counter                                                ? help"
/// ```
enum HeaderView {
  /// The hint at the right end of the header.
  static let hint = "? help"

  /// Draws `state` on the first row of `rect`.
  static func render(_ state: ViewState, into canvas: inout Canvas, in rect: Rect) {
    guard !rect.isEmpty else { return }
    let row = Rect(x: rect.minX, y: rect.minY, width: rect.width, height: 1)
    var x = row.minX
    for tab in state.tabs {
      let style = tab.isActive ? Style([.bold, .reverse], color: .accent) : Style(color: .muted)
      x = canvas.put(
        " \(tab.title) ", at: Point(x: x, y: row.minY), style: style, clippedTo: row,
        overflow: .ellipsis
      ) + 1
    }
    let hintX = row.maxX - hint.displayWidth - 1
    if hintX > x {
      canvas.put(hint, at: Point(x: hintX, y: row.minY), style: Style(color: .muted))
    }
  }
}
