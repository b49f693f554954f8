import Architecture
import ShoppingListStorage

extension ShoppingList {
  /// Adds an empty item at `offset` in the list and starts naming it; it joins the list (and
  /// undo) only when a name is committed.
  package func addItem(at offset: Int, in state: inout State) -> Effect<Action> {
    guard state.editing == nil, state.filter?.isTyping != true else { return .none }
    let item = ShoppingItem(id: uuid(), name: "")
    let returnID = state.currentID
    state.items.insert(item, at: min(max(0, offset), state.items.count))
    state.filter?.insertRow(for: item.id, in: state.items, pinned: true)
    state.editing = NameEditing(id: item.id, isNew: true, name: "", returnID: returnID)
    state.placeCursor(on: item.id)
    return .none
  }

  /// Keeps the edited name (trimmed and cleaned): a new item joins the list, a renamed one
  /// changes, and an empty name discards a new item or deletes an existing one.
  package func commitEdit(in state: inout State) -> Effect<Action> {
    guard let editing = state.editing, let item = state.items[id: editing.id] else {
      return .none
    }
    state.editing = nil
    let name = ShoppingItem.sanitizedName(editing.editor.text)
    if editing.isNew {
      guard !name.isEmpty else {
        state.discardNewItem(editing)
        return .none
      }
      state.filter?.removeRow(of: item.id, in: state.items)
      state.items[id: item.id]?.name = name
      state.filter?.insertRow(for: item.id, in: state.items)
      state.history.record(UndoStep(change: .remove([item.id]), label: "added \(quoted(name))"))
      state.placeCursor(on: item.id)
      guard state.row(of: item.id) == nil else { return listChanged(&state) }
      return .merge(
        listChanged(&state),
        .send(.delegate(.statusMessage("Added \(quoted(name)), hidden by the filter")))
      )
    }
    if name.isEmpty {
      return delete(item, in: &state)
    }
    guard name != item.name else { return .none }
    let undo = state.apply(.rename(item.id, to: name))
    state.history.record(UndoStep(change: undo.inverse, label: "renamed \(quoted(item.name))"))
    state.placeCursor(on: item.id)
    return listChanged(&state)
  }
}

extension ShoppingList.State {
  /// The name field, while an item is being named; the key path `ifLet` runs the editor on.
  package var nameEditor: LineEditor.State? {
    get { editing?.editor }
    set {
      guard let newValue else { return }
      editing?.editor = newValue
    }
  }

  /// Starts renaming the current item, the cursor at the end of its name.
  package mutating func startEditingCurrentItem() {
    guard editing == nil, filter?.isTyping != true, let id = currentID, let item = items[id: id]
    else { return }
    editing = NameEditing(id: id, isNew: false, name: item.name)
  }

  /// Forgets the edit; a new item disappears again.
  package mutating func cancelEdit() {
    guard let editing else { return }
    self.editing = nil
    if editing.isNew { discardNewItem(editing) }
  }

  /// Removes a new item that was never named, the cursor going back where it was.
  package mutating func discardNewItem(_ editing: NameEditing) {
    filter?.removeRow(of: editing.id, in: items)
    items.remove(id: editing.id)
    placeCursor(on: editing.returnID)
  }
}
