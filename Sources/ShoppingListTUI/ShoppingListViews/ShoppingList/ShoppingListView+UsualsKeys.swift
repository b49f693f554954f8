import ShoppingListFeatures
import TerminalUI

extension ShoppingListView {
  /// The keys while the usuals show: moving, putting one back, closing.
  static let usualsKeys = Keys(
    [
      KeyBinding(command: "cursor-down", keys: [.character("j"), .down], summary: "next usual") {
        _ in .usualsCursorDownKeyPressed
      },
      KeyBinding(command: "cursor-up", keys: [.character("k"), .up], summary: "previous usual") {
        _ in .usualsCursorUpKeyPressed
      },
      KeyBinding(
        command: "put-back", keys: [.enter, .character("a")],
        summary: "put the usual back on the list"
      ) { state in
        (state.usuals?.count ?? 0) > 0 ? .usualPutBackKeyPressed : nil
      },
      KeyBinding(
        command: "close-usuals", keys: [.escape, .character("h")], summary: "back to the list"
      ) { _ in .usualsKeyPressed },
    ]
  )
}
