import ShoppingListFeatures
import TerminalUI

extension CounterView {
  /// The counter pane's standard keys, which ``KeyMap`` rebinds and the help overlay lists.
  static let keyTable = KeyTable<ViewState, Counter.Action>([
    KeyBinding(
      command: "count-up", keys: [.character("+"), .character("="), .character("k"), .up],
      summary: "count up"
    ) { _ in .incrementKeyPressed },
    KeyBinding(
      command: "count-down", keys: [.character("-"), .character("j"), .down],
      summary: "count down"
    ) { _ in .decrementKeyPressed },
    KeyBinding(command: "reset", keys: [.character("0")], summary: "reset to zero") { _ in
      .resetKeyPressed
    },
    KeyBinding(
      command: "fact", keys: [.character("f"), .enter], summary: "a fact about the number"
    ) { _ in .numberFactKeyPressed },
  ])

  /// The action `key` sends to the counter, or `nil` when the pane has no use for it.
  ///
  /// While the fact alert is shown every key goes to it, and `nil` then means the alert
  /// swallowed the key: the app must check ``ViewState/alert`` before offering a key to its own
  /// table.
  package static func action(
    for key: KeyEvent, in state: ViewState, keys: KeyMap = .standard
  ) -> Counter.Action? {
    if let alert = state.alert {
      return ModalView.action(for: key, in: alert, keys: keys).map(alertAction)
    }
    return keys.counter.action(for: key, in: state)
  }

  /// The counter's action for what a key or the mouse did in the fact alert.
  static func alertAction(
    _ event: ModalView<Counter.Action.Alert>.Event
  ) -> Counter.Action {
    event.action(picked: Counter.Action.alert, scrolled: Counter.Action.alertScrolled)
  }
}
