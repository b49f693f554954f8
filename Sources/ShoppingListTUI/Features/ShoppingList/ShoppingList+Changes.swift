import Architecture

extension ShoppingList {
  /// Does the bookkeeping after ``Item`` checked or unchecked an item.
  func checkToggled(_ id: ShoppingItem.ID, in state: inout State) -> Effect<Action> {
    guard let item = state.items[id: id] else { return .none }
    state.checkedCount += item.isChecked ? 1 : -1
    let verb = item.isChecked ? "checked" : "unchecked"
    state.history.record(
      UndoStep(change: .setChecked(id, !item.isChecked), label: "\(verb) \(quoted(item.name))")
    )
    return listChanged(&state)
  }

  /// Deletes the item under the cursor.
  func deleteCurrentItem(in state: inout State) -> Effect<Action> {
    guard state.editing == nil, let id = state.currentID, let item = state.items[id: id] else {
      return .none
    }
    return delete(item, in: &state)
  }

  /// Deletes `item` as one undo step and says so, with the way back.
  func delete(_ item: ShoppingItem, in state: inout State) -> Effect<Action> {
    let undo = state.apply(.remove([item.id]))
    state.history.record(UndoStep(change: undo.inverse, label: "deleted \(quoted(item.name))"))
    state.moveCursor(to: state.cursor)
    return .merge(
      listChanged(&state),
      .send(.delegate(.statusMessage("Deleted \(quoted(item.name)) · u to undo")))
    )
  }

  /// Swaps the current item with the visible item above or below it (`K`/`J`).
  func moveCurrentItem(by rows: Int, in state: inout State) -> Effect<Action> {
    let target = state.cursor + rows
    guard
      state.editing == nil, let id = state.currentID, let item = state.items[id: id],
      target >= 0, target < state.visibleRowCount,
      let destination = state.items.index(id: state.visibleID(atRow: target))
    else { return .none }
    let undo = state.apply(.move(id, to: destination))
    let direction = rows > 0 ? "down" : "up"
    state.history.record(
      UndoStep(change: undo.inverse, label: "moved \(quoted(item.name)) \(direction)")
    )
    state.placeCursor(on: id)
    return listChanged(&state)
  }

  /// Sorts unchecked before checked, then by name ignoring case and accents, keeping the order
  /// of equal items; one undo step.
  func sort(_ state: inout State) -> Effect<Action> {
    guard state.editing == nil else { return .none }
    let order = ItemOrder.sortedIDs(of: state.items)
    guard !order.elementsEqual(state.items.ids) else {
      return .send(.delegate(.statusMessage("Already sorted")))
    }
    let current = state.currentID
    let undo = state.apply(.reorder(order))
    state.history.record(UndoStep(change: undo.inverse, label: "sorted the list"))
    state.placeCursor(on: current)
    return .merge(listChanged(&state), .send(.delegate(.statusMessage("Sorted"))))
  }

  /// Asks whether to remove the checked items (`C`), or says there are none.
  func askToClearChecked(_ state: inout State) -> Effect<Action> {
    guard state.editing == nil else { return .none }
    guard state.checkedCount > 0 else {
      return .send(.delegate(.statusMessage("No checked items to remove")))
    }
    state.confirmation = .clearChecked(count: state.checkedCount, screenSize: state.screenSize)
    return .none
  }

  /// Removes every checked item as one undo step.
  func clearChecked(_ state: inout State) -> Effect<Action> {
    let ids = state.items.filter(\.isChecked).map(\.id)
    guard !ids.isEmpty else { return .none }
    let current = state.currentID
    let undo = state.apply(.remove(ids))
    let removed = ids.count == 1 ? "1 checked item" : "\(ids.count) checked items"
    state.history.record(UndoStep(change: undo.inverse, label: "removed \(removed)"))
    state.placeCursor(on: current)
    return .merge(
      listChanged(&state),
      .send(.delegate(.statusMessage("Removed \(removed) · u to undo")))
    )
  }

  /// A name as messages quote it, shortened when long.
  func quoted(_ name: String) -> String {
    "“\(name.truncated(toWidth: 40))”"
  }
}
