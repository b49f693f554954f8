import ShoppingListModel

/// A list's name typed at the top of the pane, where the filter line goes: a new list's
/// (`N`), or the shown list's new name (`R`).
package struct ListNaming: Equatable, Sendable {
  /// The list renamed, or `nil` for a new list.
  package var list: ListID?
  /// The name as typed so far.
  package var editor: LineEditor.State

  /// A new list's name, typed from nothing.
  package static let newList = ListNaming(list: nil, editor: LineEditor.State(text: ""))

  /// A new name for `list`, typed over its name now.
  package static func renaming(_ list: ListSummary) -> ListNaming {
    ListNaming(list: list.id, editor: LineEditor.State(text: list.name))
  }

  /// What the line says before the name.
  package var prompt: String {
    list == nil ? "New list: " : "Rename the list: "
  }
}
