import Dispatch
import Foundation
import TestSupport
import Testing

@testable import SharedList
@testable import ShoppingListModel
@testable import ShoppingListStorage

@Suite struct SharedListSessionTests {
  /// The items as the laptop's session adds them at noon: it keeps who added them and when.
  let milk = ShoppingItem(id: Fixture.milk, name: "milk", added: Self.byLaptopAtNoon)
  let eggs = ShoppingItem(id: Fixture.eggs, name: "eggs", added: Self.byLaptopAtNoon)
  let bread = ShoppingItem(id: Fixture.bread, name: "bread", added: Self.byLaptopAtNoon)
  static let byLaptopAtNoon = ItemOrigin(
    device: "laptop", time: Date(timeIntervalSince1970: Double(Fixture.noon) / 1000)
  )

  func folder(_ directory: TemporaryDirectory, _ device: DeviceID, _ name: String) -> SharedFolder {
    SharedFolder(path: directory.appending("list"), device: DeviceIdentity(id: device, name: name))
  }

  func session(_ folder: SharedFolder, at now: Int64 = Fixture.noon) -> SharedListSession {
    SharedListSession(folder: folder, now: { now })
  }

  /// Every patch `session` makes from now on.
  func patches(of session: SharedListSession) -> AsyncStream<ListPatch>.AsyncIterator {
    session.patches().makeAsyncIterator()
  }

