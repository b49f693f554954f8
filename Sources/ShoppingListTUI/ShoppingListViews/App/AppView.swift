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

  /// Draws `state` inside `rect` (the whole screen).
  package static func render(_ state: ViewState, into canvas: inout Canvas, in rect: Rect) {
    let layout = Regions(screen: rect.size)
    HeaderView.render(state.header, into: &canvas, in: layout.header)
    StatusBarView.render(state.statusBar, into: &canvas, in: layout.statusBar)
    switch state.pane {
    case .list(let list):
      ShoppingListView.render(list, into: &canvas, in: layout.pane)
      if let dialog = list.confirmationDialog {
        renderOverlay(into: &canvas) { ModalView.render(dialog, into: &$0, in: rect) }
      }
    case .counter(let counter):
      CounterView.render(counter, into: &canvas, in: layout.pane)
      if let alert = counter.alert {
        renderOverlay(into: &canvas) { ModalView.render(alert, into: &$0, in: rect) }
      }
    }
    if let help = state.help {
      renderOverlay(into: &canvas) { HelpView.render(help, into: &$0, in: rect) }
    }
    if let alert = state.alert {
      renderOverlay(into: &canvas) { ModalView.render(alert, into: &$0, in: rect) }
    }
  }

  /// Draws an overlay; the text cursor of a field beneath it is hidden.
  private static func renderOverlay(into canvas: inout Canvas, _ draw: (inout Canvas) -> Void) {
    canvas.cursor = .hidden
    draw(&canvas)
  }
}
