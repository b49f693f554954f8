import Foundation
import TestSupport
import Testing

@testable import SharedList
@testable import ShoppingListModel
@testable import ShoppingListStorage

/// A session shows one of the folder's lists: it loads that list's items, its patches are about
/// that list, and they carry the lists when one is created, renamed or removed.
@Suite struct SharedListSessionListsTests {
  static let party = ListID(UUID(uuidString: "0A000000-0000-4000-8000-00000000000A")!)
  static let balloons = UUID(uuidString: "DDDDDDDD-0000-4000-8000-000000000004")!
  static let cake = UUID(uuidString: "EEEEEEEE-0000-4000-8000-000000000005")!
  static let byLaptop = ItemOrigin(
    device: "laptop", time: Date(timeIntervalSince1970: Double(Fixture.noon) / 1000))
  static let byPhone = ItemOrigin(
    device: "phone", time: Date(timeIntervalSince1970: Double(Fixture.noon + 10) / 1000))

  func session(_ directory: TemporaryDirectory, _ device: DeviceID, _ name: String, at now: Int64)
    -> SharedListSession
  {
    let folder = SharedFolder(
      path: directory.appending("list"), device: DeviceIdentity(id: device, name: name))
    return SharedListSession(folder: folder, now: { now })
  }

  @Test func eachListShowsItsOwnItemsAndPatchesSayWhenListsChange() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let laptop = session(directory, Fixture.laptop, "laptop", at: Fixture.noon)
    let phone = session(directory, Fixture.phone, "phone", at: Fixture.noon + 10)
    _ = try await laptop.load()
    _ = try await laptop.save([
      .add(id: Fixture.milk, name: "milk", at: .end),
      .createList(Self.party, name: "Party"),
      .add(id: Self.balloons, name: "balloons", list: Self.party, at: .end),
    ])
    let main = ListSummary(id: .main, name: "Shopping list", itemCount: 1, uncheckedCount: 1)
    let party = ListSummary(id: Self.party, name: "Party", itemCount: 1, uncheckedCount: 1)
    let milk = ShoppingItem(id: Fixture.milk, name: "milk", added: Self.byLaptop)
    let balloons = ShoppingItem(
      id: Self.balloons, name: "balloons", added: Self.byLaptop, list: Self.party)

    let onMain = try await phone.load()
    #expect(onMain.items == [milk])
    #expect(onMain.list == main)
    #expect(onMain.lists == [main, party])

    var phonePatches = phone.patches().makeAsyncIterator()
    try await phone.openList(Self.party)
    #expect(
      await phonePatches.next()
        == ListPatch(
          number: 1, lists: [main, party],
          opened: OpenedList(list: party, items: [balloons])))

    _ = try await phone.save([.add(id: Self.cake, name: "cake", list: Self.party, at: .end)])
    let cake = ShoppingItem(id: Self.cake, name: "cake", added: Self.byPhone, list: Self.party)
    #expect(
      await phonePatches.next()
        == ListPatch(number: 2, items: [PatchedItem(cake, after: Self.balloons, by: "this device")])
    )

    // The laptop removes the list the phone shows: its items go, and the patch says which
    // lists are left.
    var laptopPatches = laptop.patches().makeAsyncIterator()
    _ = try await laptop.save([.removeList(Self.party)])
    _ = await laptopPatches.next()
    let patch = try await phone.refresh()
    #expect(
      patch
        == ListPatch(
          number: 3,
          removed: [
            RemovedItem(Self.balloons, by: "laptop"), RemovedItem(Self.cake, by: "laptop"),
          ],
          arrivals: "3 changes from laptop", lists: [main]
        ))
    let mainAgain = try phone.openListNow(.main)
    #expect(mainAgain.opened == OpenedList(list: main, items: [milk]))
    await #expect(throws: ListChangeError.missingList(Self.party)) {
      try await phone.openList(Self.party)
    }
  }

  @Test func anItemAddedToAListRemovedMeanwhileComesToTheMainListAsAPatch() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let laptop = session(directory, Fixture.laptop, "laptop", at: Fixture.noon)
    let phone = session(directory, Fixture.phone, "phone", at: Fixture.noon + 10)
    _ = try await laptop.load()
    _ = try await laptop.save([.createList(Self.party, name: "Party")])
    _ = try await phone.load()
    try await phone.openList(Self.party)
    // The laptop removes Party; the phone, still showing it, adds cake to it.
    _ = try await laptop.save([.removeList(Self.party)])
    _ = try await phone.save([.add(id: Self.cake, name: "cake", list: Self.party, at: .end)])
    let shown = try await laptop.refresh()
    let cake = ShoppingItem(id: Self.cake, name: "cake", added: Self.byPhone)
    #expect(shown?.items == [PatchedItem(cake, after: nil, by: "phone")])
  }
}