  @Test func savesChangesAndHandsBackWhatTheyWroteMergedAsPatches() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let laptop = session(folder(directory, Fixture.laptop, "laptop"))
    let phone = session(folder(directory, Fixture.phone, "phone"), at: Fixture.noon + 10)
    let loaded = try await laptop.load()
    #expect(loaded == LoadedList(items: [], isOnDisk: false))
    var laptopPatches = patches(of: laptop)
    let first = try await laptop.save([.insert([milk, eggs], at: .start)])
    #expect(first == 1)
    #expect(
      await laptopPatches.next()
        == ListPatch(
          number: 1,
          items: [
            PatchedItem(milk, after: nil, by: "this device"),
            PatchedItem(eggs, after: milk.id, by: "this device"),
          ]
        )
    )

    let shownOnPhone = try await phone.load()
    #expect(shownOnPhone.items == [milk, eggs])
    var phonePatches = patches(of: phone)
    // The laptop checks milk while the phone renames eggs.
    #expect(try await laptop.save([.setChecked(milk.id, true)]) == 2)
    var checkedMilk = milk
    checkedMilk.isChecked = true
    #expect(
      await laptopPatches.next()
        == ListPatch(number: 2, items: [PatchedItem(checkedMilk, after: nil, by: "this device")])
    )
    #expect(try await phone.save([.rename(eggs.id, "brown eggs")]) == 1)
    var brownEggs = eggs
    brownEggs.name = "brown eggs"
    #expect(
      await phonePatches.next()
        == ListPatch(
          number: 1,
          items: [
            PatchedItem(checkedMilk, after: nil, by: "laptop"),
            PatchedItem(brownEggs, after: milk.id, by: "this device"),
          ],
          arrivals: "1 change from laptop"
        )
    )
  }

  @Test func manyArrivalsBeforeASaveAreAllKept() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let laptop = session(folder(directory, Fixture.laptop, "laptop"))
    let phone = session(folder(directory, Fixture.phone, "phone"))
    _ = try await phone.load()
    _ = try await laptop.load()
    // Ten adds land while the phone's person checks an item it showed before any of them.
    _ = try await phone.save([.add(id: milk.id, name: "milk", at: .start)])
    for index in 0..<10 {
      _ = try await laptop.save([.add(id: UUID(), name: "item \(index)", at: .end)])
      if index.isMultiple(of: 3) { _ = try await phone.refresh() }
    }
    _ = try await phone.save([.setChecked(milk.id, true)])
    let onDisk = try SharedFolder(
      path: directory.appending("list"), device: DeviceIdentity(id: Fixture.tablet, name: "t")
    ).read().list.visibleItems
    #expect(onDisk.count == 11)
    let byPhone = ItemOrigin(device: "phone", time: Self.byLaptopAtNoon.time)
    #expect(
      onDisk.first == ShoppingItem(id: milk.id, name: "milk", isChecked: true, added: byPhone))
  }

  @Test func aChangeAboutAnItemGoneMeanwhileIsSkippedAndThePatchSaysSo() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let laptop = session(folder(directory, Fixture.laptop, "laptop"))
    let phone = session(folder(directory, Fixture.phone, "phone"), at: Fixture.noon + 10)
    _ = try await laptop.load()
    _ = try await laptop.save([.insert([milk, eggs], at: .start)])
    _ = try await phone.load()
    _ = try await laptop.save([.remove([milk.id])])
    var phonePatches = patches(of: phone)
    #expect(try await phone.save([.rename(milk.id, "oat milk"), .setChecked(eggs.id, true)]) == 1)
    var checkedEggs = eggs
    checkedEggs.isChecked = true
    #expect(
      await phonePatches.next()
        == ListPatch(
          number: 1, items: [PatchedItem(checkedEggs, after: nil, by: "this device")],
          removed: [RemovedItem(milk.id, by: "laptop")], arrivals: "1 change from laptop"
        )
    )
  }

  /// A start works the list out from what decoding each file gathered; a device with a conflict
  /// copy beside its file, and items two devices wrote, still show as merged.
  @Test func aStartShowsTheMergedListWithConflictCopiesAndSharedItems() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let laptopFolder = folder(directory, Fixture.laptop, "laptop")
    let phoneFolder = folder(directory, Fixture.phone, "phone")
    let laptop = session(laptopFolder)
    _ = try await laptop.load()
    _ = try await laptop.save([.insert([milk, eggs, bread], at: .start)])
    let phone = session(phoneFolder, at: Fixture.noon + 10)
    var checkedEggs = eggs
    checkedEggs.isChecked = true
    _ = try await phone.load()
    _ = try await phone.save([.setChecked(eggs.id, true), .remove([bread.id])])
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
    #expect(started.items.elements == (try phoneFolder.read().list.visibleItems))
    // NB: the laptop itself never takes a copy of its file for its own: only its file speaks
    // for it, and nothing of another file is written into it under its name.
    let laptopRead = try laptopFolder.read()
    #expect(laptopRead.list.visibleItems == [milk, checkedEggs])
    #expect(
      laptopRead.skipped.map(\.description) == [
        "device-11111111-0000-4000-8000-000000000001.sync-conflict-20251124-120000-ABCDEFG.jsonl: "
          + "it claims to be this device's, but only "
          + "device-11111111-0000-4000-8000-000000000001.jsonl speaks for this device"
      ]
    )
  }

  @Test func refreshReportsWhatArrivedFromWhomAndNothingWhenNothingDid() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let laptop = session(folder(directory, Fixture.laptop, "laptop"))
    let phone = session(folder(directory, Fixture.phone, "phone"))
    _ = try await phone.load()
    #expect(try await phone.refresh() == nil)
    _ = try await laptop.load()
    _ = try await laptop.save([.insert([milk, eggs], at: .start)])
    let patch = try await phone.refresh()
    #expect(patch?.items.map(\.item) == [milk, eggs])
    #expect(patch?.items.map(\.by) == ["laptop", "laptop"])
    #expect(patch?.arrivals == "2 changes from laptop")
    #expect(patch?.number == 1)
    #expect(try await phone.refresh() == nil)
  }

  @Test func aCutShortFileOfAnotherDeviceIsNamedAndReadAgainWhenWhole() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let laptopFolder = folder(directory, Fixture.laptop, "laptop")
    let laptop = session(laptopFolder)
    _ = try await laptop.load()
    _ = try await laptop.save([.add(id: milk.id, name: "milk", at: .start)])
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
    #expect(update?.items == [PatchedItem(milk, after: nil, by: "laptop")])
    #expect(update?.skippedFiles == [])
  }

  /// A FIFO named like a device file that lands while the app runs: the watcher's read and
  /// the next save pass it over rather than wait in `open` for a writer that never comes (the
  /// item being typed was once lost to it).
  @Test(.hangWatchdog(.seconds(60))) func aFIFOThatLandsIsSkippedAndTheSaveGoesOn() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let laptopFolder = folder(directory, Fixture.laptop, "laptop")
    let laptop = session(laptopFolder)
    _ = try await laptop.load()
    let fifo = "device-22222222-0000-4000-8000-000000000002.jsonl"
    #expect(mkfifo(directory.appending("list/" + fifo), 0o644) == 0)
    let update = try await laptop.refresh()
    #expect(update?.skippedFiles == ["\(fifo): it is a FIFO, not a regular file"])
    _ = try await laptop.save([.add(id: milk.id, name: "milk", at: .start)])
    #expect(try laptopFolder.read().list.visibleItems == [milk])
  }

  /// A change another device stamped two days ahead of the app's clock is left out, and the
  /// banner says so; it shows once the clock is within a day of it.
  @Test func aChangeStampedTooFarAheadIsNamedInTheBannerUntilItsTime() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let phone = folder(directory, Fixture.phone, "phone")
    var list = ReplicatedList()
    var clock = HybridClock(device: Fixture.phone)
    let later = Fixture.noon + 2 * Fixture.day
    try list.apply(.add(id: milk.id, name: "milk", at: .start), clock: &clock, now: later)
    try FileSystem.createDirectories(phone.path)
    try phone.save(list, now: later)
    let loaded = try await session(folder(directory, Fixture.laptop, "laptop")).load()
    #expect(loaded.items == [])
    #expect(
      loaded.skippedFiles == [
        "device-22222222-0000-4000-8000-000000000002.jsonl: 1 change by phone is stamped up to "
          + "2025-11-26 12:00 UTC, more than a day ahead of this device's clock; it is left out "
          + "until then"
      ]
    )
    let laptopFolder = folder(directory, Fixture.laptop, "laptop")
    let nextDay = session(laptopFolder, at: Fixture.noon + Fixture.day)
    let loadedLater = try await nextDay.load()
    // NB: the list in this test was changed directly, not through a session, so nobody is named.
    #expect(loadedLater.items == [ShoppingItem(id: milk.id, name: "milk")])
    #expect(loadedLater.skippedFiles == [])
  }

  /// A file that cannot be written or locked reaches the app with the system's reason apart
  /// from the path; anything else as it is said.
  @Test func aFailedSaveKeepsTheReasonApartFromTheFile() {
    #expect(
      SharedListSession.storageError(
        savingWith: .saveFailed(path: "/l/device-1.jsonl", reason: "Permission denied")
      ) == .cannotSave(path: "/l/device-1.jsonl", reason: "Permission denied")
    )
    #expect(
      SharedListSession.storageError(
        savingWith: .cannotLock(
          path: "/l/device-1.jsonl", reason: "/l/device-1.jsonl.lock is a folder")
      ) == .cannotSave(path: "/l/device-1.jsonl", reason: "/l/device-1.jsonl.lock is a folder")
    )
    #expect(
      SharedListSession.storageError(
        savingWith: .ownFileUnreadable(path: "/l/device-1.jsonl", reason: "it is cut short")
      )
        == .sharedFolder(
          "this device's file /l/device-1.jsonl cannot be read (it is cut short); fix or move it "
            + "to make changes"
        )
    )
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
      try await laptop.save([.add(id: milk.id, name: "milk", at: .start)])
    }
    #expect(
      try String(contentsOfFile: laptopFolder.ownFilePath, encoding: .utf8) == "{\"format\": 99}\n"
    )
  }

  @Test func anOwnFileUnreadableForAMomentMakesTheListReadOnlyUntilItReadsAgain() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let laptopFolder = folder(directory, Fixture.laptop, "laptop")
    let laptop = session(laptopFolder)
    _ = try await laptop.load()
    _ = try await laptop.save([.add(id: milk.id, name: "milk", at: .start)])
    let own = URL(fileURLWithPath: laptopFolder.ownFilePath)
    let whole = try Data(contentsOf: own)
    try Data("garbage\n".utf8).write(to: own)
    let broken = try await laptop.refresh()
    #expect(broken?.readOnlyReason?.contains("cannot be read") == true)
    await #expect(throws: ListStorageError.self) {
      try await laptop.save([.setChecked(milk.id, true)])
    }
    #expect(try Data(contentsOf: own) == Data("garbage\n".utf8))
    try whole.write(to: own)
    let repaired = try await laptop.refresh()
    #expect(repaired?.readOnlyReason == nil)
    _ = try await laptop.save([.setChecked(milk.id, true)])
    #expect(
      try laptopFolder.read().list.visibleItems
        == [ShoppingItem(id: milk.id, name: "milk", isChecked: true, added: Self.byLaptopAtNoon)]
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
    try list.apply(
      .add(id: bread.id, name: "bread", at: .end), clock: &clock, now: Fixture.noon + 2)
    _ = try laptop.save(list, now: Fixture.noon + 2, ownFileAsRead: first.fingerprint)
    #expect(try laptop.read().list.visibleItems.map(\.name).sorted() == ["bread", "eggs", "milk"])
  }

  /// An older copy of this device's own file put back (as `cp -r` from another machine does)
  /// is noticed: what it lacks is saved again at once, and the app is told so.
  @Test func anOlderCopyOfTheOwnFilePutBackIsNoticedAndWrittenOver() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let laptopFolder = folder(directory, Fixture.laptop, "laptop")
    let app = session(laptopFolder)
    _ = try await app.load()
    _ = try await app.save([.insert([milk], at: .start)])
    let older = try Data(contentsOf: URL(fileURLWithPath: laptopFolder.ownFilePath))
    _ = try await app.save([.insert([eggs], at: .end)])
    var patches = patches(of: app)
    let copy = laptopFolder.ownFilePath + ".copy"
    try older.write(to: URL(fileURLWithPath: copy))
    #expect(rename(copy, laptopFolder.ownFilePath) == 0)

    let update = try await app.refresh()
    #expect(
      update?.arrivals
        == "This device's file was put back to an older copy; its newer changes are saved again"
    )
    // NB: only a patch made is awaited, so that a refresh that makes none fails, not hangs.
    if update != nil { #expect(await patches.next() == update) }
    #expect(try laptopFolder.read().list.visibleItems == [milk, eggs])
    // Once whole again, the file is left alone (a command's rewrite with more is merged: see
    // `anotherProcessOfThisDeviceChangingItsFileIsMerged`).
    let touched = FileFingerprint(of: laptopFolder.ownFilePath)
    #expect(try await app.refresh() == nil)
    #expect(FileFingerprint(of: laptopFolder.ownFilePath) == touched)
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
    _ = try await app.load()
    _ = try await app.save([.insert([milk, eggs], at: .start)])
    // A command of the same device (`shopping-list add bread`) rewrites the whole file: the
    // app reads only its new line (see `RecordLines`) and shows what a fresh read shows.
    var command = try laptopFolder.read()
    var clock = HybridClock(device: Fixture.laptop)
    if let newest = command.list.newestStamp { clock.observe(newest, now: Fixture.noon + 5) }
    try command.list.apply(
      .add(id: Fixture.bread, name: "bread", at: .end), clock: &clock, now: Fixture.noon + 5
    )
    try laptopFolder.save(command.list, now: Fixture.noon + 5)
    let update = try await app.refresh()
    // NB: the command's list was changed directly, not through a session: nobody is named.
    let bread = ShoppingItem(id: Fixture.bread, name: "bread")
    #expect(update?.items == [PatchedItem(bread, after: eggs.id, by: "this device")])
    #expect(update?.arrivals == "1 change from this device")
    // The app's next change keeps the command's bread.
    _ = try await app.save([.setChecked(eggs.id, true)])
    var checkedEggs = eggs
    checkedEggs.isChecked = true
    #expect((try laptopFolder.read()).list.visibleItems == [milk, checkedEggs, bread])
  }
}
