import ShoppingListFeatures
import TerminalUI

extension HelpView {
  /// The help for `pane`: its keys in every mode, the keys of dialogs, and the keys that work
  /// everywhere, as ``KeyGuide`` groups them, each group under a heading and after a blank line.
  package static func lines(for pane: Pane) -> [Line] {
    let lines = KeyGuide.groups(for: [pane]).flatMap { group -> [Line] in
      [.heading(group.title)]
        + group.bindings.map { .binding(keys: $0.keys, summary: $0.summary) } + [.blank]
    }
    return Array(lines.dropLast())
  }
}
