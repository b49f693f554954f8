extension ListStorage {
  /// Storage of the list in `file`, for the lifetime of the process: the single-file list of
  /// `--file`, which this process alone writes, so nothing arrives from elsewhere.
  package static func live(file: ListFile) -> ListStorage {
    let session = ListFileSession(file: file)
    return ListStorage(
      load: { try await session.load() },
      save: { changes in
        try await session.save(changes)
        return 0
      }
    )
  }
}
