import ShoppingListFeatures
import TerminalUI

extension AppView {
  /// The action a mouse event on a screen of `screen` sends in `state`, or `nil` when nothing
  /// should happen.
  ///
  /// As with keys, the topmost thing on screen gets it first: the quit question or a pane's
  /// dialog takes every event (only a click on one of its buttons or the wheel acts), the help
  /// overlay scrolls with the wheel and closes on a click; otherwise a click on a pane's name
  /// in the header shows that pane, and clicks and the wheel in the list act on its rows. While
  /// quitting, the mouse does nothing.
  package static func action(
    for event: MouseEvent, in state: ViewState, on screen: Size
  ) -> App.Action? {
    guard !state.isQuitting else { return nil }
    let bounds = Rect(size: screen)
    if let alert = state.alert {
      return ModalView.action(for: event, in: alert, on: bounds).map(alertAction)
    }
    if state.help != nil {
      return HelpView.action(for: event).map(App.Action.help)
    }
    switch state.pane {
    case .list(let list):
      if let dialog = list.confirmationDialog {
        return ModalView.action(for: event, in: dialog, on: bounds)
          .map { .list(ShoppingListView.confirmationDialogAction($0)) }
      }
    case .counter(let counter):
      if let alert = counter.alert {
        return ModalView.action(for: event, in: alert, on: bounds)
          .map { .counter(CounterView.alertAction($0)) }
      }
    }
    let regions = Regions(screen: screen)
    if let pane = HeaderView.pane(clickedBy: event, in: state.header, in: regions.header) {
      return .tabClicked(pane)
    }
    guard case .list(let list) = state.pane else { return nil }
    return ShoppingListView.action(for: event, in: list, in: regions.pane).map(App.Action.list)
  }
}
