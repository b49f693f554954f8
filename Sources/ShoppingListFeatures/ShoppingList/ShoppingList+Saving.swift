import Architecture
import ShoppingListStorage
import Foundation

extension ShoppingList {
  private enum CancelID: Hashable, Sendable {
    case saveDelay
  }

  /// Marks the items changed and (re)starts the save debounce.
  package func listChanged(_ state: inout State) -> Effect<Action> {
    state.save.revision += 1
    state.save.status = .saving
    return .send(.saveDelayElapsed)
      .debounce(id: CancelID.saveDelay, for: Self.saveDelay, clock: clock)
  }

  /// Writes now after the debounce, or right after the write in flight, so writes never overlap.
  package func saveDelayElapsed(_ state: inout State) -> Effect<Action> {
    guard state.hasUnsavedChanges else { return .none }
    guard !state.save.isWriting else {
      state.save.isWriteQueued = true
      return .none
    }
    return write(&state)
  }

  /// Records how a write went and starts the one queued behind it, if any.
  package func listSaved(
    _ result: Result<Int, ListSaveError>, in state: inout State
  ) -> Effect<Action> {
    state.save.isWriting = false
    switch result {
    case .success(let revision):
      state.save.savedRevision = max(state.save.savedRevision, revision)
      if state.save.isWriteQueued, state.hasUnsavedChanges { return write(&state) }
      state.save.isWriteQueued = false
      state.save.status = state.hasUnsavedChanges ? .saving : .saved
    case .failure(let error):
      if state.save.isWriteQueued, state.save.revision != error.revision { return write(&state) }
      state.save.isWriteQueued = false
      state.save.status = .failed(error.failure)
    }
    return .none
  }

  /// Starts writing a snapshot of the items; the storage client encodes and writes it off the
  /// main actor, so typing never waits for it.
  private func write(_ state: inout State) -> Effect<Action> {
    state.save.isWriting = true
    state.save.isWriteQueued = false
    state.save.status = .saving
    let revision = state.save.revision
    let snapshot = state.savedItems
    let baseVersion = state.save.baseVersion
    return .run { [listStorage] send in
      let outcome = try await listStorage.save(snapshot, baseVersion)
      if outcome != SaveOutcome() { await send(.saveMerged(outcome, revision: revision)) }
      await send(.listSaved(.success(revision)))
    } catch: { error, send in
      let failure = ListSaveError(revision: revision, failure: Self.failure(for: error))
      await send(.listSaved(.failure(failure)))
    }
  }

  /// Saves right away whatever is not on disk yet, for quitting: the debounce is skipped, and a
  /// write in flight is followed by one with the latest items.
  ///
  /// App calls it (when ``State/hasUnsavedChanges``) from its own reducer, maps the effect into
  /// its actions, and quits on the `.listSaved` after which nothing is unsaved; on a failure it
  /// asks the person whether to quit anyway.
  ///
  /// ```swift
  /// case .quitKeyPressed:
  ///   guard state.list.hasUnsavedChanges else { return quit(&state) }
  ///   return ShoppingList.finalSave(&state.list).map(Action.list)
  /// ```
  package static func finalSave(_ state: inout State) -> Effect<Action> {
    guard state.hasUnsavedChanges else { return .none }
    let skipDelay = Effect<Action>.cancel(id: CancelID.saveDelay)
    guard !state.save.isWriting else {
      state.save.isWriteQueued = true
      return skipDelay
    }
    return .merge(skipDelay, ShoppingList().write(&state))
  }

  /// The failure for the status bar: the system's reason and the file of a failed write, or
  /// the storage's own wording for anything else.
  private static func failure(for error: any Error) -> SaveFailure {
    if case .saveFailed(let path, let cause) = error as? ListStorageError {
      return SaveFailure(reason: cause.reason, path: path)
    }
    if let localized = error as? any LocalizedError, let description = localized.errorDescription {
      return SaveFailure(reason: description)
    }
    return SaveFailure(reason: String(describing: error))
  }
}
