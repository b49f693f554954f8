import Architecture
import ShoppingListModel
import ShoppingListStorage

extension ShoppingList {
  /// Suggests, while a new item's name is typed, the entries of its list's history that start
  /// with what is typed (see ``HistoryIndex/suggestions(for:in:limit:)``); none otherwise.
  func updateSuggestions(in state: inout State) {
    guard let editing = state.editing, editing.isNew, editing.field == .name else {
      if !state.suggestions.isEmpty { state.suggestions = [] }
      return
    }
    let suggestions = listHistory.index().suggestions(
      for: editing.editor.text, in: state.list.id
    )
    if suggestions != state.suggestions { state.suggestions = suggestions }
  }

  /// Takes the top suggestion for the new item being named: it joins the list with the entry's
  /// name, category and usual quantity, and the next new item opens below it, as after `Enter`.
  func takeSuggestion(in state: inout State) -> Effect<Action> {
    guard var editing = state.editing, editing.isNew, editing.field == .name,
      let entry = state.suggestions.first
    else { return .none }
    state.suggestions = []
    editing.editor = LineEditor.State(text: entry.name)
    state.editing = nil
    let committed = commitNewItem(
      editing, entry: ItemEntry(name: entry.name, quantity: entry.quantity),
      category: entry.category, in: &state
    )
    return .merge(committed, addItemBelowCursor(in: &state))
  }

  /// The category a new item named `name` on `list` gets: the one the list's history remembers
  /// for the name (a household's own choice), else the catalog's.
  func newItemCategory(for name: String, in list: ListID) -> String {
    listHistory.index().rememberedCategory(for: name, in: list)
      ?? GroceryCatalog.category(for: name) ?? ""
  }
}
