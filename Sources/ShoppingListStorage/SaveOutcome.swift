/// What a save did: the version the saved items now have, and for a shared list the merged list
/// that resulted, which the app shows if nothing changed while it was written.
///
/// ```swift
/// let outcome = try await listStorage.save(items, basedOn: version)
/// if let merged = outcome.merged, nothingChangedSince { show(merged) }
/// ```
package struct SaveOutcome: Equatable, Sendable {
  /// The version of the saved items, to base the next save on when the merged list is not shown.
  package var savedVersion: Int
  /// The list on disk after the save, with other writers' changes; `nil` for a single-file list,
  /// which no one else writes.
  package var merged: ListUpdate?

  /// An outcome of a save.
  package init(savedVersion: Int = 0, merged: ListUpdate? = nil) {
    self.savedVersion = savedVersion
    self.merged = merged
  }
}
