import ShoppingListFeatures
import TerminalUI

extension ModalView {
  /// The keys of a modal. While a modal is shown it gets every key, and a key it has no use for
  /// does nothing: the caller must not pass it on to the pane beneath.
  ///
  /// A button's shortcut comes first; Space and `q` close only a modal with a single button, so
  /// a question is never answered by a stray key.
  package static var keyTable: KeyTable<ViewState, ModalAction<ButtonAction>> {
    KeyTable([
      KeyBinding(keys: [.character("j"), .down], summary: "scroll down") { _ in
        .scrollDownKeyPressed
      },
      KeyBinding(keys: [.character("k"), .up], summary: "scroll up") { _ in
        .scrollUpKeyPressed
      },
      KeyBinding(keys: [.pageDown], summary: "page down") { _ in .pageDownKeyPressed },
      KeyBinding(keys: [.pageUp], summary: "page up") { _ in .pageUpKeyPressed },
      KeyBinding(keys: [.enter], summary: "pick the highlighted button") { state in
        .buttonPressed(state.defaultAction)
      },
      KeyBinding(keys: [.escape], summary: "cancel") { state in
        .buttonPressed(state.cancelAction)
      },
      KeyBinding(keys: [.character(" "), .character("q")], summary: "close") { state in
        state.buttons.count <= 1 ? .buttonPressed(state.cancelAction) : nil
      },
    ])
  }

  /// The action `key` sends to the modal, or `nil` when the modal swallows it.
  package static func action(for key: KeyEvent, in state: ViewState) -> ModalAction<ButtonAction>? {
    if case .character(let character) = key,
      let button = state.buttons.first(where: { $0.isPicked(by: character) })
    {
      return .buttonPressed(button.action)
    }
    return keyTable.action(for: key, in: state)
  }
}
