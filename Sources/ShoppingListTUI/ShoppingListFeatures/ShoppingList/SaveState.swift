import ShoppingListModel
import ShoppingListStorage

/// The bookkeeping of saving: what the person did that is not on disk yet, the write in flight,
/// and the saved changes whose patch has not come back, so writes never overlap, nothing is
/// lost when one fails, and a patch made before a change was saved never hides it.
package struct SaveState: Equatable, Sendable {
  /// What the status bar says.
  package var status: SaveStatus
  /// What the person did that no write has taken yet, in order.
  package var unsaved: [ListChange] = []
  /// What the write in flight saves; `nil` while no write runs.
  package var writing: [ListChange]?
  /// Whether another write should start as soon as the one in flight finishes.
  var isWriteQueued = false
  /// Saved changes whose patch has not come back yet: every older patch was made without
  /// them, so they are laid over it again.
  var awaitingPatch: [SavedChanges] = []
  /// Whether App is quitting and waits for the writes to be over (see
  /// ``ShoppingList/finalSave(_:)``).
  var isFinal = false
  /// Whether the final save is writing the trip under way, whose last checks may not have
  /// been written yet.
  var isWritingTrip = false

  /// A save state for a freshly loaded list, read-only when `readOnlyReason` is given; a list
  /// whose file does not exist yet (`isOnDisk` false) is not written until it changes.
  package init(readOnlyReason: String?, isOnDisk: Bool = true) {
    if let readOnlyReason {
      status = .readOnly(readOnlyReason)
    } else {
      status = isOnDisk ? .saved : .notSavedYet
    }
  }

  /// Whether the list may not be written now.
  package var isReadOnly: Bool {
    if case .readOnly = status { true } else { false }
  }

  /// Whether a write is in flight.
  var isWriting: Bool { writing != nil }

  /// Whether there are changes that are not on disk yet; App asks before quitting.
  var hasUnsavedChanges: Bool {
    !unsaved.isEmpty || writing != nil
  }

  /// The changes made here that the patch numbered `number` does not have, in order: saved
  /// ones whose own patch comes later, the write in flight and the unsaved ones.
  package func changes(aheadOf number: Int) -> [ListChange] {
    awaitingPatch.filter { $0.patchNumber > number }.flatMap(\.changes) + (writing ?? []) + unsaved
  }
}

/// Changes a write saved, and the number of the patch that carries them back.
package struct SavedChanges: Equatable, Sendable {
  /// The changes, in order.
  package var changes: [ListChange]
  /// The number of the patch that has them (see ``ListStorage/save``).
  package var patchNumber: Int

  /// `changes`, carried back by the patch numbered `patchNumber`.
  package init(_ changes: [ListChange], patchNumber: Int) {
    self.changes = changes
    self.patchNumber = patchNumber
  }
}

/// Where the list stands with the file on disk, for the status bar.
package enum SaveStatus: Equatable, Sendable {
  /// Everything is on disk.
  case saved
  /// The list has no file yet and nothing was changed: the first change writes it.
  case notSavedYet
  /// A change is waiting for the debounce or being written.
  case saving
  /// The last write failed; the list stays in memory and the next change retries.
  case failed(SaveFailure)
  /// The list is never written: the file could not be read or is locked by another instance.
  case readOnly(String)
}

/// Why the last write failed: the system's short reason and the file, kept apart so that the
/// status bar can put the reason first and shorten the path to the room it has.
package struct SaveFailure: Error, Equatable, Sendable, CustomStringConvertible {
  /// A short human reason, e.g. "Permission denied".
  package var reason: String
  /// The list file that could not be written, or `nil` when the failure names no file.
  package var path: String?

  /// A failure for `reason`, writing `path`.
  package init(reason: String, path: String? = nil) {
    self.reason = reason
    self.path = path
  }

  /// The failure as a sentence, e.g. "could not save /home/ada/list.json: Permission denied".
  package var description: String {
    path.map { "could not save \($0): \(reason)" } ?? reason
  }
}
