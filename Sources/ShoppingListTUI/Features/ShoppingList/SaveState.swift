/// The bookkeeping of saving: the current revision of the items, the last one on disk, and
/// whether a write is running, so writes never overlap and the newest list always lands last.
struct SaveState: Equatable, Sendable {
  /// What the status bar says.
  var status: SaveStatus
  /// Increases with every change to the items.
  var revision = 0
  /// The revision last written successfully (or loaded).
  var savedRevision = 0
  /// Whether a write is in flight.
  var isWriting = false
  /// Whether another write should start as soon as the one in flight finishes.
  var isWriteQueued = false

  /// A save state for a freshly loaded list, read-only when `readOnlyReason` is given.
  init(readOnlyReason: String?) {
    status = readOnlyReason.map(SaveStatus.readOnly) ?? .saved
  }

  /// Whether the list may never be written.
  var isReadOnly: Bool {
    if case .readOnly = status { true } else { false }
  }

  /// Whether the items in memory differ from the last successful write.
  var hasUnsavedChanges: Bool {
    !isReadOnly && revision != savedRevision
  }
}
