import ShoppingListFeatures
import TerminalUI

extension ModalView {
  /// The keys of a dialog. While a dialog is shown it gets every key, and a key it has no use
  /// for does nothing: the caller must not pass it on to the pane beneath.
  ///
  /// A button's shortcut comes first; Space and `q` close only a dialog with a single button, so
  /// a question is never answered by a stray key.
  package static var keyTable: KeyTable<ViewState, Event> {
    KeyTable([
      KeyBinding(keys: [.character("j"), .down], summary: "scroll down") { _ in
        .scrolled(.lineDown)
      },
      KeyBinding(keys: [.character("k"), .up], summary: "scroll up") { _ in
        .scrolled(.lineUp)
      },
      KeyBinding(keys: [.pageDown], summary: "page down") { _ in .scrolled(.pageDown) },
      KeyBinding(keys: [.pageUp], summary: "page up") { _ in .scrolled(.pageUp) },
      KeyBinding(keys: [.enter], summary: "pick the highlighted button") { state in
        .picked(state.defaultChoice)
      },
      KeyBinding(keys: [.escape], summary: "cancel") { state in
        .picked(state.cancelChoice)
      },
      KeyBinding(keys: [.character(" "), .character("q")], summary: "close") { state in
        state.buttons.count <= 1 ? .picked(state.cancelChoice) : nil
      },
    ])
  }

  /// What `key` does in the dialog, or `nil` when the dialog swallows it.
  package static func action(for key: KeyEvent, in state: ViewState) -> Event? {
    if case .character(let character) = key,
      let button = state.buttons.first(where: { $0.isPicked(by: character) })
    {
      return .picked(button.choice)
    }
    return keyTable.action(for: key, in: state)
  }
}
