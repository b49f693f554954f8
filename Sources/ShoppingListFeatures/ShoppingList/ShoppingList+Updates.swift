import Architecture
import ShoppingListStorage

extension ShoppingList {
  private enum CancelID: Hashable, Sendable {
    case updates
  }

  /// Listens to the storage for changes made elsewhere for as long as the pane lives.
  func listenForUpdates() -> Effect<Action> {
    .run { [listStorage] send in
      for await update in await listStorage.updates() {
        await send(.listUpdated(update))
      }
    }
    .cancellable(id: CancelID.updates, cancelInFlight: true)
  }

  /// Shows a list that changed elsewhere right away when nothing here is unsaved or being
  /// edited; otherwise keeps it until then (or until a save brings a newer merged list).
  func listUpdated(_ update: ListUpdate, in state: inout State) -> Effect<Action> {
    guard update.version > state.save.baseVersion else { return .none }
    guard state.isIdleForUpdates else {
      state.pendingUpdate = update
      return .none
    }
    return show(update, in: &state)
  }

  /// Takes note of a finished write to a shared list: the next save is based on what it wrote,
  /// and the merged list it produced is shown if nothing changed here meanwhile.
  func saveMerged(
    _ outcome: SaveOutcome, revision: Int, in state: inout State
  ) -> Effect<Action> {
    state.save.baseVersion = max(state.save.baseVersion, outcome.savedVersion)
    guard var merged = outcome.merged else { return .none }
    if let pending = state.pendingUpdate, pending.version <= merged.version {
      state.pendingUpdate = nil
      // NB: the storage told what arrived when the update came; the merged list carries it.
      if merged.arrivals == nil { merged.arrivals = pending.arrivals }
    }
    guard revision == state.save.revision, state.editing == nil else { return .none }
    return show(merged, in: &state)
  }

  /// Shows the update kept while something was unsaved or edited, once nothing is.
  func showPendingUpdateIfIdle(_ state: inout State) -> Effect<Action> {
    guard let pending = state.pendingUpdate, state.isIdleForUpdates else { return .none }
    state.pendingUpdate = nil
    guard pending.version > state.save.baseVersion else { return .none }
    return show(pending, in: &state)
  }

  /// Replaces the items with `update`'s, keeping the cursor on the item it was on, marking the
  /// undo steps that would now revert someone else's edit, and saying what arrived.
  private func show(_ update: ListUpdate, in state: inout State) -> Effect<Action> {
    let current = state.currentID
    // NB: the items are patched where they differ, not rebuilt: a one-item change from
    // elsewhere in a list of 100,000 items should not hash every id again.
    let before = state.history.isEmpty ? nil : state.items
    state.items.replaceChanged(with: update.items)
    if let before { state.history.markStepsChanged(from: before, to: state.items) }
    state.checkedCount = state.items.reduce(0) { $0 + ($1.isChecked ? 1 : 0) }
    state.filter?.rebuild(from: state.items)
    state.placeCursor(on: current)
    state.save.baseVersion = update.version
    state.skippedFiles = update.skippedFiles
    if state.save.status == .notSavedYet, !state.items.isEmpty { state.save.status = .saved }
    guard let arrivals = update.arrivals else { return .none }
    return .send(.delegate(.statusMessage(StatusMessage(arrivals))))
  }
}

extension ShoppingList.State {
  /// Whether a list from elsewhere can replace the items now: nothing unsaved, no write in
  /// flight, no name being typed.
  var isIdleForUpdates: Bool {
    !hasUnsavedChanges && !save.isWriting && editing == nil
  }
}
