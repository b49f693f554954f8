import Architecture
import ShoppingListFeatures
import TerminalUI

/// Draws a dialog (an `AlertState` or a `ConfirmationDialogState`) centred over whatever is
/// beneath it: a bordered, titled box with the message word-wrapped inside, marks where more
/// text is above or below, and the buttons in the footer.
///
/// The layout is worked out from the rectangle it is given (the whole screen), so the modal
/// follows every resize and never draws outside it; the scroll offset is clamped to that layout.
///
/// ```swift
/// if let alert = viewState.counter.alert {
///   ModalView.render(alert, into: &canvas, in: canvas.bounds)
/// }
/// ```
package enum ModalView<ButtonAction: Equatable & Sendable> {
  /// Draws `state` centred in `rect`, over what is already there.
  package static func render(_ state: ViewState, into canvas: inout Canvas, in rect: Rect) {
    let layout = ModalLayout(
      title: state.title, message: state.message, footerWidth: state.footerWidth, in: rect
    )
    guard !layout.box.isEmpty else { return }
    canvas.fill(layout.box)
    canvas.box(
      layout.box, style: Style(color: .accent), title: state.title,
      titleStyle: Style(.bold, color: .accent)
    )
    let offset = min(max(0, state.scrollOffset), layout.maxScrollOffset)
    let visible = layout.lines.dropFirst(offset).prefix(layout.body.height)
    for (row, line) in visible.enumerated() {
      let origin = Point(x: layout.body.minX, y: layout.body.minY + row)
      canvas.put(line, at: origin, clippedTo: layout.body)
    }
    renderScrollMarks(offset: offset, layout: layout, into: &canvas)
    renderFooter(
      state, isScrollable: layout.maxScrollOffset > 0, in: layout.footer, into: &canvas
    )
  }

  /// Arrows in the right border where the message goes on above or below what is shown.
  private static func renderScrollMarks(
    offset: Int, layout: ModalLayout, into canvas: inout Canvas
  ) {
    guard !layout.body.isEmpty else { return }
    let column = layout.box.maxX - 1
    let style = Style(.bold, color: .accent)
    if offset > 0 {
      canvas.put("↑", at: Point(x: column, y: layout.body.minY), style: style)
    }
    if offset < layout.maxScrollOffset {
      canvas.put("↓", at: Point(x: column, y: layout.body.maxY - 1), style: style)
    }
  }

  /// The buttons, right-aligned with the default one highlighted, and a scrolling hint on the
  /// left when the message is longer than the box and there is room.
  private static func renderFooter(
    _ state: ViewState, isScrollable: Bool, in footer: Rect, into canvas: inout Canvas
  ) {
    guard !footer.isEmpty else { return }
    if isScrollable, footer.width >= state.footerWidth + scrollHint.displayWidth + 2 {
      canvas.put(scrollHint, at: footer.origin, style: Style(color: .muted), clippedTo: footer)
    }
    let frames = buttonFrames(of: state, in: footer)
    for (index, (button, frame)) in zip(state.buttons, frames).enumerated() {
      var style = button.role == .destructive ? Style(.bold, color: .danger) : Style(.bold)
      if index == state.defaultButtonIndex { style = style.adding(.reverse) }
      canvas.put(
        button.caption, at: frame.origin, style: style, clippedTo: footer, overflow: .ellipsis
      )
    }
  }

  /// Where each button's caption goes in `footer`, right-aligned in order, cut to the footer:
  /// where they are drawn and where a click picks them.
  static func buttonFrames(of state: ViewState, in footer: Rect) -> [Rect] {
    var x = max(footer.minX, footer.maxX - state.footerWidth)
    return state.buttons.map { button in
      let width = button.caption.displayWidth
      defer { x += width + ModalLayout.buttonSpacing }
      return Rect(x: x, y: footer.minY, width: width, height: 1).intersection(footer)
    }
  }

  private static var scrollHint: String { "j/k scroll" }
}

extension ModalView {
  /// How many lines `alert`'s message wraps to centred in `rect`, and how many of them show.
  package static func extent(of alert: AlertState<ButtonAction>, in rect: Rect) -> TextExtent {
    extent(of: ViewState(alert, scroll: ScrollPosition()), in: rect)
  }

  /// How many lines `dialog`'s message wraps to centred in `rect`, and how many of them show.
  package static func extent(
    of dialog: ConfirmationDialogState<ButtonAction>, in rect: Rect
  ) -> TextExtent {
    extent(of: ViewState(dialog, scroll: ScrollPosition()), in: rect)
  }

  private static func extent(of viewState: ViewState, in rect: Rect) -> TextExtent {
    let layout = ModalLayout(
      title: viewState.title, message: viewState.message, footerWidth: viewState.footerWidth,
      in: rect
    )
    return TextExtent(lineCount: layout.lines.count, visibleLineCount: layout.body.height)
  }
}
