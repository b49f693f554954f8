import ShoppingListFeatures
import TerminalUI

extension HelpView {
  /// The standard keys of the help overlay, which ``KeyMap`` rebinds. While it is shown it gets
  /// every key, and a key it has no use for does nothing.
  static let keyTable = KeyTable<ViewState, Help.Action>([
    KeyBinding(command: "scroll-down", keys: [.character("j"), .down], summary: "scroll down") {
      _ in .scrollDownKeyPressed
    },
    KeyBinding(command: "scroll-up", keys: [.character("k"), .up], summary: "scroll up") { _ in
      .scrollUpKeyPressed
    },
    KeyBinding(command: "page-down", keys: [.pageDown, .character(" ")], summary: "page down") {
      _ in .pageDownKeyPressed
    },
    KeyBinding(command: "page-up", keys: [.pageUp], summary: "page up") { _ in
      .pageUpKeyPressed
    },
    KeyBinding(
      command: "close", keys: [.escape, .character("?"), .character("q"), .enter],
      summary: "close the help"
    ) { _ in .dismissKeyPressed },
  ])

  /// The action `key` sends to the help overlay, or `nil` when it swallows the key.
  package static func action(
    for key: KeyEvent, in state: ViewState, keys: KeyMap = .standard
  ) -> Help.Action? {
    keys.help.action(for: key, in: state)
  }
}
