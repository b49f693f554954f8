import ShoppingListFeatures
import TerminalUI

extension KeyMap {
  /// A group of keys as the help overlay and a manual page list it: a heading and its lines.
  package struct Section: Equatable, Sendable {
    /// The table the keys are from.
    package var table: Table
    /// The heading, e.g. "Editing a name".
    package var title: String
    /// The keys and what they do, e.g. `("j down", "move the cursor down")`; commands without
    /// keys are left out.
    package var lines: [(keys: String, summary: String)]

    /// A section of `table` headed `title`.
    package init(table: Table, title: String, lines: [(keys: String, summary: String)]) {
      self.table = table
      self.title = title
      self.lines = lines
    }

    package static func == (lhs: Section, rhs: Section) -> Bool {
      lhs.table == rhs.table && lhs.title == rhs.title
        && lhs.lines.map(\.keys) == rhs.lines.map(\.keys)
        && lhs.lines.map(\.summary) == rhs.lines.map(\.summary)
    }
  }

  /// Every key the app knows as this map binds it, table by table (the list's three modes, the
  /// counter, dialogs, the keys that work everywhere, the help), with what typing does, the
  /// dialogs' button letters and the keys the runtime keeps (`ctrl+c`, `ctrl+z`): the help
  /// overlay shows the sections of a pane, and a manual page can print them all.
  ///
  /// ```swift
  /// for section in KeyMap.standard.helpSections {
  ///   print(section.title)
  ///   for line in section.lines { print("  \(line.keys)  \(line.summary)") }
  /// }
  /// ```
  package var helpSections: [Section] {
    // NB: the help overlay's order: the panes' own tables, then dialogs, everywhere, the help.
    [.list, .editing, .filtering, .counter, .dialog, .global, .help].map(section)
  }

  /// The section of `table`.
  package func section(_ table: Table) -> Section {
    var lines = commands(in: table).filter { !$0.keys.isEmpty }.map { command in
      (keys: command.keys.map(\.description).joined(separator: " "), summary: command.summary)
    }
    if let typing = typingSummary(in: table) {
      lines.append((keys: "other keys", summary: typing))
    }
    switch table {
    case .dialog:
      lines.append((keys: "y n …", summary: "the button with that letter"))
    case .global:
      // NB: the runtime handles these before any key table sees a key.
      lines.append((keys: KeyEvent.ctrl("c").description, summary: "quit, saving first"))
      lines.append(
        (keys: KeyEvent.ctrl("z").description, summary: "suspend to the shell (fg resumes)")
      )
    case .list, .editing, .filtering, .counter, .help:
      break
    }
    return Section(table: table, title: table.title, lines: lines)
  }
}
