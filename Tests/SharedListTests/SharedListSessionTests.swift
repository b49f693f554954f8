import Dispatch
import Foundation
import SharedList
import ShoppingListStorage
import Testing
import TestSupport

@Suite struct SharedListSessionTests {
  let milk = ShoppingItem(id: Fixture.milk, name: "milk")
  let eggs = ShoppingItem(id: Fixture.eggs, name: "eggs")
  let bread = ShoppingItem(id: Fixture.bread, name: "bread")

  func folder(_ directory: TemporaryDirectory, _ device: DeviceID, _ name: String) -> SharedFolder {
    SharedFolder(path: directory.appending("list"), device: DeviceIdentity(id: device, name: name))
  }

  func session(_ folder: SharedFolder, at now: Int64 = Fixture.noon) -> SharedListSession {
    SharedListSession(folder: folder, now: { now })
  }

  @Test func savesEditsAgainstTheVersionShownAndHandsBackTheMergedList() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let laptop = session(folder(directory, Fixture.laptop, "laptop"))
    let phone = session(folder(directory, Fixture.phone, "phone"), at: Fixture.noon + 10)
    let loaded = try await laptop.load()
    #expect(loaded == LoadedList(items: [], isOnDisk: false, version: 1))
    let first = try await laptop.save([milk, eggs], basedOn: loaded.version)
    #expect(first == SaveOutcome(savedVersion: 2))

