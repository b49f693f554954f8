import Architecture
import ShoppingListModel
import ShoppingListStorage

extension ShoppingList {
  /// Moves the cursor to the clicked item's row, keeping a name typed in another row first, as
  /// `Enter` would; a click in the row being edited changes nothing.
  func rowClicked(_ id: ShoppingItem.ID, in state: inout State) -> Effect<Action> {
    guard state.editing?.id != id else { return .none }
    let commit = commitEdit(in: &state)
    if let row = state.row(of: id) { state.moveCursor(to: row) }
    return commit
  }

  /// Moves the cursor to the clicked item and checks or unchecks it, as `Space` there would,
  /// keeping a name being typed first.
  func checkboxClicked(_ id: ShoppingItem.ID, in state: inout State) -> Effect<Action> {
    let commit = commitEdit(in: &state)
    guard let row = state.row(of: id) else { return commit }
    state.moveCursor(to: row)
    return .merge(commit, toggleCurrentItem(in: &state))
  }
}
