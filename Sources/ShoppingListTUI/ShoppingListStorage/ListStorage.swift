import Dependencies
import ShoppingListModel

/// Loads and saves the shopping list and reports changes other writers made to it, so that
/// features stay free of file I/O and tests can substitute the disk.
///
/// Two live kinds exist: a single list file (`--file`), whose `load` takes a lock held for the
/// process's life and which no one else changes, and a shared list folder, which any number of
/// processes and devices write at once and whose changes arrive through ``updates``. All
/// closures do their blocking file work on a queue of their own, never on the main actor.
///
/// ```swift
/// @Dependency(\.listStorage) var listStorage
/// return .run { [changes = state.save.unsaved] send in
///   await send(.listSaved(.success(try await listStorage.save(changes))))
/// }
/// ```
package struct ListStorage: Sendable {
  /// Reads the list and takes its lock. The app calls it once at launch, before its store
  /// exists, so that the first frame already shows the list.
  ///
  /// Returns a read-only ``LoadedList`` when another instance holds the lock or the lock cannot
  /// be taken. Throws ``ListStorageError/unreadable(path:reason:)`` or
  /// ``ListStorageError/invalidContents(path:_:)`` when the file cannot be used; the file is
  /// then never written.
  package var load: @Sendable () async throws -> LoadedList

  /// Saves what the person did since the last save, in order, each change with a stamp of its
  /// own: a list file applies them to its items and is replaced atomically; a shared list
  /// writes them into this device's file, merged with what other writers did meanwhile. A
  /// change about an item that is gone meanwhile is skipped; the patch says what became of it.
  ///
  /// Returns the number of the ``ListPatch`` that carries the result back through ``updates``
  /// (0 when no patch will: a list file, which no one else writes). Throws
  /// ``ListStorageError/saveFailed(path:cause:)`` when writing fails (the previous file is
  /// intact), or the read-only reason when this instance may not write the list.
  package var save: @Sendable (_ changes: [ListChange]) async throws -> Int

  /// What changed in the list, as patches in the order they were made, for as long as the
  /// caller listens: changes other writers made, and what each save of this instance wrote. A
  /// list that no one else writes never yields.
  package var updates: @Sendable () async -> AsyncStream<ListPatch>

  /// Switches to another of the folder's lists: a patch through ``updates`` brings its items
  /// (see ``ListPatch/opened``), after the patches of every save made before, and the patches
  /// from then on are about that list. Throws ``ListChangeError/missingList(_:)`` for a list
  /// the folder does not have, ``ListChangeError/oneListOnly`` for a list file.
  package var openList: @Sendable (_ list: ListID) async throws -> Void

  /// Storage that loads with `load`, saves with `save`, reports `updates` (none by default)
  /// and opens other lists with `openList` (none by default: a list file has one).
  package init(
    load: @escaping @Sendable () async throws -> LoadedList,
    save: @escaping @Sendable (_ changes: [ListChange]) async throws -> Int,
    updates: @escaping @Sendable () async -> AsyncStream<ListPatch> = { AsyncStream { _ in } },
    openList: @escaping @Sendable (_ list: ListID) async throws -> Void = { _ in
      throw ListChangeError.oneListOnly
    }
  ) {
    self.load = load
    self.save = save
    self.updates = updates
    self.openList = openList
  }
}

// NB: no live value. The app chooses at launch between ``live(file:)`` and a shared folder
// and gives its store that; a default here could only be one of them, used silently by a store
// that forgot, so a live store without one reports it instead.
extension ListStorage: TestDependencyKey {
  package static let testValue = ListStorage(
    load: unimplemented("ListStorage.load"),
    save: unimplemented("ListStorage.save", placeholder: 0),
    updates: unimplemented("ListStorage.updates", placeholder: AsyncStream { _ in }),
    openList: unimplemented("ListStorage.openList")
  )
}

extension DependencyValues {
  /// The storage of the shopping list (see ``ListStorage``).
  package var listStorage: ListStorage {
    get { self[ListStorage.self] }
    set { self[ListStorage.self] = newValue }
  }
}
