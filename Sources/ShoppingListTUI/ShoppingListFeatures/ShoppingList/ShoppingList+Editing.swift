import Architecture
import Foundation
import ShoppingListModel
import ShoppingListStorage

extension ShoppingList {
  /// Adds an empty item at `offset` in the list and starts naming it; it joins the list (and
  /// undo) only when a name is committed.
  func addItem(at offset: Int, in state: inout State) -> Effect<Action> {
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
  func commitEdit(in state: inout State) -> Effect<Action> {
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
      let placement = state.items.placement(of: item.id) ?? .start
      guard let undo = state.record(.add(id: item.id, name: name, at: placement)) else {
        return .none
      }
      state.history.record(UndoStep(change: undo, label: "added \(quoted(name))"))
      state.placeCursor(on: item.id)
      guard state.row(of: item.id) == nil else { return listChanged(&state) }
      return .merge(
        listChanged(&state),
        .send(.delegate(.statusMessage("Added \(quoted(name)), hidden by the filter")))
      )
    }
    if let removal = editing.removedElsewhere {
      return keepRemovedItem(item, named: name, removedOn: removal, in: &state)
    }
    if name.isEmpty {
      return delete(item, in: &state)
    }
    guard name != item.name, let undo = state.record(.rename(item.id, name)) else {
      return .none
    }
    state.history.record(UndoStep(change: undo, label: "renamed \(quoted(item.name))"))
    state.placeCursor(on: item.id)
    return listChanged(&state)
  }

  /// Keeps an item another device removed while its name was being typed: it is added back,
  /// with the name typed, where it stood. An empty name lets it go.
  private func keepRemovedItem(
    _ item: ShoppingItem, named name: String, removedOn device: String, in state: inout State
  ) -> Effect<Action> {
    guard !name.isEmpty else {
      state.discardRemovedItem(item.id)
      return .none
    }
    let placement = state.items.placement(of: item.id) ?? .start
    state.apply(.rename(item.id, name))
    state.save.unsaved.append(
      .add(id: item.id, name: name, checked: item.isChecked, at: placement)
    )
    state.history.record(UndoStep(change: .remove([item.id]), label: "kept \(quoted(name))"))
    state.placeCursor(on: item.id)
    return .merge(
      listChanged(&state),
      .send(
        .delegate(
          .statusMessage(
            StatusMessage("Kept \(quoted(name)), which \(device) had deleted", offersUndo: true)
          )
        )
      )
    )
  }
}

extension ShoppingList.State {
  /// The name field, while an item is being named; the key path `ifLet` runs the editor on.
  var nameEditor: LineEditor.State? {
    get { editing?.editor }
    set {
      guard let newValue else { return }
      editing?.editor = newValue
    }
  }

  /// Starts renaming the current item, the cursor at the end of its name.
  mutating func startEditingCurrentItem() {
    guard editing == nil, filter?.isTyping != true, let id = currentID, let item = items[id: id]
    else { return }
    editing = NameEditing(id: id, isNew: false, name: item.name)
  }

  /// Forgets the edit; a new item disappears again, and so does an item another device
  /// removed meanwhile.
  mutating func cancelEdit() {
    guard let editing else { return }
    self.editing = nil
    if editing.isNew { discardNewItem(editing) }
    if editing.removedElsewhere != nil { discardRemovedItem(editing.id) }
  }

  /// Takes out an item another device removed, which stayed while its name was typed.
  mutating func discardRemovedItem(_ id: ShoppingItem.ID) {
    let current = currentID
    apply(.remove([id]))
    placeCursor(on: current)
    moveCursor(to: cursor)
  }

  /// Removes a new item that was never named, the cursor going back where it was.
  mutating func discardNewItem(_ editing: NameEditing) {
    filter?.removeRow(of: editing.id, in: items)
    items.remove(id: editing.id)
    placeCursor(on: editing.returnID)
  }
}
