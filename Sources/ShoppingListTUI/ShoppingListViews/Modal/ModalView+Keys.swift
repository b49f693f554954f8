import ShoppingListFeatures
import TerminalUI

/// What a key does in any dialog, whatever its buttons send: one table serves every dialog, so
/// ``KeyMap`` rebinds the keys of all of them at once.
package enum DialogCommand: Equatable, Sendable {
  /// Scrolls the text a line down.
  case scrollDown
  /// Scrolls the text a line up.
  case scrollUp
  /// Scrolls the text a page down.
  case pageDown
  /// Scrolls the text a page up.
  case pageUp
  /// Picks the highlighted button.
  case pickHighlighted
  /// Picks the button that cancels, or dismisses.
  case cancel
  /// Closes a dialog with a single button; does nothing in a question.
  case close

  /// The standard keys of a dialog.
  ///
  /// Space and `q` close only a dialog with a single button, so a question is never answered by
  /// a stray key.
  static let keyTable = KeyTable<Void, DialogCommand>([
    KeyBinding(command: "scroll-down", keys: [.character("j"), .down], summary: "scroll down") {
      _ in .scrollDown
    },
    KeyBinding(command: "scroll-up", keys: [.character("k"), .up], summary: "scroll up") { _ in
      .scrollUp
    },
    KeyBinding(command: "page-down", keys: [.pageDown], summary: "page down") { _ in .pageDown },
    KeyBinding(command: "page-up", keys: [.pageUp], summary: "page up") { _ in .pageUp },
    KeyBinding(command: "pick", keys: [.enter], summary: "pick the highlighted button") { _ in
      .pickHighlighted
    },
    KeyBinding(command: "cancel", keys: [.escape], summary: "cancel") { _ in .cancel },
    KeyBinding(command: "close", keys: [.character(" "), .character("q")], summary: "close") {
      _ in .close
    },
  ])
}

extension ModalView {
  /// What `key` does in the dialog, as `keys` binds the dialog keys, or `nil` when the dialog
  /// swallows it. While a dialog is shown it gets every key, and a key it has no use for does
  /// nothing: the caller must not pass it on to the pane beneath.
  ///
  /// A button's shortcut comes first.
  package static func action(
    for key: KeyEvent, in state: ViewState, keys: KeyMap = .standard
  ) -> Event? {
    if case .character(let character) = key,
      let button = state.buttons.first(where: { $0.isPicked(by: character) })
    {
      return .picked(button.choice)
    }
    switch keys.dialog.action(for: key, in: ()) {
    case .scrollDown: return .scrolled(.lineDown)
    case .scrollUp: return .scrolled(.lineUp)
    case .pageDown: return .scrolled(.pageDown)
    case .pageUp: return .scrolled(.pageUp)
    case .pickHighlighted: return .picked(state.defaultChoice)
    case .cancel: return .picked(state.cancelChoice)
    case .close: return state.buttons.count <= 1 ? .picked(state.cancelChoice) : nil
    case nil: return nil
    }
  }
}
