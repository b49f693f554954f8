/// The bookkeeping of saving: the current revision of the items, the last one on disk, and
/// whether a write is running, so writes never overlap and the newest list always lands last.
package struct SaveState: Equatable, Sendable {
  /// What the status bar says.
  package var status: SaveStatus
  /// Increases with every change to the items.
  package var revision = 0
  /// The revision last written successfully (or loaded).
  package var savedRevision = 0
  /// Whether a write is in flight.
  package var isWriting = false
  /// Whether another write should start as soon as the one in flight finishes.
  package var isWriteQueued = false
  /// The storage's version of the list the items derive from: the next save is based on it, so
  /// a shared list writes only what changed here since (see ``ListUpdate``).
  package var baseVersion = 0

  /// A save state for a freshly loaded list, read-only when `readOnlyReason` is given; a list
  /// whose file does not exist yet (`isOnDisk` false) is not written until it changes.
  package init(readOnlyReason: String?, isOnDisk: Bool = true, baseVersion: Int = 0) {
    self.baseVersion = baseVersion
    if let readOnlyReason {
      status = .readOnly(readOnlyReason)
    } else {
      status = isOnDisk ? .saved : .notSavedYet
    }
  }

  /// Whether the list may never be written.
  package var isReadOnly: Bool {
    if case .readOnly = status { true } else { false }
  }

  /// Whether the items in memory differ from the last successful write.
  package var hasUnsavedChanges: Bool {
    !isReadOnly && revision != savedRevision
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
package struct SaveFailure: Equatable, Sendable, CustomStringConvertible {
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

/// Why writing the list failed, with the revision that was being written, as the list feature
/// receives it back from its save effect.
package struct ListSaveError: Error, Equatable, Sendable {
  /// The ``SaveState/revision`` that the failed write contained.
  package var revision: Int
  /// What went wrong.
  package var failure: SaveFailure

  /// The failure of writing `revision`.
  package init(revision: Int, failure: SaveFailure) {
    self.revision = revision
    self.failure = failure
  }
}
