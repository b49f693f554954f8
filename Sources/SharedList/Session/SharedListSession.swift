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
    /// The list as last handed to the app, to say what arrived since.
    var shown = ReplicatedList()
    /// The items of each version the app may still base a save on.
    var versions: [Int: [ShoppingItem]] = [:]
    var latestVersion = 0
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
      State(reader: FolderReader(path: folder.path), clock: HybridClock(device: folder.device.id))
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
      let snapshot = try read(&state)
      // NB: an event about a file this process wrote itself changes nothing.
      guard state.reader.changedFileCount > 0 else { return nil }
      let arrivals = snapshot.list.changeCounts(since: state.shown)
      guard !arrivals.isEmpty || state.skipped != skippedBefore else { return nil }
      state.shown = snapshot.list
      let items = snapshot.list.visibleItems
      return ListUpdate(
        version: remember(items, in: &state), items: items,
        arrivals: arrivalsMessage(arrivals, snapshot: snapshot), skippedFiles: state.skipped
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
      let snapshot = try read(&state)
      let items = snapshot.list.visibleItems
      state.shown = snapshot.list
      let version = remember(items, in: &state)
      return LoadedList(
        items: items, readOnlyReason: state.ownFileProblem.map { .sharedFolder($0) },
        isOnDisk: !snapshot.sources.isEmpty, version: version, skippedFiles: state.skipped
      )
    }
  }

  private func saveNow(_ items: [ShoppingItem], basedOn version: Int) throws -> SaveOutcome {
    try state.withLock { state throws -> SaveOutcome in
      if let problem = state.ownFileProblem { throw ListStorageError.sharedFolder(problem) }
      let snapshot = try read(&state)
      let arrivals = snapshot.list.changeCounts(since: state.shown)
      var list = snapshot.list
      let base = state.versions[version] ?? state.shown.visibleItems
      list.applyEdits(from: base, to: items, clock: &state.clock, now: now())
      let ownName = DeviceFileName.ownFile(of: folder.device.id)
      let written: (log: DeviceLog, fingerprint: FileFingerprint?, mergedOwnFile: Bool)
      do {
        written = try folder.save(
          list, now: now(), ownFileAsRead: state.reader.fingerprint(ofFileNamed: ownName)
        )
      } catch {
        throw ListStorageError.sharedFolder(String(describing: error))
      }
      if written.mergedOwnFile { list.merge(written.log) }
      state.reader.noteWritten(
        name: ownName, fingerprint: written.fingerprint,
        header: DeviceFileHeader(device: folder.device.id, name: folder.device.name),
        log: written.log, list: list
      )
      state.shown = list
      forget(before: version, in: &state)
      // NB: an update handed out after `version` may not be on the app's screen (it waits while
      // a change is unsaved), so the merged list goes back whenever there was one.
      let handedOutSince = state.latestVersion > version
      let savedVersion = remember(items, in: &state)
      // NB: with nothing from elsewhere in it, the list on disk is the list saved, as the edits
      // are written to show it (see `applyEdits`); no need to work it out for 100,000 items or
      // to have the app show it again.
      guard !arrivals.isEmpty || written.mergedOwnFile || handedOutSince else {
        return SaveOutcome(savedVersion: savedVersion)
      }
      let merged = list.visibleItems
      return SaveOutcome(
        savedVersion: savedVersion,
        merged: ListUpdate(
          version: remember(merged, in: &state), items: merged,
          arrivals: arrivalsMessage(arrivals, snapshot: snapshot), skippedFiles: state.skipped
        )
      )
    }
  }

  /// Reads the folder, noting skipped files and whether this device's own file is usable.
  private func read(_ state: inout State) throws -> FolderSnapshot {
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
    return snapshot
  }

  private func remember(_ items: [ShoppingItem], in state: inout State) -> Int {
    state.latestVersion += 1
    state.versions[state.latestVersion] = items
    // NB: the app saves based on the oldest version still kept (what it showed when a change
    // started to wait for its save) or on one of the newest (an update it then showed: always
    // the newest that had arrived). So when changes keep arriving while the person types, the
    // versions in between go, never the oldest: losing it would make the next save look like
    // a revert of everything that arrived.
    if state.versions.count > Self.keptVersions {
      let ordered = state.versions.keys.sorted()
      state.versions[ordered[1]] = nil
    }
    return state.latestVersion
  }

  /// How many versions of the items are kept at most, for memory's sake.
  static let keptVersions = 4

  private func forget(before version: Int, in state: inout State) {
    state.versions = state.versions.filter { $0.key >= version }
  }

  private func arrivalsMessage(_ summary: MergeSummary, snapshot: FolderSnapshot) -> String? {
    guard !summary.isEmpty else { return nil }
    var names = snapshot.deviceNames
    names[folder.device.id] = "this device"
    return summary.description(names: names)
  }

  private func perform<Value: Sendable>(
    _ work: @escaping @Sendable () throws -> Value
  ) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
      queue.async { continuation.resume(with: Result { try work() }) }
    }
  }
}
