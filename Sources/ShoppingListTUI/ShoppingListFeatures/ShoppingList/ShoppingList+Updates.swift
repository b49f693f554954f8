import Architecture
import Foundation
import ShoppingListModel
import ShoppingListStorage

extension ShoppingList {
  private enum CancelID: Hashable, Sendable {
    case updates
  }

  /// Listens to the storage for patches for as long as the pane lives.
  func listenForUpdates() -> Effect<Action> {
    .run { [listStorage] send in
      for await patch in await listStorage.updates() {
        await send(.listUpdated(patch))
      }
    }
    .cancellable(id: CancelID.updates, cancelInFlight: true)
  }

  /// Applies a patch at once, whatever is unsaved: the changes made here that it does not have
  /// yet are laid over it again, an item whose name is being typed stays, the cursor stays on
  /// its item, and the status bar says what arrived, or which of the person's own edits a
  /// later one from elsewhere replaced.
  func listUpdated(_ patch: ListPatch, in state: inout State) -> Effect<Action> {
    let ahead = state.save.changes(aheadOf: patch.number)
    state.save.awaitingPatch.removeAll { $0.patchNumber <= patch.number }
    state.skippedFiles = patch.skippedFiles
    var access = accessChanged(to: patch.readOnlyReason, in: &state)
    if let opened = patch.opened {
      state.lists = patch.lists ?? state.lists
      return .merge(access, listOpened(opened, in: &state))
    }
    if let lists = patch.lists { access = .merge(access, listsChanged(to: lists, in: &state)) }
    guard !patch.changesNoItem else { return access }

    let current = state.currentID
    let edited = state.editing.flatMap { $0.isNew ? nil : $0.id }
    // NB: a new item being named is only here; the patch places the items around it again.
    let newItem = state.editing.flatMap { $0.isNew ? $0.id : nil }
    let newItemPlace = newItem.flatMap { state.items.placement(of: $0) }
    var before: [ShoppingItem.ID: ShoppingItem?] = [:]
    for patched in patch.items { before[patched.item.id] = .some(state.items[id: patched.item.id]) }
    for removed in patch.removed { before[removed.id] = .some(state.items[id: removed.id]) }
    state.apply(patch, keeping: edited)
    noteArrivals(
      patch.items.map(\.item.id).filter { before[$0] == .some(nil) }, in: &state)
    if let edited, let removal = patch.removed.first(where: { $0.id == edited }) {
      state.editing?.removedElsewhere = removal.by
    }
    let touched = Set(before.keys)
    if let first = ahead.firstIndex(where: { !touched.isDisjoint(with: $0.itemIDs) }) {
      // NB: a change made on the list shown before a switch stays off this one.
      for change in ahead[first...] where change.shows(on: state.list.id) { state.apply(change) }
    }
    if let newItem, let newItemPlace, state.items.placement(of: newItem) != newItemPlace {
      state.apply(.move(newItem, to: newItemPlace))
    }
    state.placeCursor(on: current)
    if state.save.status == .notSavedYet, !state.items.isEmpty { state.save.status = .saved }

    let ownEdits = Set(ahead.flatMap(\.itemIDs))
    let replaced = state.history.markSteps(
      replacedBy: patch, before: before, after: state.items, sparing: ownEdits
    )
    let message: StatusMessage?
    if let edited, let removal = state.editing?.removedElsewhere,
      patch.removed.contains(where: { $0.id == edited }),
      let name = before[edited]??.name
    {
      message = StatusMessage(
        "\(quoted(name)) was deleted on \(removal): Enter keeps it, Esc lets it go"
      )
    } else if let replaced {
      message = StatusMessage(replaced)
    } else {
      message = patch.arrivals.map { StatusMessage($0) }
    }
    guard let message else { return access }
    return .merge(access, .send(.delegate(.statusMessage(message))))
  }

  /// Makes the list read-only while the storage cannot write it, and writable again, with
  /// whatever waited written, once it can.
  private func accessChanged(to reason: String?, in state: inout State) -> Effect<Action> {
    if let reason {
      state.save.status = .readOnly(reason)
      return .none
    }
    guard state.isReadOnly else { return .none }
    state.save.status = state.hasUnsavedChanges ? .saving : .saved
    guard !state.save.unsaved.isEmpty else { return .none }
    return listChanged(&state)
  }
}
