import Dispatch
import Foundation
import ShoppingListStorage
import Synchronization

/// An app's use of a shared list folder: it loads the merged list, saves what the person
/// changed as edits against the version they saw, and re-reads the folder when a file lands, on
/// a queue of its own so that neither reading nor writing ever occupies the main actor.
///
/// Versions tie the app's items to what this session gave it: each list handed out (loaded,
/// arrived, merged after a save) and each list saved gets a number, and a save names the number
/// its items derive from, so ``ReplicatedList/applyEdits(from:to:clock:now:)`` writes only what
/// the person changed — never a revert of what arrived meanwhile.
///
/// ```swift
/// let session = SharedListSession(folder: folder)
/// let storage = ListStorage.shared(session)
/// ```
package final class SharedListSession: Sendable {
  /// The folder and the device this session writes as.
  package let folder: SharedFolder
  private let state: Mutex<State>
  private let queue = DispatchQueue(label: "shopping-list.shared-list", qos: .userInitiated)
  /// Gives the wall time in milliseconds for stamps.
  private let now: @Sendable () -> Int64

  private struct State: Sendable {
    var reader: FolderReader
    var clock: HybridClock
    /// The reader's list as a person sees it, patched as changes arrive or are saved, and the
    /// versions of it the app may still base a save on; `nil` until the first load.
    var shown: ItemVersions?
    /// The files of other devices skipped at the last read.
    var skipped: [String] = []
    /// Why this device's own file cannot be used, if it cannot; nothing is written then.
    var ownFileProblem: String?
  }

  /// A session on `folder`; `now` gives the wall time in milliseconds for stamps.
  package init(
    folder: SharedFolder, now: @escaping @Sendable () -> Int64 = HybridClock.wallClockNow
  ) {
    self.folder = folder
    self.now = now
    state = Mutex(
      State(
        reader: FolderReader(path: folder.path, gathersShares: true),
        clock: HybridClock(device: folder.device.id)
      )
    )
  }

  /// Reads the folder (creating it, so it can be watched) and hands out the merged list.
  package func load() async throws -> LoadedList {
    try await perform { try self.loadNow() }
  }

  /// Saves the edits from version `basedOn` to `items`; see ``ListStorage/save``.
  package func save(_ items: [ShoppingItem], basedOn version: Int) async throws -> SaveOutcome {
    try await perform { try self.saveNow(items, basedOn: version) }
  }

  /// Reads what changed in the folder: the new list, or `nil` when nothing new arrived and the
  /// same files are skipped.
  package func refresh() async throws -> ListUpdate? {
    try await perform { try self.refreshNow() }
  }

  /// ``refresh()`` for a caller already on a queue of its own (the folder watcher).
  package func refreshNow() throws -> ListUpdate? {
    try state.withLock { state throws -> ListUpdate? in
      let skippedBefore = state.skipped
      let read = try read(&state)
      // NB: an event about a file this process wrote itself changes nothing.
      guard !read.changes.isEmpty || state.skipped != skippedBefore else { return nil }
      let items = updateVisible(read.changes.items, in: &state)
      return ListUpdate(
        version: remember(items, in: &state), items: items,
        arrivals: arrivalsMessage(read), skippedFiles: state.skipped
      )
    }
  }

  // MARK: Work on the queue

  private func loadNow() throws -> LoadedList {
    do {
      try FileSystem.createDirectories(folder.path)
    } catch {
      throw ListStorageError.sharedFolder(
        SharedFolderError.unreadableFolder(path: folder.path, reason: error.reason).description
      )
    }
    return try state.withLock { state throws -> LoadedList in
      let read = try read(&state)
      state.shown = nil
      let items = showing(&state).visible.items
      let version = remember(items, in: &state)
      return LoadedList(
        items: items, readOnlyReason: state.ownFileProblem.map { .sharedFolder($0) },
        isOnDisk: read.isOnDisk, version: version, skippedFiles: state.skipped
      )
    }
  }

  private func saveNow(_ items: [ShoppingItem], basedOn version: Int) throws -> SaveOutcome {
    try state.withLock { state throws -> SaveOutcome in
      if let problem = state.ownFileProblem { throw ListStorageError.sharedFolder(problem) }
      let read = try read(&state)
      var touched = read.changes.items
      var edits = ListChanges()
      do {
        // NB: a version no longer kept is taken as the list last shown (the visible list is
        // not patched with what this read brought yet). Scoped, so that the visible list's
        // items are not shared when they are patched below.
        let base = showing(&state).items(of: version) ?? showing(&state).visible.items
        // NB: the reader's list is changed in place and saved from there: a copy of it would
        // be every device's records of 100,000 items.
        var clock = state.clock
        let clockNow = now()
        state.reader.modifyList { list in
          _ = list.applyEdits(
            from: base, to: items, clock: &clock, now: clockNow, recordingIn: &edits
          )
        }
        state.clock = clock
      }
      touched.formUnion(edits.items)
      let ownName = DeviceFileName.ownFile(of: folder.device.id)
      let written: SharedFolder.WrittenFile
      let ownLines = state.reader.takeLines(ofFileNamed: ownName)
      do {
        written = try folder.save(
          state.reader.list, now: now(),
          ownFileAsRead: state.reader.fingerprint(ofFileNamed: ownName),
          notingIn: consume ownLines
        )
      } catch {
        throw ListStorageError.sharedFolder(String(describing: error))
      }
      if written.mergedOwnFile {
        var ownChanges = ListChanges()
        state.reader.modifyList { $0.merge(written.log, recordingIn: &ownChanges) }
        touched.formUnion(ownChanges.items)
      }
      state.reader.noteWritten(
        name: ownName, fingerprint: written.fingerprint,
        header: DeviceFileHeader(device: folder.device.id, name: folder.device.name),
        log: written.log, lines: written.lines
      )
      let merged = updateVisible(touched, in: &state)
      state.shown?.forget(before: version)
      // NB: an update handed out after `version` may not be on the app's screen (it waits while
      // a change is unsaved), so the merged list goes back whenever there was one.
      let handedOutSince = (state.shown?.newest ?? 0) > version
      let savedVersion = remember(items, in: &state)
      // NB: with nothing from elsewhere in it, the list on disk is the list saved, as the edits
      // are written to show it (see `applyEdits`), and the app need not show it again.
      guard !read.arrivals.isEmpty || written.mergedOwnFile || handedOutSince else {
        return SaveOutcome(savedVersion: savedVersion)
      }
      return SaveOutcome(
        savedVersion: savedVersion,
        merged: ListUpdate(
          version: remember(merged, in: &state), items: merged,
          arrivals: arrivalsMessage(read), skippedFiles: state.skipped
        )
      )
    }
  }

  /// What one read of the folder brought, without the list itself (which stays in the reader,
  /// so that changing it there copies nothing).
  private struct FolderRead {
    var changes: ListChanges
    var arrivals: MergeSummary
    var deviceNames: [DeviceID: String]
    var isOnDisk: Bool
  }

  /// Reads the folder, noting skipped files and whether this device's own file is usable.
  private func read(_ state: inout State) throws -> FolderRead {
    let snapshot: FolderSnapshot
    do {
      snapshot = try state.reader.read()
    } catch {
      throw ListStorageError.sharedFolder(error.description)
    }
    let ownName = DeviceFileName.ownFile(of: folder.device.id)
    if let own = snapshot.skipped.first(where: { $0.name == ownName }) {
      state.ownFileProblem =
        SharedFolderError.ownFileUnreadable(path: folder.ownFilePath, reason: own.reason)
        .description
    }
    state.skipped = snapshot.skipped.filter { $0.name != ownName }.map(\.description)
    if let newest = snapshot.list.newestStamp { state.clock.observe(newest) }
    return FolderRead(
      changes: state.reader.lastChanges,
      arrivals: state.reader.lastChanges.summary(in: state.reader.list),
      deviceNames: snapshot.deviceNames,
      isOnDisk: !snapshot.sources.isEmpty
    )
  }

  /// Patches the visible list with the items `ids` and returns it.
  private func updateVisible(_ ids: Set<UUID>, in state: inout State) -> [ShoppingItem] {
    _ = showing(&state)
    state.shown?.update(ids, from: state.reader.list)
    return state.shown?.visible.items ?? []
  }

  /// The visible list and its versions, worked out from the reader's list on first use (from
  /// the shares of it the first read gathered, see ``VisibleList/init(_:shares:)``).
  private func showing(_ state: inout State) -> ItemVersions {
    if let shown = state.shown { return shown }
    let visible = VisibleList(state.reader.list, shares: state.reader.takeShares())
    let shown = ItemVersions(visible, limit: Self.keptVersions)
    state.shown = shown
    return shown
  }

  /// Keeps `items` as the newest version (as their difference from the visible list, so not
  /// the app's own array, which the app would then copy whole on its next change).
  private func remember(_ items: [ShoppingItem], in state: inout State) -> Int {
    _ = showing(&state)
    return state.shown?.remember(items) ?? 0
  }

  /// How many versions of the items are kept at most: the oldest the app may base a save on,
  /// and the newest few (see ``ItemVersions/remember(_:)``).
  static let keptVersions = 4

  private func arrivalsMessage(_ read: FolderRead) -> String? {
    guard !read.arrivals.isEmpty else { return nil }
    var names = read.deviceNames
    names[folder.device.id] = "this device"
    return read.arrivals.description(names: names)
  }

  private func perform<Value: Sendable>(
    _ work: @escaping @Sendable () throws -> Value
  ) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
      queue.async { continuation.resume(with: Result { try work() }) }
    }
  }
}
