import ShoppingListFeatures
import TerminalUI

/// Draws the whole screen: the header, the active pane, the status bar, then whichever dialog
/// or overlay is up, centred over everything.
///
/// ```swift
/// var canvas = Canvas(size: Size(width: 80, height: 24))
/// AppView.render(AppView.ViewState(store.state), into: &canvas, in: canvas.bounds)
/// ```
package enum AppView {
  /// The smallest screen the app lays itself out on; below it the runtime says so instead.
  package static let minimumSize = Size(width: 40, height: 12)

  /// Draws `state` inside `rect` (the whole screen), which is blank, or shows `shown` as this
  /// function drew it: then only the regions whose view state changed are drawn again, and
  /// every region when an overlay is or was up over them.
  package static func render(
    _ state: ViewState, shown: ViewState? = nil, into canvas: inout Canvas, in rect: Rect
  ) {
    guard let shown else {
      return render(state, into: &canvas, in: rect)
    }
    guard !state.hasOverlay, !shown.hasOverlay else {
      canvas.clear()
      return render(state, into: &canvas, in: rect)
    }
    // NB: a field's cursor is drawn with the row or line that holds it, which is drawn again.
    canvas.cursor = .hidden
    let layout = Regions(screen: rect.size)
    if state.header != shown.header {
      canvas.fill(layout.header)
      HeaderView.render(state.header, into: &canvas, in: layout.header)
    }
    if state.statusBar != shown.statusBar {
      canvas.fill(layout.statusBar)
      StatusBarView.render(state.statusBar, into: &canvas, in: layout.statusBar)
    }
    switch (state.pane, shown.pane) {
    case (.list(let list), .list(let shownList)):
      ShoppingListView.render(list, shown: shownList, into: &canvas, in: layout.pane)
    default:
      canvas.fill(layout.pane)
      renderPane(state.pane, into: &canvas, in: layout.pane, screen: rect)
    }
  }

  /// Draws `state` on a blank `rect`.
  private static func render(_ state: ViewState, into canvas: inout Canvas, in rect: Rect) {
    let layout = Regions(screen: rect.size)
    HeaderView.render(state.header, into: &canvas, in: layout.header)
    StatusBarView.render(state.statusBar, into: &canvas, in: layout.statusBar)
    renderPane(state.pane, into: &canvas, in: layout.pane, screen: rect)
    if let help = state.help {
      renderOverlay(into: &canvas) { HelpView.render(help, into: &$0, in: rect) }
    }
    if let alert = state.alert {
      renderOverlay(into: &canvas) { ModalView.render(alert, into: &$0, in: rect) }
    }
  }

  /// Draws the active pane in `rect`, and its dialog over the `screen`.
  private static func renderPane(
    _ pane: PaneViewState, into canvas: inout Canvas, in rect: Rect, screen: Rect
  ) {
    switch pane {
    case .list(let list):
      ShoppingListView.render(list, into: &canvas, in: rect)
      if let dialog = list.confirmationDialog {
        renderOverlay(into: &canvas) { ModalView.render(dialog, into: &$0, in: screen) }
      }
    case .counter(let counter):
      CounterView.render(counter, into: &canvas, in: rect)
      if let alert = counter.alert {
        renderOverlay(into: &canvas) { ModalView.render(alert, into: &$0, in: screen) }
      }
    }
  }

  /// Draws an overlay; the text cursor of a field beneath it is hidden.
  private static func renderOverlay(into canvas: inout Canvas, _ draw: (inout Canvas) -> Void) {
    canvas.cursor = .hidden
    draw(&canvas)
  }
}
