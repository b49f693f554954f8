import Architecture
import Foundation
import ShoppingListModel
import ShoppingListStorage

extension ShoppingList {
  /// `]` and `[`: the next or previous of the folder's lists, round the end.
  func switchList(by step: Int, in state: inout State) -> Effect<Action> {
    guard state.editing == nil, state.filter?.isTyping != true else { return .none }
    if let refusal = refusingSwitchDuringATrip(state) { return refusal }
    guard state.lists.count > 1 else {
      return .send(
        .delegate(
          .statusMessage(
            "This folder has one list; `shopping-list lists add NAME` makes another")))
    }
    let count = state.lists.count
    let index = state.lists.firstIndex { $0.id == (state.listToOpen ?? state.list.id) } ?? 0
    return switchList(to: state.lists[((index + step) % count + count) % count].id, in: &state)
  }

  /// Shows `list` once everything changed here is written: the storage brings its items in a
  /// patch (see ``ListStorage/openList``), after the patches of those writes.
  func switchList(to list: ListID, in state: inout State) -> Effect<Action> {
    guard list != state.list.id || state.listToOpen != nil else { return .none }
    state.listToOpen = list
    guard state.save.hasUnsavedChanges else { return openList(list) }
    return writeNow(&state)
  }

  /// Starts the switch asked for once the last write is over, or gives it up when the write
  /// failed (the status bar says why; the changes are written again with the next).
  func openPendingList(after result: Result<Int, SaveFailure>, in state: inout State)
    -> Effect<Action>
  {
    guard let list = state.listToOpen, !state.save.hasUnsavedChanges else {
      if case .failure = result { state.listToOpen = nil }
      return .none
    }
    return openList(list)
  }

  private func openList(_ list: ListID) -> Effect<Action> {
    .run { [listStorage] _ in
      try await listStorage.openList(list)
    } catch: { error, send in
      await send(.listOpenFailed(String(describing: error)))
    }
  }

  /// Takes the place of the items shown with the list a patch brought: the cursor on its first
  /// item, the filter cleared and undo starting afresh, since its steps were about the other
  /// list's items. A name being typed is kept first, on the list it was typed in.
  func listOpened(_ opened: OpenedList, in state: inout State) -> Effect<Action> {
    let kept = state.editing == nil ? Effect<Action>.none : commitEdit(in: &state)
    state.items = IdentifiedArray(keepingFirstOf: opened.items)
    state.checkedCount = state.items.reduce(0) { $0 + ($1.isChecked ? 1 : 0) }
    state.clearFilter()
    state.history = ItemsHistory()
    state.list = opened.list
    state.listToOpen = nil
    state.cursor = 0
    state.viewport.top = 0
    return .merge(
      kept, .send(.delegate(.statusMessage("\(opened.list.name): \(opened.list.counts)")))
    )
  }

  /// Takes the folder's lists a patch brought; when the list shown is gone (removed on
  /// another device), the main list is shown instead.
  func listsChanged(to lists: [ListSummary], in state: inout State) -> Effect<Action> {
    state.lists = lists
    if let shown = lists.first(where: { $0.id == state.list.id }) {
      state.list.name = shown.name
      return .none
    }
    // NB: a switch on its way (after a removal here) shows another list already.
    guard state.listToOpen == nil else { return .none }
    let gone = state.list.name
    let effect = switchList(to: .main, in: &state)
    return .merge(
      effect,
      .send(.delegate(.statusMessage("\(quoted(gone)) was removed on another device")))
    )
  }

  /// `L`: the folder's lists with their counts; a digit or Enter picks one.
  func showLists(_ state: inout State) -> Effect<Action> {
    guard state.editing == nil, state.filter?.isTyping != true else { return .none }
    if let refusal = refusingSwitchDuringATrip(state) { return refusal }
    state.confirmationDialog = .lists(state.lists, showing: state.list.id)
    state.confirmationDialogScroll = ScrollPosition()
    return .none
  }

  /// A trip is from the list shown, whose basket it clears: another list shows once it is
  /// finished.
  private func refusingSwitchDuringATrip(_ state: State) -> Effect<Action>? {
    guard let trip = state.trip else { return nil }
    return .send(
      .delegate(
        .statusMessage("Finish the trip at \(trip.storeName) before showing another list")))
  }

  /// `m`: asks which list the current item goes to.
  func askWhereToMoveCurrentItem(_ state: inout State) -> Effect<Action> {
    guard state.editing == nil, let id = state.currentID, let item = state.items[id: id] else {
      return .none
    }
    let others = state.lists.filter { $0.id != state.list.id }
    guard !others.isEmpty else {
      return .send(
        .delegate(
          .statusMessage(
            "This folder has one list; `shopping-list lists add NAME` makes another")))
    }
    state.confirmationDialog = .moveItem(item, toOneOf: others)
    state.confirmationDialogScroll = ScrollPosition()
    return .none
  }

  /// Moves the current item to `list`, where it keeps its fields: one undo step, which
  /// brings it back here.
  func moveCurrentItem(to list: ListID, in state: inout State) -> Effect<Action> {
    guard let id = state.currentID, let offset = state.items.index(id: id),
      let destination = state.lists.first(where: { $0.id == list })
    else { return .none }
    let item = state.items[offset]
    let change = ListChange.moveToList(PlacedItem(offset: offset, item: item), to: list)
    guard let undo = state.record(change) else { return .none }
    state.history.record(
      UndoStep(change: undo, label: "moved \(quoted(item.name)) to \(destination.name)"))
    state.moveCursor(to: state.cursor)
    return .merge(
      listChanged(&state),
      .send(
        .delegate(
          .statusMessage(
            StatusMessage(
              "Moved \(quoted(item.name)) to \(destination.name)", offersUndo: true))))
    )
  }
}

extension ListChange {
  /// Whether the change shows on `list`: an add or insert of items on another list does not,
  /// and is never laid over that list's items again.
  func shows(on list: ListID) -> Bool {
    switch self {
    case .add(_, _, _, let added, _): added == list
    case .insert(let items, _): items.allSatisfy { $0.list == list }
    default: true
    }
  }
}
