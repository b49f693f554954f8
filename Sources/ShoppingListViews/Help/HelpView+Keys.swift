import ShoppingListFeatures
import TerminalUI

extension HelpView {
  /// The keys of the help overlay. While it is shown it gets every key, and a key it has no use
  /// for does nothing.
  package static let keyTable = KeyTable<ViewState, Help.Action>([
    KeyBinding(keys: [.character("j"), .down], summary: "scroll down") { _ in
      .scrollDownKeyPressed
    },
    KeyBinding(keys: [.character("k"), .up], summary: "scroll up") { _ in .scrollUpKeyPressed },
    KeyBinding(keys: [.pageDown, .character(" ")], summary: "page down") { _ in
      .pageDownKeyPressed
    },
    KeyBinding(keys: [.pageUp], summary: "page up") { _ in .pageUpKeyPressed },
    KeyBinding(
      keys: [.escape, .character("?"), .character("q"), .enter], summary: "close the help"
    ) { _ in .dismissKeyPressed },
  ])

  /// The action `key` sends to the help overlay, or `nil` when it swallows the key.
  package static func action(for key: KeyEvent, in state: ViewState) -> Help.Action? {
    keyTable.action(for: key, in: state)
  }
}
