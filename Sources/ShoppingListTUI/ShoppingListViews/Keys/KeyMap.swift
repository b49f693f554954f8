import ShoppingListFeatures
import TerminalUI

/// Every key table of the app, as a configuration binds them: the standard keys, with the
/// commands the person rebound given their keys. The views map keys through it and the help
/// overlay lists it, so remapped keys are the ones that act and the ones shown.
///
/// Each table is built once; looking a key up stays a dictionary lookup.
///
/// ```swift
/// let keys = KeyMap(rebinding: [.list: ["cursor-down": [.character("n"), .down]]])
/// AppView.action(for: .character("n"), in: viewState, keys: keys)  // .list(.cursorDown…)
/// ```
package struct KeyMap: Sendable {
  /// Moving through the list.
  package let list: ShoppingListView.Keys
  /// Editing an item's name.
  package let editing: ShoppingListView.Keys
  /// Typing the filter.
  package let filtering: ShoppingListView.Keys
  /// The keys while the usuals show.
  package let usuals: ShoppingListView.Keys
  /// The keys while a store's aisles show.
  package let aisles: ShoppingListView.Keys
  /// The counter pane.
  package let counter: KeyTable<CounterView.ViewState, Counter.Action>
  /// Every dialog.
  package let dialog: KeyTable<Void, DialogCommand>
  /// The help overlay.
  package let help: KeyTable<HelpView.ViewState, Help.Action>
  /// The keys that work in every pane.
  package let global: KeyTable<AppView.ViewState, App.Action>

  /// The app's own keys, as the man page lists them.
  package static let standard = KeyMap(rebinding: [:])

  /// The standard keys with, in each table, the commands of `keysByCommand` bound to the keys
  /// given instead; an empty list leaves a command without keys. A command a table does not
  /// have is ignored: ``Table/commands`` lists them, and the configuration checks names (and
  /// keys bound twice, ``duplicateKeys(in:rebinding:)``) before it builds a map.
  package init(rebinding keysByCommand: [Table: [String: [KeyEvent]]]) {
    list = ShoppingListView.normalKeys.rebinding(keysByCommand[.list] ?? [:])
    editing = ShoppingListView.editingKeys.rebinding(keysByCommand[.editing] ?? [:])
    filtering = ShoppingListView.filteringKeys.rebinding(keysByCommand[.filtering] ?? [:])
    usuals = ShoppingListView.usualsKeys.rebinding(keysByCommand[.usuals] ?? [:])
    aisles = ShoppingListView.aislesKeys.rebinding(keysByCommand[.aisles] ?? [:])
    counter = CounterView.keyTable.rebinding(keysByCommand[.counter] ?? [:])
    dialog = DialogCommand.keyTable.rebinding(keysByCommand[.dialog] ?? [:])
    help = HelpView.keyTable.rebinding(keysByCommand[.help] ?? [:])
    global = AppView.globalKeys.rebinding(keysByCommand[.global] ?? [:])
  }

  /// The keys that quit, which also work while the screen is too small to show anything else.
  var quitKeys: [KeyEvent] {
    global.bindings.first { $0.command == "quit" }?.keys ?? []
  }

  /// The keys bound to more than one command of `table` once `keysByCommand` rebinds it, with
  /// those commands in table order.
  package static func duplicateKeys(
    in table: Table, rebinding keysByCommand: [String: [KeyEvent]]
  ) -> [(key: KeyEvent, commands: [String])] {
    switch table {
    case .list: ShoppingListView.normalKeys.duplicateKeys(rebinding: keysByCommand)
    case .editing: ShoppingListView.editingKeys.duplicateKeys(rebinding: keysByCommand)
    case .filtering: ShoppingListView.filteringKeys.duplicateKeys(rebinding: keysByCommand)
    case .usuals: ShoppingListView.usualsKeys.duplicateKeys(rebinding: keysByCommand)
    case .aisles: ShoppingListView.aislesKeys.duplicateKeys(rebinding: keysByCommand)
    case .counter: CounterView.keyTable.duplicateKeys(rebinding: keysByCommand)
    case .dialog: DialogCommand.keyTable.duplicateKeys(rebinding: keysByCommand)
    case .help: HelpView.keyTable.duplicateKeys(rebinding: keysByCommand)
    case .global: AppView.globalKeys.duplicateKeys(rebinding: keysByCommand)
    }
  }
}

extension KeyMap {
  /// One key table, named as a configuration names it (`[keys.list]`).
  package enum Table: String, CaseIterable, Hashable, Sendable {
    case list, editing, filtering, usuals, aisles, counter, dialog, help, global

    /// The heading of its keys in the help overlay.
    package var title: String {
      switch self {
      case .list: "In the list"
      case .editing: "Typing a name, a note or a category"
      case .filtering: "Filtering"
      case .usuals: "In the usuals"
      case .aisles: "In a store's aisles"
      case .counter: "In the counter"
      case .dialog: "In a dialog"
      case .help: "In this help"
      case .global: "Everywhere"
      }
    }
  }

  /// A command of a table: its stable name, its keys and what it does.
  package struct Command: Equatable, Sendable {
    /// The name a configuration binds it by, e.g. `cursor-down`.
    package var name: String
    /// The keys bound to it, in the order the help lists them.
    package var keys: [KeyEvent]
    /// What it does, as the help says it.
    package var summary: String
    /// The heading the help lists it under, or `nil` for the table's own.
    package var group: String? = nil
  }

  /// The first key bound to `command` in `table`, the one hints name ("? help", "u to undo"):
  /// `nil` when the command has no keys.
  func firstKey(of command: String, in table: Table) -> KeyEvent? {
    switch table {
    case .list: Self.firstKey(of: command, in: list)
    case .editing: Self.firstKey(of: command, in: editing)
    case .filtering: Self.firstKey(of: command, in: filtering)
    case .usuals: Self.firstKey(of: command, in: usuals)
    case .aisles: Self.firstKey(of: command, in: aisles)
    case .counter: Self.firstKey(of: command, in: counter)
    case .dialog: Self.firstKey(of: command, in: dialog)
    case .help: Self.firstKey(of: command, in: help)
    case .global: Self.firstKey(of: command, in: global)
    }
  }

  // NB: hints ask on every frame, so the table is searched without building its commands.
  private static func firstKey<ViewState, Action>(
    of command: String, in table: KeyTable<ViewState, Action>
  ) -> KeyEvent? {
    table.bindings.first { $0.command == command }?.keys.first
  }

  /// The commands of `table` with the keys this map binds them to, in help order.
  package func commands(in table: Table) -> [Command] {
    switch table {
    case .list: Self.commands(of: list)
    case .editing: Self.commands(of: editing)
    case .filtering: Self.commands(of: filtering)
    case .usuals: Self.commands(of: usuals)
    case .aisles: Self.commands(of: aisles)
    case .counter: Self.commands(of: counter)
    case .dialog: Self.commands(of: dialog)
    case .help: Self.commands(of: help)
    case .global: Self.commands(of: global)
    }
  }

  /// What typing a character no key claims does in `table`, or `nil` when typing does nothing.
  package func typingSummary(in table: Table) -> String? {
    switch table {
    case .editing: editing.typingSummary
    case .filtering: filtering.typingSummary
    case .list, .usuals, .aisles, .counter, .dialog, .help, .global: nil
    }
  }

  private static func commands<ViewState, Action>(
    of table: KeyTable<ViewState, Action>
  ) -> [Command] {
    table.bindings.compactMap { binding in
      binding.command.map {
        Command(name: $0, keys: binding.keys, summary: binding.summary, group: binding.group)
      }
    }
  }
}