    let shownOnPhone = try await phone.load()
    #expect(shownOnPhone.items == [milk, eggs])
    // The laptop checks milk while the phone, still showing the old list, renames eggs.
    var checkedMilk = milk
    checkedMilk.isChecked = true
    // Nothing arrived on the laptop meanwhile: the app's list is the list on disk.
    let laptopSave = try await laptop.save([checkedMilk, eggs], basedOn: 2)
    #expect(laptopSave == SaveOutcome(savedVersion: 3))
    var brownEggs = eggs
    brownEggs.name = "brown eggs"
    let phoneSave = try await phone.save([milk, brownEggs], basedOn: shownOnPhone.version)
    #expect(phoneSave.merged?.items == [checkedMilk, brownEggs])
    #expect(phoneSave.merged?.arrivals == "1 change from laptop")
    #expect(phoneSave.savedVersion == 2)
    #expect(phoneSave.merged?.version == 3)
  }

  /// A start works the list out from what decoding each file gathered; a device with a conflict
  /// copy beside its file, and items two devices wrote, still show as merged.
  @Test func aStartShowsTheMergedListWithConflictCopiesAndSharedItems() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let laptopFolder = folder(directory, Fixture.laptop, "laptop")
    let phoneFolder = folder(directory, Fixture.phone, "phone")
    let laptop = session(laptopFolder)
    _ = try await laptop.save([milk, eggs, bread], basedOn: try await laptop.load().version)
    let phone = session(phoneFolder, at: Fixture.noon + 10)
    var checkedEggs = eggs
    checkedEggs.isChecked = true
    let phoneShown = try await phone.load()
    _ = try await phone.save([milk, checkedEggs], basedOn: phoneShown.version)
    let tablet = folder(directory, Fixture.tablet, "tablet")
    #expect(try await session(tablet).load().items == [milk, checkedEggs])
    // A sync engine's copy of the laptop's file, in which the laptop also added tea.
    let tea = ShoppingItem(
      id: UUID(uuidString: "DDDDDDDD-0000-4000-8000-000000000004")!, name: "tea"
    )
    var copy = try laptopFolder.read().list
    var clock = HybridClock(device: Fixture.laptop)
    try copy.apply(.add(id: tea.id, name: "tea", at: .end), clock: &clock, now: Fixture.noon + 20)
    let copyBytes = DeviceFileEncoder.encode(
      copy.log(of: Fixture.laptop), header: DeviceFileHeader(device: Fixture.laptop, name: "laptop")
    )
    let copyPath = laptopFolder.ownFilePath.replacingOccurrences(
      of: ".jsonl", with: ".sync-conflict-20251124-120000-ABCDEFG.jsonl"
    )
    try Data(copyBytes).write(to: URL(fileURLWithPath: copyPath))

    let started = try await session(tablet).load()

    #expect(started.items == [milk, checkedEggs, tea])
    #expect(started.items == (try laptopFolder.read().list.visibleItems))
  }

  @Test func anUpdateTheAppDidNotShowComesBackWithItsNextSave() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let laptop = session(folder(directory, Fixture.laptop, "laptop"))
    let phone = session(folder(directory, Fixture.phone, "phone"))
    let shown = try await phone.load()
    _ = try await laptop.save([milk], basedOn: try await laptop.load().version)
    // The phone's app has an unsaved change, so it keeps this update for later…
    #expect(try await phone.refresh()?.items == [milk])
    // …and its save, based on what it showed before, brings the update back merged.
    let saved = try await phone.save([eggs], basedOn: shown.version)
    #expect(saved.merged?.items.map(\.name).sorted() == ["eggs", "milk"])
  }

  @Test func manyUpdatesWhileAChangeWaitsNeverMakeItsSaveRevertThem() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let laptop = session(folder(directory, Fixture.laptop, "laptop"))
    let phone = session(folder(directory, Fixture.phone, "phone"))
    let shown = try await phone.load()
    // Ten changes arrive while the phone's person types; the app shows none of them.
    var laptopVersion = try await laptop.load().version
    var laptopItems: [ShoppingItem] = []
    for index in 0..<10 {
      laptopItems.append(ShoppingItem(id: UUID(), name: "item \(index)"))
      laptopVersion = try await laptop.save(laptopItems, basedOn: laptopVersion).savedVersion
      _ = try await phone.refresh()
    }
    let saved = try await phone.save([milk], basedOn: shown.version)
    #expect(saved.merged?.items.count == 11)
  }

  @Test func refreshReportsWhatArrivedFromWhomAndNothingWhenNothingDid() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let laptop = session(folder(directory, Fixture.laptop, "laptop"))
    let phone = session(folder(directory, Fixture.phone, "phone"))
    let loaded = try await phone.load()
    #expect(try await phone.refresh() == nil)
    _ = try await laptop.save([milk, eggs], basedOn: try await laptop.load().version)
    let update = try await phone.refresh()
    #expect(update?.items == [milk, eggs])
    #expect(update?.arrivals == "2 changes from laptop")
    #expect(update?.version == loaded.version + 1)
    #expect(try await phone.refresh() == nil)
  }

  @Test func aCutShortFileOfAnotherDeviceIsNamedAndReadAgainWhenWhole() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let laptopFolder = folder(directory, Fixture.laptop, "laptop")
    let laptop = session(laptopFolder)
    _ = try await laptop.save([milk], basedOn: try await laptop.load().version)
    let whole = try Data(contentsOf: URL(fileURLWithPath: laptopFolder.ownFilePath))
    try whole.prefix(whole.count - 5).write(to: URL(fileURLWithPath: laptopFolder.ownFilePath))

    let phone = session(folder(directory, Fixture.phone, "phone"))
    let loaded = try await phone.load()
    #expect(loaded.items == [])
    #expect(loaded.readOnlyReason == nil)
    #expect(loaded.skippedFiles.count == 1)
    #expect(
      loaded.skippedFiles.first?.hasPrefix(
        "device-11111111-0000-4000-8000-000000000001.jsonl: "
      ) == true
    )
    try whole.write(to: URL(fileURLWithPath: laptopFolder.ownFilePath))
    let update = try await phone.refresh()
    #expect(update?.items == [milk])
    #expect(update?.skippedFiles == [])
  }

  @Test func anUnreadableOwnFileMakesTheListReadOnlyAndIsNeverWritten() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let laptopFolder = folder(directory, Fixture.laptop, "laptop")
    try FileManager.default.createDirectory(
      atPath: laptopFolder.path, withIntermediateDirectories: true
    )
    try Data("{\"format\": 99}\n".utf8).write(to: URL(fileURLWithPath: laptopFolder.ownFilePath))
    let laptop = session(laptopFolder)
    let loaded = try await laptop.load()
    #expect(loaded.isReadOnly)
    await #expect(throws: ListStorageError.self) {
      try await laptop.save([milk], basedOn: loaded.version)
    }
    #expect(
      try String(contentsOfFile: laptopFolder.ownFilePath, encoding: .utf8) == "{\"format\": 99}\n"
    )
  }

  @Test func aSaveStillMergesWhatAnotherProcessOfTheDeviceWroteSinceTheFileWasRead() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let laptop = folder(directory, Fixture.laptop, "laptop")
    var clock = HybridClock(device: Fixture.laptop)
    var list = ReplicatedList()
    try list.apply(.add(id: milk.id, name: "milk", at: .end), clock: &clock, now: Fixture.noon)
    let first = try laptop.save(list, now: Fixture.noon, ownFileAsRead: nil)
    #expect(first.fingerprint == FileFingerprint(of: laptop.ownFilePath))
    // A command of the same device adds eggs; this process still has the file as it wrote it.
    var command = try laptop.read().list
    var commandClock = HybridClock(device: Fixture.laptop)
    try command.apply(
      .add(id: eggs.id, name: "eggs", at: .end), clock: &commandClock, now: Fixture.noon + 1
    )
    try laptop.save(command, now: Fixture.noon + 1)
    try list.apply(.add(id: bread.id, name: "bread", at: .end), clock: &clock, now: Fixture.noon + 2)
    _ = try laptop.save(list, now: Fixture.noon + 2, ownFileAsRead: first.fingerprint)
    #expect(try laptop.read().list.visibleItems.map(\.name).sorted() == ["bread", "eggs", "milk"])
  }

  @Test(.timeLimit(.minutes(1)))
  func theWatcherCallsBackWhenADeviceFileIsRenamedIntoPlaceOrWritten() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.appending("list")
    let (watcher, calls) = try watchedFolder(at: path)
    defer { watcher.stop() }
    try Data("x".utf8).write(to: URL(fileURLWithPath: path + "/notes.txt"))
    try land("device-1.jsonl", in: path)
    var iterator = calls.makeAsyncIterator()
    await iterator.next()
    // A file written in place (git, a copy) calls back too.
    try Data("x".utf8).write(to: URL(fileURLWithPath: path + "/other.txt"))
    try Data("{}".utf8).write(to: URL(fileURLWithPath: path + "/device-2.jsonl"))
    await iterator.next()
  }

  /// A folder deleted and made again (a `git checkout`, a sync engine's folder set up again)
  /// is watched again: its going, its return and a file landing in it each call back.
  @Test(.timeLimit(.minutes(1)))
  func theWatcherFollowsTheFolderAwayAndBack() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.appending("list")
    let (watcher, calls) = try watchedFolder(at: path)
    defer { watcher.stop() }
    var iterator = calls.makeAsyncIterator()

    #expect(rmdir(path) == 0)
    await iterator.next()
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    await iterator.next()
    try land("device-1.jsonl", in: path)
    await iterator.next()
    // Moved away and another folder moved into its place.
    #expect(rename(path, directory.appending("old-list")) == 0)
    await iterator.next()
    try FileManager.default.createDirectory(
      atPath: directory.appending("new-list"), withIntermediateDirectories: false
    )
    #expect(rename(directory.appending("new-list"), path) == 0)
    await iterator.next()
    try land("device-2.jsonl", in: path)
    await iterator.next()
  }

  /// A new folder at `path` and a watcher on it, with the calls it makes.
  private func watchedFolder(at path: String) throws -> (FolderWatcher, AsyncStream<Void>) {
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    let (calls, continuation) = AsyncStream.makeStream(of: Void.self)
    let watcher = try FolderWatcher(path: path, queue: DispatchQueue(label: "test")) {
      continuation.yield()
    }
    return (watcher, calls)
  }

  /// Writes a device file beside its place and renames it in, as a save does: one event that
  /// counts, so each step above calls back once and a missed step leaves the test waiting.
  private func land(_ name: String, in path: String) throws {
    try Data("{}".utf8).write(to: URL(fileURLWithPath: path + "/.\(name).tmp-1"))
    #expect(rename(path + "/.\(name).tmp-1", path + "/" + name) == 0)
  }

  @Test func anotherProcessOfThisDeviceChangingItsFileIsMerged() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let laptopFolder = folder(directory, Fixture.laptop, "laptop")
    let app = session(laptopFolder)
    let loaded = try await app.load()
    let saved = try await app.save([milk, eggs], basedOn: loaded.version)
    // A command of the same device (`shopping-list add bread`) rewrites the whole file: the
    // app reads only its new line (see `RecordLines`) and shows what a fresh read shows.
    var command = try laptopFolder.read()
    var clock = HybridClock(device: Fixture.laptop)
    if let newest = command.list.newestStamp { clock.observe(newest) }
    try command.list.apply(
      .add(id: Fixture.bread, name: "bread", at: .end), clock: &clock, now: Fixture.noon + 5
    )
    try laptopFolder.save(command.list, now: Fixture.noon + 5)
    let update = try await app.refresh()
    #expect(update?.items == [milk, eggs, bread])
    #expect(update?.arrivals == "1 change from this device")
    #expect(update?.items == (try laptopFolder.read()).list.visibleItems)
    // The app's next save is based on what it showed and keeps the command's bread.
    var checkedEggs = eggs
    checkedEggs.isChecked = true
    let next = try await app.save(
      [milk, checkedEggs, bread], basedOn: update?.version ?? saved.savedVersion
    )
    #expect(next.merged == nil)
    #expect((try laptopFolder.read()).list.visibleItems == [milk, checkedEggs, bread])
  }
}
