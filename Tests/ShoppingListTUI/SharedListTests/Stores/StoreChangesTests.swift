import Foundation
import TestSupport
import Testing

@testable import SharedList
@testable import ShoppingListModel
@testable import ShoppingListStorage

/// Stores created, renamed and removed on two devices through their stores folders, and the
/// aisle orders set by hand: each device writes only its own file and reads both.
@Suite struct StoreChangesTests {
  typealias F = StoresFixture

  @Test func aStoreCreatedOnOneDeviceIsRenamedAndRemovedOnTheOther() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let (laptop, phone) = (F.laptop(directory), F.phone(directory))
    try laptop.create(F.lidl, "Lidl", now: F.ms(1))
    try laptop.create(F.rewe, "  Rewe\u{1B}[2J ", now: F.ms(2))
    #expect(try phone.names(now: F.ms(3)) == ["Lidl", "Rewe[2J"])
    try phone.make(.rename("Rewe City"), to: F.rewe, at: F.ms(4))
    try phone.make(.remove, at: F.ms(5))
    #expect(try laptop.names(now: F.ms(6)) == ["Rewe City"])
    #expect(try laptop.directory(now: F.ms(6)).store(named: "rewe CITY")?.id == F.rewe)
    #expect(
      try directory.fileNames(in: "list/stores").filter { $0.hasSuffix(".jsonl") } == [
        "device-11111111-0000-4000-8000-000000000001.jsonl",
        "device-22222222-0000-4000-8000-000000000002.jsonl",
      ])
    // The list's own readers see none of it.
    let list = SharedFolder(
      path: directory.appending("list"), device: DeviceIdentity(id: Fixture.laptop, name: "laptop")
    )
    #expect(try list.read(now: F.ms(6)).list.visibleItems == [])
  }

  @Test func aNameAnotherStoreHasIsRefusedAsNamesAreCompared() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let laptop = F.laptop(directory)
    try laptop.create(F.lidl, "Lidl", now: F.ms(1))
    try laptop.create(F.rewe, "Rewe", now: F.ms(2))
    #expect(throws: StoreChangeError.storeExists("LÍDL")) {
      try laptop.create(StoreID(UUID()), " LÍDL ", now: F.ms(3))
    }
    #expect(throws: StoreChangeError.storeExists("lidl")) {
      try laptop.make(.rename("lidl"), to: F.rewe, at: F.ms(4))
    }
    #expect(throws: StoreChangeError.emptyName) {
      try laptop.create(StoreID(UUID()), " \u{07} ", now: F.ms(5))
    }
    // A store takes another spelling of its own name.
    try laptop.make(.rename("LIDL"), at: F.ms(6))
    #expect(try laptop.names(now: F.ms(7)) == ["LIDL", "Rewe"])
  }

  /// Lidl created by the laptop, then changed on both devices, each on the stores as it read
  /// them before either change: the phone's change at `phoneTime` seconds, the laptop's at
  /// `laptopTime`.
  func changeAtOnce(
    _ directory: TemporaryDirectory, phone phoneChange: StoreChange, at phoneTime: Int64,
    laptop laptopChange: StoreChange, at laptopTime: Int64
  ) throws {
    let (laptop, phone) = (F.laptop(directory), F.phone(directory))
    try laptop.create(F.lidl, "Lidl", now: F.ms(1))
    let (laptopSaw, phoneSaw) = (
      try laptop.read(now: F.ms(2)).list, try phone.read(now: F.ms(2)).list
    )
    try phone.make(phoneChange, at: F.ms(phoneTime), on: phoneSaw)
    try laptop.make(laptopChange, at: F.ms(laptopTime), on: laptopSaw)
  }

  @Test func renamesMadeAtOnceOnTwoDevicesEndWithTheLatestOnBoth() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try changeAtOnce(
      directory, phone: .rename("Lidl Mitte"), at: 20, laptop: .rename("Lidl am Markt"), at: 10)
    #expect(try F.laptop(directory).names(now: F.ms(30)) == ["Lidl Mitte"])
    #expect(try F.phone(directory).names(now: F.ms(30)) == ["Lidl Mitte"])
  }

  @Test func aStoreRemovedWhileAnotherDeviceRenamesItStays() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try changeAtOnce(directory, phone: .rename("Lidl Mitte"), at: 5, laptop: .remove, at: 10)
    let (laptop, phone) = (F.laptop(directory), F.phone(directory))
    #expect(try laptop.names(now: F.ms(30)) == ["Lidl Mitte"])
    #expect(try phone.names(now: F.ms(30)) == ["Lidl Mitte"])
    // Removed once the renamed store is seen, it is gone on both.
    try laptop.make(.remove, at: F.ms(31))
    #expect(try phone.names(now: F.ms(32)) == [])
    #expect(throws: StoreChangeError.noSuchStore(F.lidl.description)) {
      try phone.make(.remove, at: F.ms(33))
    }
  }

  @Test func aStoreRemovedWhileAnotherDeviceOrdersItsAislesStays() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try changeAtOnce(directory, phone: .aisles(["Bakery"]), at: 5, laptop: .remove, at: 10)
    let lidl = try F.laptop(directory).directory(now: F.ms(30)).store(F.lidl)
    #expect(lidl?.name == "Lidl")
    #expect(lidl?.handSetAisles == AisleOrder(categories: ["Bakery"]))
  }

  @Test func anAisleOrderSetByHandIsReadEverywhereAndTheLatestOfTwoWins() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try changeAtOnce(
      directory, phone: .aisles(["Frozen", "Drinks"]), at: 20, laptop: .aisles(["Pantry"]), at: 10)
    let (laptop, phone) = (F.laptop(directory), F.phone(directory))
    for stores in [laptop, phone] {
      #expect(
        try stores.directory(now: F.ms(30)).store(F.lidl)?.handSetAisles
          == AisleOrder(categories: ["Frozen", "Drinks"]))
    }
    try laptop.make(.aisles(["Bakery", "Produce"]), at: F.ms(31))
    #expect(
      try phone.directory(now: F.ms(32)).store(F.lidl)?.handSetAisles
        == AisleOrder(categories: ["Bakery", "Produce"]))
    // Cleared, the learned order (none yet) is used again.
    try phone.make(.aisles(nil), at: F.ms(40))
    let lidl = try #require(try laptop.directory(now: F.ms(41)).store(F.lidl))
    #expect(lidl.handSetAisles == nil)
    #expect(lidl.aisles == AisleOrder(categories: []))
  }

  @Test func theAislesOfARemovedStoreCannotBeSet() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let laptop = F.laptop(directory)
    var list = ReplicatedList()
    var clock = HybridClock(device: Fixture.laptop)
    #expect(throws: ListChangeError.missingItem(F.lidl.uuid)) {
      try list.setAisles(
        AisleOrder(categories: ["Bakery"]), of: F.lidl, clock: &clock, now: F.ms(1))
    }
    #expect(try laptop.names(now: F.ms(2)) == [])
  }
}
