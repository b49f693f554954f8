import Foundation
import TestSupport
import Testing

@testable import SharedList
@testable import ShoppingListStorage

/// A record's registers keep their own stamps whatever becomes of its `edited` stamp, records of
/// the same fields are equal however they were made, and the newest stamp counts every field.
@Suite struct ItemRecordTests {
  static let id = UUID(uuidString: "00000000-0000-4000-8000-000000000001")!
  static let added = HybridTimestamp(wall: Fixture.noon, counter: 0, device: Fixture.laptop)
  static let checkedLater = HybridTimestamp(
    wall: Fixture.noon + 60_000, counter: 0, device: Fixture.laptop
  )
  static let key = PositionKey("a0")!

  /// An item as `add` writes it: every register and `edited` with one stamp.
  static func addedRecord() -> ItemRecord {
    var record = ItemRecord(id: id)
    record.name = Register(value: "milk", stamp: added)
    record.checked = Register(value: false, stamp: added)
    record.position = Register(value: key, stamp: added)
    record.edited = added
    return record
  }

  @Test func registersKeepTheirStampsWhenEditedMovesOn() {
    var record = Self.addedRecord()
    record.checked = Register(value: true, stamp: Self.checkedLater)
    record.edited = Self.checkedLater

    #expect(record.name == Register(value: "milk", stamp: Self.added))
    #expect(record.checked == Register(value: true, stamp: Self.checkedLater))
    #expect(record.position == Register(value: Self.key, stamp: Self.added))
    #expect(record.edited == Self.checkedLater)
  }

  @Test func registersKeepTheirStampsWhenEditedGoes() {
    var record = Self.addedRecord()
    record.edited = nil

    #expect(record.name == Register(value: "milk", stamp: Self.added))
    #expect(record.checked == Register(value: false, stamp: Self.added))
    #expect(record.position == Register(value: Self.key, stamp: Self.added))
    #expect(record.edited == nil)
  }

  @Test func aRegisterStampedBeforeEditedIsSetTakesItsOwnStamp() {
    var record = ItemRecord(id: Self.id)
    record.name = Register(value: "milk", stamp: Self.checkedLater)
    record.edited = Self.added
    record.edited = Self.checkedLater
    record.edited = Self.added

    #expect(record.name == Register(value: "milk", stamp: Self.checkedLater))
    #expect(record.edited == Self.added)
  }

  @Test func theSameFieldsSetInAnyOrderMakeEqualRecords() {
    var editedLast = ItemRecord(id: Self.id)
    editedLast.name = Register(value: "milk", stamp: Self.added)
    editedLast.checked = Register(value: true, stamp: Self.checkedLater)
    editedLast.edited = Self.checkedLater

    var editedFirst = ItemRecord(id: Self.id)
    editedFirst.edited = Self.checkedLater
    editedFirst.checked = Register(value: true, stamp: Self.checkedLater)
    editedFirst.name = Register(value: "milk", stamp: Self.added)

    let madeInOneGo = ItemRecord(
      id: Self.id, edited: Self.checkedLater, name: Register(value: "milk", stamp: Self.added),
      checked: Register(value: true, stamp: Self.checkedLater), position: nil,
      unknownFields: [:], tombstone: nil
    )
    #expect(editedLast == editedFirst)
    #expect(editedFirst == madeInOneGo)
    #expect(madeInOneGo.position == nil)
  }

  @Test func aCopyChangedApartLeavesTheOriginalAsItWas() {
    var original = Self.addedRecord()
    original.checked = Register(value: true, stamp: Self.checkedLater)
    original.tombstone = Tombstone(removed: Self.checkedLater, seen: [:])
    original.unknownFields = ["price": Register(value: RawJSON(text: "2"), stamp: Self.added)]

    var copy = original
    copy.checked = Register(value: false, stamp: Self.added)
    copy.tombstone = nil
    copy.unknownFields = [:]
    copy.name = Register(value: "oat milk", stamp: Self.checkedLater)

    #expect(original.checked == Register(value: true, stamp: Self.checkedLater))
    #expect(original.tombstone == Tombstone(removed: Self.checkedLater, seen: [:]))
    #expect(
      original.unknownFields == [
        "price": Register(value: RawJSON(text: "2"), stamp: Self.added)
      ])
    #expect(original.name == Register(value: "milk", stamp: Self.added))
    #expect(copy.checked == Register(value: false, stamp: Self.added))
    #expect(copy.name == Register(value: "oat milk", stamp: Self.checkedLater))
    #expect(copy.tombstone == nil)
    #expect(copy.unknownFields == [:])
  }

  @Test func clearingARegisterLeavesTheOthers() {
    var record = Self.addedRecord()
    record.checked = Register(value: true, stamp: Self.checkedLater)
    record.checked = nil
    record.position = nil

    #expect(record.checked == nil)
    #expect(record.position == nil)
    #expect(record.name == Register(value: "milk", stamp: Self.added))
    #expect(
      record
        == {
          var expected = ItemRecord(id: Self.id)
          expected.edited = Self.added
          expected.name = Register(value: "milk", stamp: Self.added)
          return expected
        }())
  }

  /// The stamps a removal says it saw count too: a clock observes them, so that a removal
  /// claiming to have seen changes ahead of a device's clock never covers its next change.
  @Test func theNewestStampIsTheNewestOfEveryRegisterTheRemovalAndWhatItSaw() {
    func stamp(_ minutes: Int64) -> HybridTimestamp {
      HybridTimestamp(wall: Fixture.noon + minutes * 60_000, counter: 0, device: Fixture.laptop)
    }
    #expect(ItemRecord(id: Self.id).newestStamp == nil)
    var record = Self.addedRecord()
    #expect(record.newestStamp == Self.added)

    record.checked = Register(value: true, stamp: stamp(5))
    #expect(record.newestStamp == stamp(5))
    record.unknownFields = ["price": Register(value: RawJSON(text: "2"), stamp: stamp(7))]
    #expect(record.newestStamp == stamp(7))
    record.tombstone = Tombstone(removed: stamp(9), seen: [Fixture.laptop: stamp(8)])
    #expect(record.newestStamp == stamp(9))
    record.position = Register(value: Self.key, stamp: stamp(10))
    #expect(record.newestStamp == stamp(10))
    record.tombstone = Tombstone(removed: stamp(9), seen: [Fixture.phone: stamp(11)])
    #expect(record.newestStamp == stamp(11))
    record.edited = stamp(12)
    #expect(record.newestStamp == stamp(12))
  }
}
