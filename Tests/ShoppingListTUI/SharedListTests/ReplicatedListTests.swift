import Foundation
import Testing

@testable import SharedList
@testable import ShoppingListModel
@testable import ShoppingListStorage

@Suite struct ReplicatedListTests {
  let noon = Fixture.noon

  /// A laptop and a phone that both have milk and eggs.
  func twoDevicesWithMilkAndEggs() throws -> (Replica, Replica) {
    var laptop = Replica(Fixture.laptop)
    try laptop.apply(.add(id: Fixture.milk, name: "milk", at: .end), at: noon)
    try laptop.apply(.add(id: Fixture.eggs, name: "eggs", at: .end), at: noon + 1)
    var phone = Replica(Fixture.phone)
    phone.receive(laptop)
    return (laptop, phone)
  }

  @Test func addsAppearInOrder() throws {
    let (laptop, phone) = try twoDevicesWithMilkAndEggs()
    #expect(laptop.lines == ["milk", "eggs"])
    #expect(phone.lines == ["milk", "eggs"])
  }

  @Test func concurrentEditsOfDifferentFieldsBothSurvive() throws {
    var (laptop, phone) = try twoDevicesWithMilkAndEggs()
    try laptop.apply(.setChecked(Fixture.milk, true), at: noon + 10)
    try phone.apply(.rename(Fixture.milk, "oat milk"), at: noon + 20)
    laptop.receive(phone)
    phone.receive(laptop)
    #expect(laptop.lines == ["oat milk ✓", "eggs"])
    #expect(phone.lines == ["oat milk ✓", "eggs"])
  }

  @Test func concurrentEditsOfOneFieldKeepTheLaterOne() throws {
    var (laptop, phone) = try twoDevicesWithMilkAndEggs()
    try phone.apply(.rename(Fixture.milk, "oat milk"), at: noon + 20)
    try laptop.apply(.rename(Fixture.milk, "soy milk"), at: noon + 10)
    laptop.receive(phone)
    phone.receive(laptop)
    #expect(laptop.lines == ["oat milk", "eggs"])
    #expect(phone.lines == ["oat milk", "eggs"])
  }

  @Test func aDeviceWithItsClockBehindStillOverwritesWhatItSaw() throws {
    var (laptop, phone) = try twoDevicesWithMilkAndEggs()
    try laptop.apply(.rename(Fixture.milk, "oat milk"), at: noon + Fixture.day)
    phone.receive(laptop)
    try phone.apply(.rename(Fixture.milk, "soy milk"), at: noon + 5)
    laptop.receive(phone)
    #expect(laptop.lines == ["soy milk", "eggs"])
    #expect(phone.lines == ["soy milk", "eggs"])
  }

  @Test func anEditConcurrentWithARemovalKeepsTheItem() throws {
    var (laptop, phone) = try twoDevicesWithMilkAndEggs()
    try laptop.apply(.remove([Fixture.milk]), at: noon + 30)
    try phone.apply(.setChecked(Fixture.milk, true), at: noon + 10)
    laptop.receive(phone)
    phone.receive(laptop)
    #expect(laptop.lines == ["milk ✓", "eggs"])
    #expect(phone.lines == ["milk ✓", "eggs"])
  }

  @Test func aRemovalAfterSeeingTheEditRemovesTheItem() throws {
    var (laptop, phone) = try twoDevicesWithMilkAndEggs()
    try phone.apply(.setChecked(Fixture.milk, true), at: noon + 10)
    laptop.receive(phone)
    try laptop.apply(.remove([Fixture.milk]), at: noon + 5)
    phone.receive(laptop)
    #expect(laptop.lines == ["eggs"])
    #expect(phone.lines == ["eggs"])
  }

  @Test func concurrentRemovalsOfOneItemRemoveIt() throws {
    var (laptop, phone) = try twoDevicesWithMilkAndEggs()
    try laptop.apply(.remove([Fixture.milk]), at: noon + 10)
    try phone.apply(.remove([Fixture.milk]), at: noon + 20)
    laptop.receive(phone)
    phone.receive(laptop)
    #expect(laptop.lines == ["eggs"])
    #expect(phone.lines == ["eggs"])
  }

  @Test func undoingARemovalIsANewChangeThatBringsTheItemBack() throws {
    var (laptop, phone) = try twoDevicesWithMilkAndEggs()
    try laptop.apply(.setChecked(Fixture.milk, true), at: noon + 5)
    try laptop.apply(.remove([Fixture.milk]), at: noon + 10)
    #expect(laptop.lines == ["eggs"])
    try laptop.apply(.restore([Fixture.removed(Fixture.milk)]), at: noon + 20)
    phone.receive(laptop)
    #expect(laptop.lines == ["milk ✓", "eggs"])
    #expect(phone.lines == ["milk ✓", "eggs"])
  }

