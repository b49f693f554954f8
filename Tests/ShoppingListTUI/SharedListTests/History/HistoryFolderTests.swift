import Foundation
import TestSupport
import Testing

@testable import SharedList
@testable import ShoppingListModel
@testable import ShoppingListStorage

/// The history folder on disk: what saves of the list write into it, what another device reads
/// from it, and what the list's own readers (this version's, as older versions do) make of it.
@Suite struct HistoryFolderTests {
  let noon = Fixture.noon

  func folder(_ directory: TemporaryDirectory, _ device: DeviceID, _ name: String) -> SharedFolder {
    SharedFolder(path: directory.appending("list"), device: DeviceIdentity(id: device, name: name))
  }

  @Test func aSessionsRemovalsAndCategoriesGoIntoTheHistoryAnotherDeviceReads() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let laptopFolder = folder(directory, Fixture.laptop, "laptop")
    let laptop = SharedListSession(folder: laptopFolder, now: { Fixture.noon })
    _ = try await laptop.load()
    let milk = ShoppingItem(
      id: Fixture.milk, name: "Milk", quantity: ItemQuantity(amount: 2, unit: "l"),
      category: "Dairy & Eggs"
    )
    let eggs = ShoppingItem(id: Fixture.eggs, name: "eggs", category: "Dairy & Eggs")
    _ = try await laptop.save([.insert([milk, eggs], at: .start)])
    _ = try await laptop.save([
      .setChecked(Fixture.milk, true), .setCategory(Fixture.eggs, "Fridge"),
    ])
    _ = try await laptop.save([.remove([Fixture.milk]), .remove([Fixture.eggs])])

    #expect(
      try directory.fileNames(in: "list/history") == [
        "device-11111111-0000-4000-8000-000000000001.jsonl",
        "device-11111111-0000-4000-8000-000000000001.jsonl.lock",
      ])
    let phone = HistoryFolder(listFolder: folder(directory, Fixture.phone, "phone"))
    let index = try phone.read(now: noon).list.historyIndex
    let noonDate = Date(timeIntervalSince1970: 1_763_985_600)
    #expect(
      index.entries == [
        HistoryEntry(
          id: HistoryEntryID.id(list: .main, name: "milk"), name: "Milk",
          category: "Dairy & Eggs", quantity: ItemQuantity(amount: 2, unit: "l"), timesBought: 1,
          lastBought: noonDate, lastLeft: noonDate
        ),
        HistoryEntry(
          id: HistoryEntryID.id(list: .main, name: "eggs"), name: "eggs", category: "Fridge",
          timesBought: 0, lastLeft: noonDate
        ),
      ]
    )
    #expect(laptop.history.index == index)
    // The next eggs added on any device land in Fridge, not in the catalog's Dairy & Eggs.
    let phoneSession = SharedListSession(
      folder: folder(directory, Fixture.phone, "phone"), now: { Fixture.noon + 1 }
    )
    _ = try await phoneSession.load()
    let again = ShoppingItem(id: Fixture.bread, name: "Eggs", category: "Dairy & Eggs")
    _ = try await phoneSession.save([.insert([again], at: .start)])
    let list = try folder(directory, Fixture.laptop, "laptop").read(now: noon + 1).list
    #expect(list.visibleItems.map(\.category) == ["Fridge"])
  }

  @Test func theListsReaderNeitherShowsHistoryRecordsAsItemsNorSkipsAnything() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let laptop = folder(directory, Fixture.laptop, "laptop")
    var list = ReplicatedList()
    var clock = HybridClock(device: Fixture.laptop)
    try list.apply(.add(id: Fixture.bread, name: "bread", at: .end), clock: &clock, now: noon)
    try laptop.save(list, now: noon)
    let milk = ShoppingItem(id: Fixture.milk, name: "milk", isChecked: true)
    try HistoryFolder(listFolder: laptop).record([.left(milk, bought: true)], now: noon)
    // A history file that is not a device file of this format, too: an older version must not
    // care either.
    try directory.write("not json\n", to: "list/history/device-junk.jsonl")

    let snapshot = try laptop.read(now: noon)
    #expect(snapshot.list.visibleItems.map(\.name) == ["bread"])
    #expect(snapshot.skipped == [])
    #expect(snapshot.sources.map(\.name) == ["device-11111111-0000-4000-8000-000000000001.jsonl"])
  }

  @Test func twoProcessesOfOneDeviceCountingAtOnceBothCount() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let history = HistoryFolder(listFolder: folder(directory, Fixture.laptop, "laptop"))
    let milk = ShoppingItem(id: Fixture.milk, name: "milk", isChecked: true)
    // Both read an empty history, then each writes its purchase.
    let first = try history.read(now: noon).list
    let second = try history.read(now: noon).list
    try history.record([.left(milk, bought: true)], into: first, now: noon)
    try history.record([.left(milk, bought: true)], into: second, now: noon)
    #expect(try history.read(now: noon).list.historyEntries.map(\.timesBought) == [2])
  }

  /// Loading the list reads no history (it is read after the first frame, see
  /// ``HistorySession``); a refresh reads what another device wrote.
  @Test func theHistoryIsReadAfterTheListAndWhenAFileLands() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let phone = HistoryFolder(listFolder: folder(directory, Fixture.phone, "phone"))
    let milk = ShoppingItem(id: Fixture.milk, name: "milk", isChecked: true)
    try phone.record([.left(milk, bought: true)], now: noon)
    let laptop = SharedListSession(
      folder: folder(directory, Fixture.laptop, "laptop"), now: { Fixture.noon }
    )
    _ = try await laptop.load()
    #expect(laptop.history.index == HistoryIndex())
    try laptop.history.refreshNow()
    #expect(laptop.history.index.entries.map(\.name) == ["milk"])
    try phone.record([.left(milk, bought: true)], now: noon + 1)
    try laptop.history.refreshNow()
    #expect(laptop.history.index.entries.map(\.timesBought) == [2])
    #expect(laptop.history.skippedFiles == [])
  }

  @Test func aHistoryThatCannotBeWrittenIsSaidAndWrittenAtTheNextChange() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let laptop = SharedListSession(
      folder: folder(directory, Fixture.laptop, "laptop"), now: { Fixture.noon }
    )
    _ = try await laptop.load()
    var patches = laptop.patches().makeAsyncIterator()
    let milk = ShoppingItem(id: Fixture.milk, name: "milk")
    let eggs = ShoppingItem(id: Fixture.eggs, name: "eggs")
    _ = try await laptop.save([.insert([milk, eggs], at: .start)])
    _ = await patches.next()
    // A file where the history folder goes: nothing can be written into it.
    try directory.write("not a folder\n", to: "list/history")
    _ = try await laptop.save([.setChecked(Fixture.milk, true), .remove([Fixture.milk])])
    let said = try #require(await patches.next()?.arrivals)
    #expect(said.hasPrefix("The history was not written ("))
    #expect(said.hasSuffix("); it is tried again at the next change"))

    try FileManager.default.removeItem(atPath: directory.appending("list/history"))
    _ = try await laptop.save([.rename(Fixture.eggs, "brown eggs")])
    #expect(await patches.next()?.arrivals == nil)
    let history = HistoryFolder(listFolder: folder(directory, Fixture.phone, "phone"))
    #expect(try history.read(now: noon).list.historyEntries.map(\.timesBought) == [1])
  }
}
