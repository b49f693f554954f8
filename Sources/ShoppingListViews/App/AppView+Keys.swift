import ShoppingListFeatures
import TerminalUI

extension AppView {
  /// The keys that work in every pane, unless the pane uses the key itself (a `q` typed into a
  /// name is a letter).
  package static let globalKeys = KeyTable<ViewState, App.Action>([
    KeyBinding(keys: [.tab], summary: "next pane") { _ in .nextPaneKeyPressed },
    KeyBinding(keys: [.backTab], summary: "previous pane") { _ in .previousPaneKeyPressed },
    KeyBinding(keys: [.character("?")], summary: "show the keys") { _ in .helpKeyPressed },
    KeyBinding(keys: [.character("q")], summary: "quit, saving first") { _ in .quitKeyPressed },
  ])

  /// The app's action for what a key or the mouse did in the quit question.
  package static func alertAction(_ event: ModalView<App.Action.Alert>.Event) -> App.Action {
    event.action(picked: App.Action.alert, scrolled: App.Action.alertScrolled)
  }

  /// The action `key` sends while the screen is too small to show the app, where only `q` acts
  /// (`ctrl+c`, `ctrl+z` and resizing are the runtime's): the person cannot see what any other
  /// key would do, and `q` saves first, keeping a name being typed.
  package static func actionWhileTooSmall(for key: KeyEvent, in state: ViewState) -> App.Action? {
    guard !state.isQuitting, key == .character("q") else { return nil }
    return .quitKeyPressed
  }

  /// The action `key` sends in `state`, or `nil` when nothing should happen.
  ///
  /// The topmost thing on screen gets the key first: the quit question, the help overlay, the
  /// active pane's dialog (which swallows every key), then the active pane, and only when the
  /// pane has no use for the key, the global keys. While quitting, keys do nothing.
  package static func action(for key: KeyEvent, in state: ViewState) -> App.Action? {
    guard !state.isQuitting else { return nil }
    if let alert = state.alert {
      return ModalView.action(for: key, in: alert).map(alertAction)
    }
    if let help = state.help {
      return HelpView.action(for: key, in: help).map(App.Action.help)
    }
    switch state.pane {
    case .list(let list):
      if let action = ShoppingListView.action(for: key, in: list) { return .list(action) }
      if list.confirmationDialog != nil { return nil }
    case .counter(let counter):
      if let action = CounterView.action(for: key, in: counter) { return .counter(action) }
      if counter.alert != nil { return nil }
    }
    return globalKeys.action(for: key, in: state)
  }
}
