import Architecture
import Foundation
import ShoppingListModel
import ShoppingListStorage

extension ShoppingList {
  /// Adds an empty item at `offset` in the list and starts naming it; it joins the list (and
  /// undo) only when a name is committed.
  func addItem(at offset: Int, in state: inout State) -> Effect<Action> {
    guard state.editing == nil, state.filter?.isTyping != true else { return .none }
    let item = ShoppingItem(id: uuid(), name: "", list: state.list.id)
    let returnID = state.currentID
    state.items.insert(item, at: min(max(0, offset), state.items.count))
    state.filter?.insertRow(for: item.id, in: state.items, pinned: true)
    state.editing = ItemEditing(id: item.id, isNew: true, name: "", returnID: returnID)
    state.placeCursor(on: item.id)
    return .none
  }

  /// Keeps the edited text (trimmed and cleaned): a new item joins the list (and, when
  /// `continuingEntry`, as after `Enter`, the next new item opens below it), a renamed one
  /// changes, and an empty name discards a new item or deletes an existing one; a note or
  /// category is set, or cleared when empty.
  func commitEdit(in state: inout State, continuingEntry: Bool = false) -> Effect<Action> {
    guard let editing = state.editing, let item = state.items[id: editing.id] else {
      return .none
    }
    state.editing = nil
    let text = ShoppingItem.sanitizedName(editing.editor.text)
    switch editing.field {
    case .name:
      break
    case .note:
      return commitField(.setNote(item.id, text), of: item, label: "note", in: &state)
    case .category:
      return commitField(.setCategory(item.id, text), of: item, label: "category", in: &state)
    }
    if editing.isNew {
      let entry = ItemEntry.parse(text)
      let committed = commitNewItem(editing, entry: entry, in: &state)
      guard continuingEntry, !entry.name.isEmpty else { return committed }
      return .merge(committed, addItemBelowCursor(in: &state))
    }
    let name = text
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

  /// Adds the new item as typed (`2 l oat milk`: a quantity apart from the name, see
  /// ``ItemEntry/parse(_:)``) in the category the catalog knows for its name, unless the list
  /// has it already (then the one there is brought to the cursor, out of the basket and with
  /// the quantity typed added), and opens the next new item below, so that items typed in a
  /// row keep their order; an empty name ends the entry. A `category` given (a suggestion's)
  /// wins over the one the list's history remembers for the name, which wins over the catalog's.
  func commitNewItem(
    _ editing: ItemEditing, entry: ItemEntry, category: String? = nil, in state: inout State
  ) -> Effect<Action> {
    let name = entry.name
    guard !name.isEmpty else {
      state.discardNewItem(editing)
      return .none
    }
    let folded = NameFolding.folded(name)
    if let existing = state.items.first(where: { $0.id != editing.id && $0.isNamed(folded: folded) }
    ) {
      state.discardNewItem(editing)
      return alreadyListed(existing, adding: entry.quantity, in: &state)
    }
    let placement = state.items.placement(of: editing.id) ?? .start
    let item = ShoppingItem(
      id: editing.id, name: name, quantity: entry.quantity,
      category: category ?? newItemCategory(for: name, in: state.list.id), list: state.list.id
    )
    guard let undo = state.record(.insert([item], at: placement)) else { return .none }
    state.history.record(UndoStep(change: undo, label: "added \(quoted(name))"))
    state.placeCursor(on: editing.id)
    guard state.row(of: editing.id) == nil else { return listChanged(&state) }
    return .merge(
      listChanged(&state),
      .send(.delegate(.statusMessage("Added \(quoted(name)), hidden by the filter")))
    )
  }

  /// Says that `item` is on the list already and puts the cursor on it; a checked one comes
  /// out of the basket and a quantity typed with it is added to its own, one undo step each.
  func alreadyListed(
    _ item: ShoppingItem, adding quantity: ItemQuantity?, in state: inout State
  ) -> Effect<Action> {
    var said: [String] = []
    for change in item.changesAddingAgain(quantity) {
      guard let undo = state.record(change) else { continue }
      let label =
        if case .setChecked = change {
          "unchecked \(quoted(item.name))"
        } else {
          "changed the quantity of \(quoted(item.name))"
        }
      state.history.record(UndoStep(change: undo, label: label))
      if case .setQuantity(_, let total?) = change {
        said.append("\(quoted(item.name)) is on the list already: now \(total)")
      } else {
        said.append("\(quoted(item.name)) was in the basket: it is back on the list")
      }
    }
    state.placeCursor(on: item.id)
    guard !said.isEmpty else {
      return .send(.delegate(.statusMessage("\(quoted(item.name)) is on the list already")))
    }
    return .merge(
      listChanged(&state),
      .send(
        .delegate(.statusMessage(StatusMessage(said.joined(separator: "; "), offersUndo: true))))
    )
  }

  /// Opens a new item right below the cursor's item, for the next name typed in a row.
  func addItemBelowCursor(in state: inout State) -> Effect<Action> {
    let below = state.currentID.flatMap { state.items.index(id: $0) }.map { $0 + 1 } ?? 0
    return addItem(at: below, in: &state)
  }

  /// Sets or clears a note or a category as one undo step.
  private func commitField(
    _ change: ListChange, of item: ShoppingItem, label: String, in state: inout State
  ) -> Effect<Action> {
    guard let undo = state.record(change) else { return .none }
    state.history.record(
      UndoStep(change: undo, label: "changed the \(label) of \(quoted(item.name))"))
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
      .add(id: item.id, name: name, checked: item.isChecked, list: item.list, at: placement)
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
    get { listNaming?.editor ?? editing?.editor }
    set {
      guard let newValue else { return }
      if listNaming != nil {
        listNaming?.editor = newValue
      } else {
        editing?.editor = newValue
      }
    }
  }

  /// Starts editing `field` of the current item, the cursor at the end of its text.
  mutating func startEditingCurrentItem(_ field: ItemEditing.Field) {
    guard editing == nil, filter?.isTyping != true, let id = currentID, let item = items[id: id]
    else { return }
    let text =
      switch field {
      case .name: item.name
      case .note: item.note
      case .category: item.category
      }
    editing = ItemEditing(id: id, field: field, text: text)
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
  mutating func discardNewItem(_ editing: ItemEditing) {
    filter?.removeRow(of: editing.id, in: items)
    items.remove(id: editing.id)
    placeCursor(on: editing.returnID)
  }
}
