import ShoppingListFeatures
import TerminalUI

extension HelpView {
  /// The help for `pane`: its keys in every mode, the keys of dialogs, and the keys that work
  /// everywhere, taken from the very key tables that map keys to actions, as `keys` binds them,
  /// so the help can never say something the keys do not do.
  package static func lines(for pane: Pane, keys: KeyMap = .standard) -> [Line] {
    let tables: [KeyMap.Table]
    switch pane {
    case .list: tables = [.list, .editing, .filtering, .usuals, .dialog, .global, .help]
    case .counter: tables = [.counter, .dialog, .global, .help]
    }
    var lines: [Line] = []
    for section in KeyMap.once(tables.flatMap(keys.sections)) {
      lines.append(.heading(section.title))
      lines += section.lines.map { .binding(keys: $0.keys, summary: $0.summary) }
      lines.append(.blank)
    }
    return Array(lines.dropLast())
  }
}
