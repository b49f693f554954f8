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
      lhs.table == rhs.table && lhs.says(what: rhs)
    }

    /// Whether the two sections read the same, whichever tables they are from.
    func says(what other: Section) -> Bool {
      title == other.title && lines.map(\.keys) == other.lines.map(\.keys)
        && lines.map(\.summary) == other.lines.map(\.summary)
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
    let tables: [Table] = [
      .list, .editing, .filtering, .usuals, .aisles, .counter, .dialog, .global, .help,
    ]
    return Self.once(tables.flatMap(sections))
  }

  /// The sections of `table`: its keys under the table's heading, and the keys the table groups
  /// under headings of their own ("Moving"), in the table's order.
  package func sections(_ table: Table) -> [Section] {
    var sections: [Section] = []
    for command in commands(in: table) where !command.keys.isEmpty {
      let title = command.group ?? table.title
      let line = (
        keys: command.keys.map(\.description).joined(separator: " "), summary: command.summary
      )
      if sections.last?.title == title {
        sections[sections.count - 1].lines.append(line)
      } else {
        sections.append(Section(table: table, title: title, lines: [line]))
      }
    }
    var own = sections.firstIndex { $0.title == table.title }
    if own == nil, typingSummary(in: table) != nil || table == .dialog || table == .global {
      sections.insert(Section(table: table, title: table.title, lines: []), at: 0)
      own = 0
    }
    guard let own else { return sections }
    if let typing = typingSummary(in: table) {
      sections[own].lines.append((keys: "other keys", summary: typing))
    }
    switch table {
    case .dialog:
      sections[own].lines.append(
        (keys: "y n 1…9", summary: "the button with that letter or number"))
    case .global:
      // NB: the runtime handles these before any key table sees a key.
      sections[own].lines.append(
        (keys: KeyEvent.ctrl("c").description, summary: "quit, saving first")
      )
      sections[own].lines.append(
        (keys: KeyEvent.ctrl("z").description, summary: "suspend to the shell (fg resumes)")
      )
    case .list, .editing, .filtering, .usuals, .aisles, .counter, .help:
      break
    }
    return sections
  }

  /// `sections` without those that repeat one before them: the text keys the name editor and
  /// the filter share are listed once.
  package static func once(_ sections: [Section]) -> [Section] {
    var shown: [Section] = []
    for section in sections where !shown.contains(where: { $0.says(what: section) }) {
      shown.append(section)
    }
    return shown
  }
}
