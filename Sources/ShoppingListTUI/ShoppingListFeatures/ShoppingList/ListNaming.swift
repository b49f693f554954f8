import ShoppingListModel

/// A list's name typed at the top of the pane, where the filter line goes: a new list's
/// (`N`), or the shown list's new name (`R`); or a new store's, for a trip (`S`).
package struct ListNaming: Equatable, Sendable {
  /// The list renamed, or `nil` for a new list.
  package var list: ListID?
  /// The name as typed so far.
  package var editor: LineEditor.State
  /// Whether this is a new store's name (`S` → New store), not a list's.
  package var isStore = false

  /// A new list's name, typed from nothing.
  package static let newList = ListNaming(list: nil, editor: LineEditor.State(text: ""))

  /// A new store's name, typed from nothing; a trip to it starts once it is kept.
  package static let newStore = ListNaming(
    list: nil, editor: LineEditor.State(text: ""), isStore: true)

  /// A new name for `list`, typed over its name now.
  package static func renaming(_ list: ListSummary) -> ListNaming {
    ListNaming(list: list.id, editor: LineEditor.State(text: list.name))
  }

  /// What the line says before the name.
  package var prompt: String {
    isStore ? "New store: " : list == nil ? "New list: " : "Rename the list: "
  }
}
