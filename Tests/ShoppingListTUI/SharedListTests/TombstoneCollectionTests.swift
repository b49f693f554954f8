import Foundation
import Testing

@testable import SharedList
@testable import ShoppingListStorage

@Suite struct TombstoneCollectionTests {
  let noon = Fixture.noon

  /// Milk added by the laptop, checked by the phone, removed by the laptop at noon.
  func removedMilk() throws -> (laptop: Replica, phone: Replica) {
    var laptop = Replica(Fixture.laptop)
    try laptop.apply(.add(id: Fixture.milk, name: "milk", at: .end), at: noon - 20)
    try laptop.apply(.add(id: Fixture.eggs, name: "eggs", at: .end), at: noon - 19)
    var phone = Replica(Fixture.phone)
    phone.receive(laptop)
    try phone.apply(.setChecked(Fixture.milk, true), at: noon - 10)
    laptop.receive(phone)
    try laptop.apply(.remove([Fixture.milk]), at: noon)
    phone.receive(laptop)
    return (laptop, phone)
  }

  @Test func nothingIsCollectedBefore30Days() throws {
    let (laptop, _) = try removedMilk()
    let collected = laptop.list.collectingGarbage(of: Fixture.laptop, now: noon + 29 * Fixture.day)
    #expect(collected == laptop.list)
  }

  @Test func after30DaysTheRemoversRegistersGoButItsTombstoneStaysWhileOthersHoldRegisters()
    throws
  {
    let (laptop, _) = try removedMilk()
    let collected = laptop.list.collectingGarbage(of: Fixture.laptop, now: noon + 31 * Fixture.day)
    let record = collected.log(of: Fixture.laptop).records[Fixture.milk]
    #expect(record?.hasRegisters == false)
    #expect(record?.tombstone?.removed.wall == noon)
    #expect(collected.log(of: Fixture.phone).records[Fixture.milk]?.checked?.value == true)
    #expect(collected.visibleItems.map(\.name) == ["eggs"])
  }

  @Test func theTombstoneGoesOnceNoDeviceHoldsRegisters() throws {
    let (laptop, phone) = try removedMilk()
    let now = noon + 31 * Fixture.day
    let phoneLog = phone.list.collectingGarbage(of: Fixture.phone, now: now).log(of: Fixture.phone)
    #expect(phoneLog.records[Fixture.milk] == nil)
    let laptopLog = laptop.list.collectingGarbage(of: Fixture.laptop, now: now)
      .log(of: Fixture.laptop)
    let both = ReplicatedList(logs: [laptopLog, phoneLog])
    let final = both.collectingGarbage(of: Fixture.laptop, now: now)
    #expect(final.log(of: Fixture.laptop).records[Fixture.milk] == nil)
    #expect(final.visibleItems.map(\.name) == ["eggs"])
  }

  @Test func visibleItemsAreNeverCollected() throws {
    let (laptop, _) = try removedMilk()
    let collected = laptop.list.collectingGarbage(of: Fixture.laptop, now: noon + 400 * Fixture.day)
    #expect(collected.log(of: Fixture.laptop).records[Fixture.eggs]?.name?.value == "eggs")
  }
}
