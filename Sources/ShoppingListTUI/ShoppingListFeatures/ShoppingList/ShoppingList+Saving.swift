import Architecture
import Foundation
import ShoppingListStorage

extension ShoppingList {
  private enum CancelID: Hashable, Sendable {
    case saveDelay
  }

  /// Starts (or restarts) the save debounce after a change was queued.
  func listChanged(_ state: inout State) -> Effect<Action> {
    if !state.isReadOnly { state.save.status = .saving }
    return .send(.saveDelayElapsed)
      .debounce(id: CancelID.saveDelay, for: Self.saveDelay, clock: clock)
  }

  /// Writes now after the debounce, or right after the write in flight, so writes never overlap.
  func saveDelayElapsed(_ state: inout State) -> Effect<Action> {
    guard !state.save.unsaved.isEmpty else { return .none }
    guard !state.save.isWriting else {
      state.save.isWriteQueued = true
      return .none
    }
    return write(&state)
  }

  /// Records how a write went and starts the one queued behind it, if any: saved changes wait
  /// for their patch, and the changes of a failed write are written again with the next.
  package func listSaved(
    _ result: Result<Int, SaveFailure>, in state: inout State
  ) -> Effect<Action> {
    let written = state.save.writing ?? []
    state.save.writing = nil
    switch result {
    case .success(let patchNumber):
      if patchNumber > 0 {
        state.save.awaitingPatch.append(SavedChanges(written, patchNumber: patchNumber))
      }
      if state.save.isWriteQueued, !state.save.unsaved.isEmpty { return write(&state) }
      state.save.isWriteQueued = false
      if !state.isReadOnly { state.save.status = state.hasUnsavedChanges ? .saving : .saved }
    case .failure(let failure):
      let newer = !state.save.unsaved.isEmpty
      state.save.unsaved.insert(contentsOf: written, at: 0)
      if state.save.isWriteQueued, newer { return write(&state) }
      state.save.isWriteQueued = false
      if !state.isReadOnly { state.save.status = .failed(failure) }
    }
    return finishFinalSave(&state)
  }

  /// Tells App that the final save is over, once no write of the list or the trip runs or
  /// waits.
  func finishFinalSave(_ state: inout State) -> Effect<Action> {
    guard state.save.isFinal, !state.save.isWriting, !state.save.isWritingTrip else {
      return .none
    }
    state.save.isFinal = false
    return .send(.delegate(.finalSaveFinished))
  }

  /// Hands the queued changes to the storage client, which writes them off the main actor, so
  /// typing never waits for it.
  private func write(_ state: inout State) -> Effect<Action> {
    let changes = state.save.unsaved
    state.save.unsaved = []
    state.save.writing = changes
    state.save.isWriteQueued = false
    if !state.isReadOnly { state.save.status = .saving }
    return .run { [listStorage] send in
      await send(.listSaved(.success(try await listStorage.save(changes))))
    } catch: { error, send in
      await send(.listSaved(.failure(Self.failure(for: error))))
    }
  }

  /// Writes what is not on disk yet without waiting for the debounce (before the list shown
  /// changes), or right after the write in flight.
  func writeNow(_ state: inout State) -> Effect<Action> {
    let skipDelay = Effect<Action>.cancel(id: CancelID.saveDelay)
    guard !state.save.isWriting else {
      state.save.isWriteQueued = !state.save.unsaved.isEmpty
      return skipDelay
    }
    guard !state.save.unsaved.isEmpty else { return skipDelay }
    return .merge(skipDelay, write(&state))
  }

  /// Saves right away whatever is not on disk yet, for quitting: the debounce is skipped, a
  /// write in flight is followed by one with the latest items, and a trip under way is written
  /// as it stands (its last checks wait a second to be written).
  ///
  /// App calls it (when ``State/needsFinalSave``) from its own reducer, maps the effect into
  /// its actions, and quits on the ``Action/Delegate/finalSaveFinished`` after which nothing is
  /// unsaved; on a failure it asks the person whether to quit anyway.
  ///
  /// ```swift
  /// case .quitKeyPressed:
  ///   guard state.list.needsFinalSave else { return quit(&state) }
  ///   return ShoppingList.finalSave(&state.list).map(Action.list)
  /// ```
  static func finalSave(_ state: inout State) -> Effect<Action> {
    guard state.needsFinalSave else { return .none }
    state.save.isFinal = true
    let list = ShoppingList()
    return .merge(list.writeTripNow(&state), list.writeNow(&state))
  }

  /// The failure for the status bar: the system's reason and the file of a failed write, or
  /// the storage's own wording for anything else.
  private static func failure(for error: any Error) -> SaveFailure {
    switch error as? ListStorageError {
    case .saveFailed(let path, let cause)?:
      return SaveFailure(reason: cause.reason, path: path)
    case .cannotSave(let path, let reason)?:
      return SaveFailure(reason: reason, path: path)
    default:
      break
    }
    if let localized = error as? any LocalizedError, let description = localized.errorDescription {
      return SaveFailure(reason: description)
    }
    return SaveFailure(reason: String(describing: error))
  }
}
