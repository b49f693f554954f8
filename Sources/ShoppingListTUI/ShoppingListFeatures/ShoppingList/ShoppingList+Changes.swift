import Architecture
import ShoppingListModel
import ShoppingListStorage

extension ShoppingList {
  /// Checks or unchecks the item under the cursor (`Space`) as one undo step, and saves.
  func toggleCurrentItem(in state: inout State) -> Effect<Action> {
    guard state.editing == nil, let id = state.currentID, let item = state.items[id: id] else {
      return .none
    }
    guard let undo = state.record(.setChecked(id, !item.isChecked)) else { return .none }
    let verb = item.isChecked ? "unchecked" : "checked"
    state.history.record(UndoStep(change: undo, label: "\(verb) \(quoted(item.name))"))
    return listChanged(&state)
  }

  /// Steps the quantity of the item under the cursor up or down (`+`/`-`) as one undo step:
  /// an item without one counts as one, and one stepped down has none again.
  func stepQuantityOfCurrentItem(up: Bool, in state: inout State) -> Effect<Action> {
    guard state.editing == nil, let id = state.currentID, let item = state.items[id: id] else {
      return .none
    }
    let quantity: ItemQuantity?
    if let current = item.quantity, up {
      guard let more = current.incremented() else {
        return .send(.delegate(.statusMessage("\(quoted(item.name)): \(current) is the most")))
      }
      quantity = more
    } else if let current = item.quantity {
      quantity = current.decremented()
    } else {
      guard up else { return .none }
      quantity = ItemQuantity(amount: 2)
    }
    guard let undo = state.record(.setQuantity(id, quantity)) else { return .none }
    state.history.record(
      UndoStep(change: undo, label: "changed the quantity of \(quoted(item.name))")
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
  package func delete(_ item: ShoppingItem, in state: inout State) -> Effect<Action> {
    guard let undo = state.record(.remove([item.id])) else { return .none }
    state.history.record(UndoStep(change: undo, label: "deleted \(quoted(item.name))"))
    state.moveCursor(to: state.cursor)
    return .merge(
      listChanged(&state),
      .send(
        .delegate(.statusMessage(StatusMessage("Deleted \(quoted(item.name))", offersUndo: true)))
      )
    )
  }

  /// Swaps the current item with the visible item above or below it (`K`/`J`); grouped by
  /// category, within its group only, where the move shows.
  func moveCurrentItem(by rows: Int, in state: inout State) -> Effect<Action> {
    let target = state.cursor + rows
    guard
      state.editing == nil, let id = state.currentID, let item = state.items[id: id],
      target >= 0, target < state.visibleRowCount
    else { return .none }
    if let grouping = state.grouping,
      grouping.group(ofRow: target)?.firstRow != grouping.group(ofRow: state.cursor)?.firstRow
    {
      return .none
    }
    let neighbour = state.visibleID(atRow: target)
    let placement: ListChange.Placement = rows > 0 ? .after(neighbour) : .before(neighbour)
    guard let undo = state.record(.move(id, to: placement)) else { return .none }
    let direction = rows > 0 ? "down" : "up"
    state.history.record(
      UndoStep(change: undo, label: "moved \(quoted(item.name)) \(direction)")
    )
    state.placeCursor(on: id)
    return listChanged(&state)
  }

  /// Moves the current item to the top or the bottom of the list (`T`/`B`).
  func moveCurrentItem(
    to placement: ListChange.Placement, in state: inout State
  ) -> Effect<Action> {
    guard state.editing == nil, let id = state.currentID, let item = state.items[id: id] else {
      return .none
    }
    guard let undo = state.record(.move(id, to: placement)) else { return .none }
    let place = placement == .start ? "to the top" : "to the bottom"
    state.history.record(UndoStep(change: undo, label: "moved \(quoted(item.name)) \(place)"))
    state.placeCursor(on: id)
    return listChanged(&state)
  }

  /// Sorts unchecked before checked, then by name ignoring case and accents, keeping the order
  /// of equal items; one undo step.
  package func sort(_ state: inout State) -> Effect<Action> {
    guard state.editing == nil else { return .none }
    let order = ItemOrder.sortedIDs(of: state.items)
    guard !order.elementsEqual(state.items.ids) else {
      return .send(.delegate(.statusMessage("Already sorted")))
    }
    let current = state.currentID
    guard let undo = state.record(.reorder(order)) else { return .none }
    state.history.record(UndoStep(change: undo, label: "sorted the list"))
    state.placeCursor(on: current)
    return .merge(listChanged(&state), .send(.delegate(.statusMessage("Sorted"))))
  }

  /// Asks whether to remove the checked items (`C`), or says there are none.
  func askToClearChecked(_ state: inout State) -> Effect<Action> {
    guard state.editing == nil else { return .none }
    guard state.checkedCount > 0 else {
      return .send(.delegate(.statusMessage("No checked items to remove")))
    }
    state.confirmationDialog = .clearChecked(count: state.checkedCount)
    state.confirmationDialogScroll = ScrollPosition()
    return .none
  }

  /// Removes every checked item as one undo step.
  func clearChecked(_ state: inout State) -> Effect<Action> {
    guard let removed = removeCheckedItems(&state) else { return .none }
    return .merge(
      listChanged(&state),
      .send(.delegate(.statusMessage(StatusMessage("Removed \(removed)", offersUndo: true))))
    )
  }

  /// Removes every checked item as one undo step, and says how many ("2 checked items"), or
  /// `nil` when none is checked; the caller saves.
  func removeCheckedItems(_ state: inout State) -> String? {
    let ids = state.items.filter(\.isChecked).map(\.id)
    guard !ids.isEmpty else { return nil }
    let current = state.currentID
    guard let undo = state.record(.remove(ids)) else { return nil }
    let removed = ids.count == 1 ? "1 checked item" : "\(ids.count.groupedDigits) checked items"
    state.history.record(UndoStep(change: undo, label: "removed \(removed)"))
    state.placeCursor(on: current)
    return removed
  }

  /// Adds an item for each line of pasted text at the top of the list, in the text's order, as
  /// `shopping-list import` reads it: one undo step, and a message saying how many.
  func addPastedItems(_ text: String, in state: inout State) -> Effect<Action> {
    guard state.editing == nil, state.filter?.isTyping != true else { return .none }
    // NB: the dependency is looked up once, not once for each of thousands of lines.
    let makeID = uuid
    let list = state.list.id
    let items = ListImporter.items(in: text) { makeID() }.map { item in
      var item = item
      item.list = list
      return item
    }
    guard let first = items.first else {
      return .send(.delegate(.statusMessage("Nothing to add in the pasted text")))
    }
    guard let undo = state.record(.insert(items, at: .start)) else { return .none }
    let added = items.count == 1 ? quoted(first.name) : "\(items.count.groupedDigits) items"
    state.history.record(UndoStep(change: undo, label: "pasted \(added)"))
    state.placeCursor(on: first.id)
    return .merge(
      listChanged(&state),
      .send(.delegate(.statusMessage(StatusMessage("Added \(added)", offersUndo: true))))
    )
  }

  /// A name as messages quote it, cut to 40 characters so the rest of the message shows.
  func quoted(_ name: String) -> String {
    StatusMessage.quoted(name)
  }
}
