import Dependencies

/// Loads and saves the shopping list, so that features stay free of file I/O and tests can
/// substitute the disk.
///
/// `load` (at start-up) takes the single-writer lock, which is then held for the rest of the
/// process's life; loading again keeps it. Both closures do their blocking file work on a queue of
/// their own, never on the main actor.
///
/// ```swift
/// @Dependency(\.listStorage) var listStorage
/// return .run { send in
///   await send(.listLoaded(.success(try await listStorage.load())))
/// } catch: { error, send in
///   await send(.listLoaded(.failure(error)))
/// }
/// ```
package struct ListStorage: Sendable {
  /// Reads the list and takes its lock.
  ///
  /// Returns a read-only ``LoadedList`` when another instance holds the lock or the lock cannot
  /// be taken. Throws ``ListStorageError/unreadable(path:reason:)`` or
  /// ``ListStorageError/invalidContents(path:_:)`` when the file cannot be used; the file is
  /// then never written.
  package var load: @Sendable () async throws -> LoadedList

  /// Atomically replaces the list on disk with a snapshot of the items.
  ///
  /// Throws ``ListStorageError/saveFailed(path:cause:)`` when writing fails (the previous file
  /// is intact), or the read-only reason when this instance may not write the list.
  package var save: @Sendable (_ items: [ShoppingItem]) async throws -> Void

  /// Storage that loads with `load` and saves with `save`.
  package init(
    load: @escaping @Sendable () async throws -> LoadedList,
    save: @escaping @Sendable (_ items: [ShoppingItem]) async throws -> Void
  ) {
    self.load = load
    self.save = save
  }
}

extension ListStorage: TestDependencyKey {
  package static let testValue = ListStorage(
    load: unimplemented("ListStorage.load"),
    save: unimplemented("ListStorage.save")
  )
}

extension DependencyValues {
  /// The storage of the shopping list (see ``ListStorage``).
  package var listStorage: ListStorage {
    get { self[ListStorage.self] }
    set { self[ListStorage.self] = newValue }
  }
}
