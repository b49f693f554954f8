import ShoppingListFeatures
import TerminalUI

extension HelpView {
  /// The help for `pane`: its keys in every mode, the keys of dialogs, and the keys that work
  /// everywhere, taken from the very key tables that map keys to actions, so the help can never
  /// say something the keys do not do.
  package static func lines(for pane: Pane) -> [Line] {
    var lines: [Line] = []
    switch pane {
    case .list:
      lines += section("In the list", ShoppingListView.normalKeys)
      lines += section("Editing a name", ShoppingListView.editingKeys)
      lines += section("Filtering", ShoppingListView.filteringKeys)
    case .counter:
      lines += section("In the counter", CounterView.keyTable)
    }
    lines += section(
      "In a dialog", ModalView<Never>.keyTable,
      extra: [.binding(keys: "y n …", summary: "the button with that letter")]
    )
    lines += section("Everywhere", AppView.globalKeys, extra: runtimeKeys)
    lines += section("In this help", HelpView.keyTable)
    return Array(lines.dropLast())
  }

  // NB: the runtime handles these before any key table sees a key.
  private static let runtimeKeys: [Line] = [
    .binding(keys: KeyEvent.ctrl("c").description, summary: "quit, saving first"),
    .binding(keys: KeyEvent.ctrl("z").description, summary: "suspend to the shell (fg resumes)"),
  ]

  /// A heading, a line per binding, what typing does if anything, `extra`, and a blank line.
  private static func section<ViewState, Action>(
    _ title: String, _ table: KeyTable<ViewState, Action>, extra: [Line] = []
  ) -> [Line] {
    var lines: [Line] = [.heading(title)]
    lines += table.bindings.map { .binding(keys: $0.keysDescription, summary: $0.summary) }
    if let typing = table.typingSummary {
      lines.append(.binding(keys: "other keys", summary: typing))
    }
    return lines + extra + [.blank]
  }
}
