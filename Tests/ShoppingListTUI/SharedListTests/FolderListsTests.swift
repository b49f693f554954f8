import Foundation
import Testing

@testable import SharedList
@testable import ShoppingListModel

/// Several lists in one folder: lists are records merged like items, and an item always shows
/// on a list the folder has.
@Suite struct FolderListsTests {
  static let party = ListID(UUID(uuidString: "0A000000-0000-4000-8000-00000000000A")!)
  static let hardware = ListID(UUID(uuidString: "0B000000-0000-4000-8000-00000000000B")!)
  static let balloons = UUID(uuidString: "DDDDDDDD-0000-4000-8000-000000000004")!

  @Test func aFolderHasTheMainListUntilListsAreCreated() throws {
    var laptop = Replica(Fixture.laptop)
    #expect(FolderLists(laptop.list).names == [.main: "Shopping list"])
    try laptop.apply(.createList(Self.party, name: " Party\u{202E} "), at: Fixture.noon)
    try laptop.apply(.renameList(.main, name: "Groceries"), at: Fixture.noon + 1)
    #expect(FolderLists(laptop.list).names == [.main: "Groceries", Self.party: "Party"])
  }

  @Test func anItemAddedToAListShowsThereAndMovesToAnother() throws {
    var laptop = Replica(Fixture.laptop)
    try laptop.apply(.createList(Self.party, name: "Party"), at: Fixture.noon)
    try laptop.apply(
      .add(id: Self.balloons, name: "balloons", list: Self.party, at: .end), at: Fixture.noon + 1)
    try laptop.apply(.add(id: Fixture.milk, name: "milk", at: .end), at: Fixture.noon + 2)
    let items = laptop.list.visibleItems
    #expect(items.map(\.list) == [Self.party, .main])
    let lists = FolderLists(laptop.list)
    #expect(
      lists.summaries(of: items) == [
        ListSummary(id: .main, name: "Shopping list", itemCount: 1, uncheckedCount: 1),
        ListSummary(id: Self.party, name: "Party", itemCount: 1, uncheckedCount: 1),
      ])
    try laptop.apply(
      .moveToList(PlacedItem(offset: 0, item: items[0]), to: .main), at: Fixture.noon + 3)
    #expect(laptop.list.visibleItems.map(\.list) == [.main, .main])
  }

  @Test func anItemAddedToAListRemovedMeanwhileShowsOnTheMainList() throws {
    var laptop = Replica(Fixture.laptop)
    var phone = Replica(Fixture.phone)
    try laptop.apply(.createList(Self.party, name: "Party"), at: Fixture.noon)
    try laptop.apply(
      .add(id: Fixture.eggs, name: "eggs", list: Self.party, at: .end), at: Fixture.noon + 1)
    phone.receive(laptop)
    // The laptop removes the list while the phone, not having heard, adds to it.
    try laptop.apply(.removeList(Self.party), at: Fixture.noon + 2)
    try phone.apply(
      .add(id: Self.balloons, name: "balloons", list: Self.party, at: .end), at: Fixture.noon + 3)
    laptop.receive(phone)
    phone.receive(laptop)
    for replica in [laptop, phone] {
      let lists = FolderLists(replica.list)
      #expect(lists.names == [.main: "Shopping list"])
      #expect(replica.lines == ["balloons"])
      #expect(replica.list.visibleItems.map(lists.shownList) == [.main])
    }
  }

  @Test func aListRenamedWhileRemovedElsewhereStays() throws {
    var laptop = Replica(Fixture.laptop)
    var phone = Replica(Fixture.phone)
    try laptop.apply(.createList(Self.hardware, name: "Hardware"), at: Fixture.noon)
    phone.receive(laptop)
    try laptop.apply(.removeList(Self.hardware), at: Fixture.noon + 1)
    try phone.apply(.renameList(Self.hardware, name: "DIY"), at: Fixture.noon + 2)
    laptop.receive(phone)
    #expect(FolderLists(laptop.list).names == [.main: "Shopping list", Self.hardware: "DIY"])
  }

  @Test func theMainListCannotBeRemovedNorAForgedRemovalHideIt() throws {
    var laptop = Replica(Fixture.laptop)
    try laptop.apply(.renameList(.main, name: "Groceries"), at: Fixture.noon)
    #expect(throws: ListChangeError.missingList(.main)) {
      try laptop.apply(.removeList(.main), at: Fixture.noon + 1)
    }
    #expect(throws: ListChangeError.missingList(Self.party)) {
      try laptop.apply(.renameList(Self.party, name: "Party"), at: Fixture.noon + 1)
    }
    var forged = laptop.list.log(of: Fixture.laptop)
    forged.records[ListID.main.uuid]?.tombstone = Tombstone(
      removed: HybridTimestamp(wall: Fixture.noon + 5, counter: 0, device: Fixture.laptop),
      seen: [
        Fixture.laptop: HybridTimestamp(wall: Fixture.noon + 5, counter: 0, device: Fixture.laptop)
      ])
    let list = ReplicatedList(logs: [forged])
    #expect(FolderLists(list).names == [.main: "Groceries"])
  }

  @Test func anItemNamingAListTheFolderDoesNotHaveShowsOnTheMainList() {
    let lists = FolderLists(names: [Self.party: "Party"])
    let item = ShoppingItem(id: Self.balloons, name: "balloons", list: Self.hardware)
    #expect(lists.shownList(of: item) == .main)
    #expect(lists.shown(item).list == .main)
    #expect(lists.list(named: "PARTY") == Self.party)
    #expect(lists.list(named: "Shopping List") == .main)
    #expect(lists.list(named: "Hardware") == nil)
  }

  /// Another device's file is untrusted: a list's name is cleaned as an item's is, an item
  /// naming no list this version reads is on the main list, and a forged removal of the main
  /// list is ignored.
  @Test func listFieldsReadFromAFileAreCleanedAndNeverHideAnItem() throws {
    let text = """
      {"format": "shopping-list-device", "version": 1, \
      "device": "22222222-0000-4000-8000-000000000002", "name": "phone"}
      {"id": "0A000000-0000-4000-8000-00000000000A", "edited": [5, 0], \
      "listName": ["\\u001B[2JParty\\u202E"]}
      {"id": "AAAAAAAA-0000-4000-8000-000000000001", "edited": [5, 0], "name": ["milk"], \
      "list": ["not a list"]}
      {"id": "BBBBBBBB-0000-4000-8000-000000000002", "edited": [5, 0], "name": ["eggs"], \
      "list": ["0A000000-0000-4000-8000-00000000000A"]}
      {"id": "00000000-0000-0000-0000-000000000000", "removed": [6, 0], \
      "seen": {"22222222-0000-4000-8000-000000000002": [9, 0]}}
      {"end": 4}

      """
    let (_, log) = try DeviceFileDecoder.decode(Array(text.utf8))
    let list = ReplicatedList(logs: [log])
    let lists = FolderLists(list)
    #expect(lists.names == [.main: "Shopping list", Self.party: "[2JParty"])
    #expect(list.visibleItems.map(\.name) == ["milk", "eggs"])
    #expect(list.visibleItems.map(lists.shownList) == [.main, Self.party])
  }
}
