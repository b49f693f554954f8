import Dispatch
import Foundation
import ShoppingListModel
import ShoppingListStorage
import Synchronization

/// An app's use of a shared list folder: it loads the merged list, saves the changes the person
/// made, and re-reads the folder when a file lands, on a queue of its own so that neither
/// reading nor writing ever occupies the main actor.
///
/// Whatever changes the list the app shows, a change from elsewhere or a save of its own, goes
/// back to the app as a ``ListPatch`` through ``patches(onEnd:)``, numbered in the order they
/// were made; a save answers with the number of the patch that carries its result.
///
/// ```swift
/// let session = SharedListSession(folder: folder)
/// let storage = ListStorage.shared(session)
/// ```
package final class SharedListSession: Sendable {
  /// The folder and the device this session writes as.
  package let folder: SharedFolder
  /// The list's history, which every save tells what left the list.
  package let history: HistorySession
  /// The household's stores and trips.
  package let stores: StoresSession
  private let state: Mutex<State>
  private let queue = DispatchQueue(label: "shopping-list.shared-list", qos: .userInitiated)
  /// Gives the wall time in milliseconds for stamps.
  private let now: @Sendable () -> Int64

  private struct State: Sendable {
    var reader: FolderReader
    var clock: HybridClock
    /// The reader's list as a person sees it, patched as changes arrive or are saved; `nil`
    /// until the first load.
    var visible: VisibleList?
    /// The files of other devices skipped at the last read.
    var skipped: [String] = []
    /// Why this device's own file cannot be used at the last read, if it cannot; nothing is
    /// written then.
    var ownFileProblem: String?
    /// The devices' names, as their files give them.
    var deviceNames: [DeviceID: String] = [:]
    /// The number of the last patch made.
    var patchNumber = 0
    /// The list the app shows, which its load and patches are about.
    var currentList = ListID.main
    /// The folder's lists, as of the last read.
    var lists = FolderLists(names: [:])
    /// Whoever listens to the patches.
    var listeners: [UUID: AsyncStream<ListPatch>.Continuation] = [:]
  }

  /// A session on `folder`; `now` gives the wall time in milliseconds for stamps.
  package init(
    folder: SharedFolder, now: @escaping @Sendable () -> Int64 = HybridClock.wallClockNow
  ) {
    self.folder = folder
    self.now = now
    history = HistorySession(listFolder: folder, now: now)
    stores = StoresSession(listFolder: folder, now: now)
    state = Mutex(
      State(
        reader: FolderReader(path: folder.path, ownDevice: folder.device.id, gathersShares: true),
        clock: HybridClock(device: folder.device.id)
      )
    )
  }

  /// Reads the folder (creating it, so it can be watched) and hands out the merged list.
  package func load() async throws -> LoadedList {
    try await perform { try self.loadNow() }
  }

  /// Saves `changes` as this device; see ``ListStorage/save``.
  package func save(_ changes: [ListChange]) async throws -> Int {
    try await perform { try self.saveNow(changes) }
  }

  /// Shows `list` from now on: a patch brings its items, and the patches after it are about
  /// it; see ``ListStorage/openList``.
  package func openList(_ list: ListID) async throws {
    _ = try await perform { try self.openListNow(list) }
  }

  /// Reads what changed in the folder: the patch it made, or `nil` when nothing new arrived and
  /// the same files are skipped.
  package func refresh() async throws -> ListPatch? {
    try await perform { try self.refreshNow() }
  }

  /// Every patch made from now on, in order, until the caller stops listening; `onEnd` runs
  /// then.
  package func patches(onEnd: @escaping @Sendable () -> Void = {}) -> AsyncStream<ListPatch> {
    let (patches, continuation) = AsyncStream.makeStream(of: ListPatch.self)
    let id = UUID()
    continuation.onTermination = { [weak self] _ in
      self?.state.withLock { _ = $0.listeners.removeValue(forKey: id) }
      onEnd()
    }
    state.withLock { $0.listeners[id] = continuation }
    return patches
  }

  /// ``refresh()`` for a caller already on a queue of its own (the folder watcher).
  @discardableResult
  func refreshNow() throws -> ListPatch? {
    try state.withLock { state throws -> ListPatch? in
      let skippedBefore = state.skipped
      let problemBefore = state.ownFileProblem
      let ownName = DeviceFileName.ownFile(of: folder.device.id)
      let ownBefore = state.reader.fingerprint(ofFileNamed: ownName)
      let read = try read(&state)
      // NB: an own file changed elsewhere that brought nothing new may be an older copy put
      // back (a `cp -r` from another machine, a backup): then what it lacks is written again.
      var wroteBack = false
      if state.ownFileProblem == nil, ownBefore != nil,
        state.reader.fingerprint(ofFileNamed: ownName) != ownBefore,
        !read.changes.hasChanges(by: folder.device.id), ownFileIsBehind(state)
      {
        _ = try writeOwnFile(&state)
        wroteBack = true
      }
      // NB: an event about a file this process wrote itself changes nothing.
      guard
        !read.changes.isEmpty || state.skipped != skippedBefore
          || state.ownFileProblem != problemBefore || wroteBack
      else { return nil }
      let arrivals =
        wroteBack
        ? "This device's file was put back to an older copy; its newer changes are saved again"
        : arrivalsMessage(read)
      return publish(read.changes.items, arrivals: arrivals, in: &state)
    }
  }

  /// Whether this device's file on disk lacks a change the list has of this device's: a full
  /// read of it, done only when it changed elsewhere and brought nothing new.
  private func ownFileIsBehind(_ state: State) -> Bool {
    guard case .success(let (_, onDisk))? = SharedFolder.readDeviceFile(at: folder.ownFilePath)
    else { return false }
    let mine = state.reader.list.log(of: folder.device.id)
    return mine.records.values.contains { record in
      guard let written = onDisk.records[record.id] else { return true }
      return written.joined(with: record) != written
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
    let (current, ownFileProblem, isOnDisk, skipped) = try state.withLock { state throws in
      let read = try read(&state)
      state.visible = nil
      state.lists = FolderLists(state.reader.list)
      return (currentList(in: &state), state.ownFileProblem, read.isOnDisk, state.skipped)
    }
    // NB: indexed by id once the lock is released: 100,000 items take a while.
    return LoadedList(
      items: current.items, readOnlyReason: ownFileProblem.map { .sharedFolder($0) },
      isOnDisk: isOnDisk, skippedFiles: skipped, list: current.list, lists: current.lists
    )
  }

  @discardableResult
  func openListNow(_ list: ListID) throws -> ListPatch {
    try state.withLock { state throws -> ListPatch in
      let read = try read(&state)
      _ = showing(&state)
      state.visible?.update(read.changes.items, from: state.reader.list)
      state.lists = FolderLists(state.reader.list)
      guard state.lists.names[list] != nil else { throw ListChangeError.missingList(list) }
      state.currentList = list
      let current = currentList(in: &state)
      state.patchNumber += 1
      let patch = ListPatch(
        number: state.patchNumber, arrivals: arrivalsMessage(read),
        skippedFiles: state.skipped, readOnlyReason: state.ownFileProblem, lists: current.lists,
        opened: OpenedList(list: current.list, items: current.items)
      )
      for listener in state.listeners.values { listener.yield(patch) }
      return patch
    }
  }

  /// The current list's items as the app loads them, the list with its counts, and every list's.
  private func currentList(
    in state: inout State
  ) -> (items: [ShoppingItem], list: ListSummary, lists: [ListSummary]) {
    let all = showing(&state).items
    let lists = state.lists
    let current = state.currentList
    let summaries = lists.summaries(of: all)
    // NB: with one list and no item naming another, every item is on it as it is.
    let items =
      lists.names.count == 1 && !all.indices.contains(where: { all[$0].list != .main })
      ? all : all.filter { lists.shownList(of: $0) == current }.map(lists.shown)
    return (
      items, summaries.first { $0.id == current } ?? ListSummary(id: .main, name: ""), summaries
    )
  }

  private func saveNow(_ changes: [ListChange]) throws -> Int {
    try state.withLock { state throws -> Int in
      let read = try read(&state)
      var touched = read.changes.items
      if let problem = state.ownFileProblem {
        if !read.changes.isEmpty { publish(touched, arrivals: arrivalsMessage(read), in: &state) }
        throw ListStorageError.sharedFolder(problem)
      }
      var visible = showing(&state)
      state.visible = nil
      visible.update(touched, from: state.reader.list)
      // NB: the reader's list is changed in place and saved from there: a copy of it would be
      // every device's records of 100,000 items.
      var clock = state.clock
      let clockNow = now()
      let remembered = history.indexReadingIfNeeded()
      var notes: [HistoryNote] = []
      state.reader.modifyList { list in
        for change in changes {
          let change = remembered.applyingRememberedCategories(to: change)
          notes += list.historyNotes(for: change, remembered: remembered)
          do {
            let written = try list.apply(
              change, clock: &clock, now: clockNow, visible: visible, addedBy: folder.device.name
            )
            visible.update(written, from: list)
            touched.formUnion(written)
          } catch {
            // NB: the item is gone or was never there; the patch says what became of it.
            touched.formUnion(change.itemIDs)
          }
        }
      }
      state.clock = clock
      state.visible = visible
      let ownChanges = try writeOwnFile(&state)
      let historyProblem = history.record(notes)
      touched.formUnion(ownChanges.items)
      let arrivals = read.arrivals.merging(ownChanges.summary(in: state.reader.list))
      let said = [arrivalsMessage(arrivals, names: read.deviceNames), historyProblem]
        .compactMap { $0 }
      return publish(
        touched, arrivals: said.isEmpty ? nil : said.joined(separator: "; "),
        updatingVisible: false,
        in: &state
      ).number
    }
  }

  /// Writes this device's file from the list, merging in what another process of this device
  /// wrote since it was read, and returns what that brought.
  private func writeOwnFile(_ state: inout State) throws -> ListChanges {
    let ownName = DeviceFileName.ownFile(of: folder.device.id)
    let written: SharedFolder.WrittenFile
    let ownLines = state.reader.takeLines(ofFileNamed: ownName)
    do throws(SharedFolderError) {
      written = try folder.save(
        state.reader.list, now: now(),
        ownFileAsRead: state.reader.fingerprint(ofFileNamed: ownName),
        notingIn: consume ownLines
      )
    } catch {
      throw Self.storageError(savingWith: error)
    }
    var ownChanges = ListChanges()
    if written.mergedOwnFile {
      state.reader.modifyList { $0.merge(written.log, recordingIn: &ownChanges) }
      state.visible?.update(ownChanges.items, from: state.reader.list)
    }
    state.reader.noteWritten(
      name: ownName, fingerprint: written.fingerprint,
      header: DeviceFileHeader(device: folder.device.id, name: folder.device.name),
      log: written.log, lines: written.lines
    )
    return ownChanges
  }

  /// What the app is told of a save that failed: a file that could not be written or locked
  /// with the system's reason apart from the path, for the status bar; anything else as said.
  static func storageError(savingWith error: SharedFolderError) -> ListStorageError {
    switch error {
    case .saveFailed(let path, let reason), .cannotLock(let path, let reason):
      .cannotSave(path: path, reason: reason)
    default:
      .sharedFolder(error.description)
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
    let clockNow = now()
    do {
      snapshot = try state.reader.read(now: clockNow)
    } catch {
      throw ListStorageError.sharedFolder(error.description)
    }
    let ownName = DeviceFileName.ownFile(of: folder.device.id)
    // NB: a problem with the own file lasts as long as the file cannot be read: once it reads
    // again, this device writes again.
    state.ownFileProblem = folder.unreadableOwnFile(in: snapshot)?.description
    state.skipped = (snapshot.skipped.filter { $0.name != ownName } + snapshot.partlyRead)
      .map(\.description)
    if let newest = snapshot.list.newestStamp { state.clock.observe(newest, now: clockNow) }
    var names = snapshot.deviceNames
    names[folder.device.id] = "this device"
    state.deviceNames.merge(names) { _, new in new }
    return FolderRead(
      changes: state.reader.lastChanges,
      arrivals: state.reader.lastChanges.summary(in: state.reader.list),
      deviceNames: state.deviceNames,
      isOnDisk: !snapshot.sources.isEmpty
    )
  }

  /// Makes the patch of the items `ids` as the list now has them, numbered next, and hands it to
  /// every listener; the visible list is patched first unless it is already.
  @discardableResult
  private func publish(
    _ ids: Set<UUID>, arrivals: String?, updatingVisible: Bool = true, in state: inout State
  ) -> ListPatch {
    if updatingVisible {
      _ = showing(&state)
      state.visible?.update(ids, from: state.reader.list)
    }
    let list = state.reader.list
    let items = state.visible?.items ?? []
    let names = state.deviceNames
    var ids = ids
    let newLists = listsChanged(touching: ids, items: items, in: &state, touched: &ids)
    let lists = state.lists
    let current = state.currentList
    state.patchNumber += 1
    var patch = ListPatch(
      number: state.patchNumber, arrivals: arrivals, skippedFiles: state.skipped,
      readOnlyReason: state.ownFileProblem, lists: newLists
    )
    var shown = Set<UUID>()
    // NB: with one list every item shows on it, and no neighbour is looked past.
    let oneList = lists.names.count == 1
    func note(_ index: Int) {
      let item = items[index]
      guard oneList || lists.shownList(of: item) == current else { return }
      shown.insert(item.id)
      var previous = index - 1
      while !oneList, previous >= 0, lists.shownList(of: items[previous]) != current {
        previous -= 1
      }
      patch.items.append(
        PatchedItem(
          lists.shown(item), after: previous >= 0 ? items[previous].id : nil,
          by: Self.name(of: list.mergedItem(item.id)?.newestFieldStamp?.device, in: names)
        )
      )
    }
    if ids.count <= 4 {
      // NB: a few items are found by comparing ids, not by hashing 100,000 of them.
      var found: [Int] = []
      for id in ids {
        if let index = items.indices.first(where: { items[$0].id == id }) { found.append(index) }
      }
      for index in found.sorted() { note(index) }
    } else {
      for index in items.indices where ids.contains(items[index].id) { note(index) }
    }
    for id in ids where !shown.contains(id) {
      // NB: a list's own record is not an item.
      guard list.mergedItem(id)?.details[.listName] == nil else { continue }
      let removal = list.mergedItem(id)?.tombstone?.removed.device
      patch.removed.append(RemovedItem(id, by: Self.name(of: removal, in: names)))
    }
    patch.removed.sort { $0.id.uuidString < $1.id.uuidString }
    for listener in state.listeners.values { listener.yield(patch) }
    return patch
  }

  /// The folder's lists with their counts when `ids` changed them (a list created, renamed or
  /// removed), `nil` otherwise; the items whose list came or went join `touched`, so that the
  /// patch moves them to the list they now show on.
  private func listsChanged(
    touching ids: Set<UUID>, items: [ShoppingItem], in state: inout State,
    touched: inout Set<UUID>
  ) -> [ListSummary]? {
    let list = state.reader.list
    let old = state.lists
    let touchesAList = ids.contains { id in
      old.names[ListID(id)] != nil
        || list.logs.values.contains { $0.records[id]?.details[.listName] != nil }
    }
    guard touchesAList else { return nil }
    let new = FolderLists(list)
    guard new != old else { return nil }
    state.lists = new
    let changed = Set(old.names.keys).symmetricDifference(new.names.keys)
    if !changed.isEmpty {
      for item in items where changed.contains(item.list) { touched.insert(item.id) }
    }
    return new.summaries(of: items)
  }

  /// How a patch names `device`: by its file's name, "this device" for this one.
  private static func name(of device: DeviceID?, in names: [DeviceID: String]) -> String {
    guard let device else { return "another device" }
    return names[device] ?? "another device"
  }

  /// The visible list, worked out from the reader's list on first use (from the shares of it
  /// the first read gathered, see ``VisibleList/init(_:shares:)``).
  private func showing(_ state: inout State) -> VisibleList {
    if let visible = state.visible { return visible }
    let visible = VisibleList(state.reader.list, shares: state.reader.takeShares())
    state.visible = visible
    return visible
  }

  private func arrivalsMessage(_ read: FolderRead) -> String? {
    arrivalsMessage(read.arrivals, names: read.deviceNames)
  }

  private func arrivalsMessage(_ arrivals: MergeSummary, names: [DeviceID: String]) -> String? {
    guard !arrivals.isEmpty else { return nil }
    return arrivals.description(names: names)
  }

  private func perform<Value: Sendable>(
    _ work: @escaping @Sendable () throws -> Value
  ) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
      queue.async { continuation.resume(with: Result { try work() }) }
    }
  }
}

extension MergedItem {
  /// The newest stamp of the item's fields: who last changed what it shows.
  var newestFieldStamp: HybridTimestamp? {
    let name: HybridTimestamp? = name?.stamp
    return name.latest(checked?.stamp).latest(position?.stamp).latest(details.newestStamp)
  }
}
