import ShoppingListFeatures
import TerminalUI

/// Every key of the app, grouped as people look for them: the one source of both the help
/// overlay and the man page's KEYS section, taken from the key tables that map keys to actions,
/// so neither can say something the keys do not do.
///
/// ```swift
/// for group in KeyGuide.groups(for: Pane.allCases) {
///   print(group.title, group.bindings.map(\.keys))
/// }
/// ```
package enum KeyGuide {
  /// Keys that work in one place, under a title such as "Editing a name".
  package struct Group: Equatable, Sendable {
    package var title: String
    package var bindings: [Binding]

    package init(title: String, bindings: [Binding]) {
      self.title = title
      self.bindings = bindings
    }
  }

  /// Keys and what they do, e.g. `"j down"` and `"move the cursor down"`.
  package struct Binding: Equatable, Sendable {
    package var keys: String
    package var summary: String

    package init(keys: String, summary: String) {
      self.keys = keys
      self.summary = summary
    }
  }

  /// The groups for `panes`: each pane's keys in every mode, in the order given, then the keys
  /// of dialogs, the keys that work everywhere and the keys of the help.
  package static func groups(for panes: [Pane]) -> [Group] {
    var groups: [Group] = []
    for pane in panes {
      switch pane {
      case .list:
        groups.append(group("In the list", ShoppingListView.normalKeys))
        groups.append(group("Editing a name", ShoppingListView.editingKeys))
        groups.append(group("Filtering", ShoppingListView.filteringKeys))
      case .counter:
        groups.append(group("In the counter", CounterView.keyTable))
      }
    }
    groups.append(
      group(
        "In a dialog", ModalView<Never>.keyTable,
        extra: [Binding(keys: "y n …", summary: "the button with that letter")]
      )
    )
    groups.append(group("Everywhere", AppView.globalKeys, extra: runtimeKeys))
    groups.append(group("In this help", HelpView.keyTable))
    return groups
  }

  // NB: the runtime handles these before any key table sees a key.
  private static let runtimeKeys = [
    Binding(keys: KeyEvent.ctrl("c").description, summary: "quit, saving first"),
    Binding(keys: KeyEvent.ctrl("z").description, summary: "suspend to the shell (fg resumes)"),
  ]

  /// A binding per row of `table`, what typing does if anything, then `extra`.
  private static func group<ViewState, Action>(
    _ title: String, _ table: KeyTable<ViewState, Action>, extra: [Binding] = []
  ) -> Group {
    var bindings = table.bindings.map { Binding(keys: $0.keysDescription, summary: $0.summary) }
    if let typing = table.typingSummary {
      bindings.append(Binding(keys: "other keys", summary: typing))
    }
    return Group(title: title, bindings: bindings + extra)
  }
}