  @Test func anotherDeviceCanRestoreARemovedItem() throws {
    var (laptop, phone) = try twoDevicesWithMilkAndEggs()
    try laptop.apply(.remove([Fixture.milk]), at: noon + 10)
    phone.receive(laptop)
    try phone.apply(.restore([Fixture.removed(Fixture.milk)]), at: noon + 20)
    laptop.receive(phone)
    #expect(laptop.lines == ["milk", "eggs"])
  }

  @Test func concurrentMovesNeverDuplicateOrLoseAnItem() throws {
    var (laptop, phone) = try twoDevicesWithMilkAndEggs()
    try laptop.apply(.add(id: Fixture.bread, name: "bread", at: .end), at: noon + 2)
    phone.receive(laptop)
    try laptop.apply(.move(Fixture.bread, to: .start), at: noon + 10)
    try phone.apply(.move(Fixture.bread, to: .after(Fixture.milk)), at: noon + 20)
    try phone.apply(.move(Fixture.milk, to: .end), at: noon + 21)
    laptop.receive(phone)
    phone.receive(laptop)
    #expect(laptop.lines == ["bread", "eggs", "milk"])
    #expect(phone.lines == ["bread", "eggs", "milk"])
  }

  @Test func twoItemsPutInOneSpotAtOnceAreOrderedByID() throws {
    var (laptop, phone) = try twoDevicesWithMilkAndEggs()
    try laptop.apply(.add(id: Fixture.bread, name: "bread", at: .after(Fixture.milk)), at: noon + 9)
    let butter = UUID(uuidString: "00000000-0000-4000-8000-000000000009")!
    try phone.apply(.add(id: butter, name: "butter", at: .after(Fixture.milk)), at: noon + 9)
    laptop.receive(phone)
    phone.receive(laptop)
    #expect(laptop.lines == ["milk", "butter", "bread", "eggs"])
    #expect(phone.lines == ["milk", "butter", "bread", "eggs"])
  }

  @Test func aSortIsOneChangeOfPositions() throws {
    var (laptop, phone) = try twoDevicesWithMilkAndEggs()
    try laptop.apply(.add(id: Fixture.bread, name: "bread", at: .end), at: noon + 2)
    phone.receive(laptop)
    let before = phone.list
    try laptop.apply(.reorder([Fixture.bread, Fixture.eggs, Fixture.milk]), at: noon + 10)
    phone.receive(laptop)
    #expect(phone.lines == ["bread", "eggs", "milk"])
    #expect(phone.list.changeCounts(since: before).changes == [Fixture.laptop: 3])
  }

  @Test func aMergeSaysWhatItBroughtIn() throws {
    var (laptop, phone) = try twoDevicesWithMilkAndEggs()
    let before = phone.list
    try laptop.apply(.setChecked(Fixture.milk, true), at: noon + 10)
    try laptop.apply(.remove([Fixture.eggs]), at: noon + 11)
    phone.receive(laptop)
    let summary = phone.list.changeCounts(since: before)
    #expect(summary.changes == [Fixture.laptop: 2])
    #expect(summary.description(names: [Fixture.laptop: "laptop"]) == "2 changes from laptop")
    #expect(phone.list.changeCounts(since: phone.list).isEmpty)
  }

  @Test func changesToMissingItemsAreRefused() throws {
    var (laptop, _) = try twoDevicesWithMilkAndEggs()
    #expect(throws: ListChangeError.missingItem(Fixture.bread)) {
      try laptop.apply(.rename(Fixture.bread, "rye"), at: noon)
    }
    #expect(throws: ListChangeError.emptyName) {
      try laptop.apply(.rename(Fixture.milk, " \t"), at: noon)
    }
    #expect(laptop.lines == ["milk", "eggs"])
  }

  @Test func staleCopiesAndDuplicatesChangeNothing() throws {
    var (laptop, phone) = try twoDevicesWithMilkAndEggs()
    let stale = laptop
    try laptop.apply(.rename(Fixture.milk, "oat milk"), at: noon + 10)
    phone.receive(laptop)
    phone.receive(stale)
    phone.receive(laptop)
    #expect(phone.lines == ["oat milk", "eggs"])
    #expect(phone.list == laptop.list)
  }
}
