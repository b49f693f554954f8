import ShoppingListFeatures
import TerminalUI

/// Draws the help overlay centred over the screen: a bordered box with the keys in a column
/// and what they do beside them, grouped under headings, and in the bottom border which lines
/// are shown and how to close it.
///
/// ```swift
/// if let help = viewState.help {
///   HelpView.render(help, into: &canvas, in: canvas.bounds)
/// }
/// ```
package enum HelpView {
  /// The widest the keys column gets; longer key lists are cut with `…`.
  static let maximumKeysWidth = 16

  /// Draws `state` centred in `rect`, over what is already there.
  package static func render(_ state: ViewState, into canvas: inout Canvas, in rect: Rect) {
    let layout = HelpLayout(lineCount: state.lines.count, in: rect)
    guard !layout.box.isEmpty else { return }
    let accent = Style(color: .accent)
    canvas.fill(layout.box)
    canvas.box(layout.box, style: accent, title: state.title, titleStyle: accent.adding(.bold))
    let keysWidth = min(maximumKeysWidth, keysColumnWidth(state.lines))
    let offset = min(max(0, state.scrollOffset), layout.maxScrollOffset)
    for (row, line) in state.lines.dropFirst(offset).prefix(layout.body.height).enumerated() {
      let lineRect = Rect(
        x: layout.body.minX, y: layout.body.minY + row, width: layout.body.width, height: 1
      )
      render(line, keysWidth: keysWidth, into: &canvas, in: lineRect)
    }
    renderFooter(state, offset: offset, layout: layout, into: &canvas)
  }

  private static func keysColumnWidth(_ lines: [Line]) -> Int {
    lines.reduce(0) { widest, line in
      guard case .binding(let keys, _) = line else { return widest }
      return max(widest, keys.displayWidth)
    }
  }

  private static func render(
    _ line: Line, keysWidth: Int, into canvas: inout Canvas, in rect: Rect
  ) {
    switch line {
    case .heading(let title):
      canvas.put(title, at: rect.origin, style: Style(.bold), clippedTo: rect, overflow: .ellipsis)
    case .binding(let keys, let summary):
      let (keysRect, rest) = rect.divided(atColumn: keysWidth + 2)
      let keysArea = Rect(x: keysRect.minX, y: keysRect.minY, width: keysWidth, height: 1)
      canvas.put(
        keys, at: keysArea.origin, style: Style(.bold, color: .accent), clippedTo: keysArea,
        overflow: .ellipsis
      )
      canvas.put(summary, at: rest.origin, clippedTo: rest, overflow: .ellipsis)
    case .blank:
      break
    }
  }

  /// Which lines are shown, when not all of them fit, on the left of the bottom border, and how
  /// to close the help on the right, as far as the border has room.
  private static func renderFooter(
    _ state: ViewState, offset: Int, layout: HelpLayout, into canvas: inout Canvas
  ) {
    let border = Rect(
      x: layout.box.minX + 2, y: layout.box.maxY - 1, width: layout.box.width - 4, height: 1
    )
    let style = Style(color: .muted)
    var left = border.minX
    if layout.maxScrollOffset > 0 {
      let last = min(layout.lineCount, offset + layout.body.height)
      let position = " \(offset + 1)–\(last) of \(layout.lineCount) "
      left = canvas.put(position, at: border.origin, style: style, clippedTo: border)
    }
    guard let closeKey = state.closeKey else { return }
    let hint = " \(closeKey) closes "
    let hintX = border.maxX - hint.displayWidth
    if hintX > left {
      canvas.put(hint, at: Point(x: hintX, y: border.minY), style: style)
    }
  }
}

extension HelpView {
  /// How many lines the help for `state`'s pane, as `keys` binds them, has centred in `rect`,
  /// and how many show.
  package static func extent(
    of state: Help.State, in rect: Rect, keys: KeyMap = .standard
  ) -> TextExtent {
    let layout = HelpLayout(lineCount: lines(for: state.pane, keys: keys).count, in: rect)
    return TextExtent(lineCount: layout.lineCount, visibleLineCount: layout.body.height)
  }
}
