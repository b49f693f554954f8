import ShoppingListFeatures
import TerminalUI

extension AppView {
  /// The standard keys that work in every pane, unless the pane uses the key itself (a `q`
  /// typed into a name is a letter); ``KeyMap`` rebinds them.
  static let globalKeys = KeyTable<ViewState, App.Action>([
    KeyBinding(command: "next-pane", keys: [.tab], summary: "next pane") { _ in
      .nextPaneKeyPressed
    },
    KeyBinding(command: "previous-pane", keys: [.backTab], summary: "previous pane") { _ in
      .previousPaneKeyPressed
    },
    KeyBinding(command: "help", keys: [.character("?")], summary: "show the keys") { _ in
      .helpKeyPressed
    },
    KeyBinding(command: "quit", keys: [.character("q")], summary: "quit, saving first") { _ in
      .quitKeyPressed
    },
  ])

  /// The app's action for what a key or the mouse did in the quit question.
  static func alertAction(_ event: ModalView<App.Action.Alert>.Event) -> App.Action {
    event.action(picked: App.Action.alert, scrolled: App.Action.alertScrolled)
  }

  /// The action `key` sends while the screen is too small to show the app, where only the quit
  /// keys act (`ctrl+c`, `ctrl+z` and resizing are the runtime's): the person cannot see what
  /// any other key would do, and quitting saves first, keeping a name being typed.
  static func actionWhileTooSmall(
    for key: KeyEvent, in state: ViewState, keys: KeyMap = .standard
  ) -> App.Action? {
    guard !state.isQuitting, keys.quitKeys.contains(key) else { return nil }
    return .quitKeyPressed
  }

  /// The action `key` sends in `state`, or `nil` when nothing should happen.
  ///
  /// The topmost thing on screen gets the key first: the quit question, the help overlay, the
  /// active pane's dialog (which swallows every key), then the active pane, and only when the
  /// pane has no use for the key, the global keys. While quitting, keys do nothing.
  package static func action(
    for key: KeyEvent, in state: ViewState, keys: KeyMap = .standard
  ) -> App.Action? {
    guard !state.isQuitting else { return nil }
    if let alert = state.alert {
      return ModalView.action(for: key, in: alert, keys: keys).map(alertAction)
    }
    if let help = state.help {
      return HelpView.action(for: key, in: help, keys: keys).map(App.Action.help)
    }
    switch state.pane {
    case .list(let list):
      if let action = ShoppingListView.action(for: key, in: list, keys: keys) {
        return .list(action)
      }
      if list.confirmationDialog != nil { return nil }
    case .counter(let counter):
      if let action = CounterView.action(for: key, in: counter, keys: keys) {
        return .counter(action)
      }
      if counter.alert != nil { return nil }
    }
    return keys.global.action(for: key, in: state)
  }
}
