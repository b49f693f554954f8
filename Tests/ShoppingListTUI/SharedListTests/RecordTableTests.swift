import Foundation
import PropertyBased
import SharedList
import Testing
import TestSupport

@testable import ShoppingListStorage

/// The table of a device's records answers as a dictionary from id to record would, through
/// growth, in-place changes and removals in the middle of a run of collided slots.
@Suite struct RecordTableTests {
  static func id(_ number: Int) -> UUID {
    UUID(uuidString: String(format: "00000000-0000-4000-8000-%012X", number))!
  }

  static func record(_ number: Int, _ name: String) -> ItemRecord {
    var record = ItemRecord(id: id(number))
    record.name = Register(
      value: name, stamp: HybridTimestamp(wall: Fixture.noon, counter: 0, device: Fixture.laptop)
    )
    return record
  }

  @Test func findsWhatWasPutInAndNothingElse() {
    var table: RecordTable = [:]
    #expect(table.isEmpty)
    #expect(table[Self.id(1)] == nil)

    table[Self.id(1)] = Self.record(1, "milk")
    table[Self.id(2)] = Self.record(2, "eggs")

    #expect(table.count == 2)
    #expect(table[Self.id(1)]?.name?.value == "milk")
    #expect(table[Self.id(2)]?.name?.value == "eggs")
    #expect(table[Self.id(3)] == nil)
    #expect(Set(table.keys) == [Self.id(1), Self.id(2)])
  }

  @Test func settingARecordAgainReplacesItAndSaysWhatItWas() {
    var table: RecordTable = [Self.id(1): Self.record(1, "milk")]

    let replaced = table.updateValue(Self.record(1, "oat milk"), forKey: Self.id(1))

    #expect(replaced?.name?.value == "milk")
    #expect(table.count == 1)
    #expect(table[Self.id(1)]?.name?.value == "oat milk")
  }

  @Test func aDefaultRecordIsPutInAndChangedInPlace() {
    var table: RecordTable = [:]
    let stamp = HybridTimestamp(wall: Fixture.noon, counter: 1, device: Fixture.laptop)

    table[Self.id(7), default: ItemRecord(id: Self.id(7))].checked = Register(
      value: true, stamp: stamp
    )
    table[Self.id(7), default: ItemRecord(id: Self.id(7))].edited = stamp

    #expect(table.count == 1)
    #expect(table[Self.id(7)]?.checked == Register(value: true, stamp: stamp))
    #expect(table[Self.id(7)]?.edited == stamp)
  }

  @Test func aCopyChangedOnItsOwnLeavesTheOriginalAlone() {
    let original: RecordTable = [Self.id(1): Self.record(1, "milk")]
    var copy = original

    copy[Self.id(1)] = Self.record(1, "oat milk")
    copy[Self.id(2)] = Self.record(2, "eggs")

    #expect(original.count == 1)
    #expect(original[Self.id(1)]?.name?.value == "milk")
    #expect(copy != original)
  }

  @Test func tablesOfTheSameRecordsAreEqualWhateverTheOrderTheyWerePutIn() {
    var forwards: RecordTable = [:]
    var backwards: RecordTable = [:]
    for number in 0..<300 { forwards[Self.id(number)] = Self.record(number, "item \(number)") }
    for number in (0..<300).reversed() {
      backwards[Self.id(number)] = Self.record(number, "item \(number)")
    }
    var reserved: RecordTable = [:]
    reserved.reserveCapacity(10_000)
    for number in 0..<300 { reserved[Self.id(number)] = Self.record(number, "item \(number)") }

    #expect(forwards == backwards)
    #expect(forwards == reserved)
    backwards[Self.id(150)] = Self.record(150, "changed")
    #expect(forwards != backwards)
  }

  /// Random puts, changes and removals on a small table (many collisions, several growths)
  /// leave it holding exactly what a dictionary holds.
  @Test func answersAsADictionaryWould() async {
    await propertyCheck(count: 200, input: Gen.uint64()) { seed in
      var random = SplitMix64(seed: seed)
      var table: RecordTable = [:]
      var model: [UUID: String] = [:]
      let idCount = Int.random(in: 1...120, using: &random)
      for step in 0..<Int.random(in: 0...400, using: &random) {
        let number = Int.random(in: 0..<idCount, using: &random)
        let id = Self.id(number)
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
          table[id] = nil
          model[id] = nil
        case 1:
          // NB: a new record is put in, then changed like one that was there.
          table[id, default: Self.record(number, "new")].name?.value = "changed \(step)"
          model[id] = "changed \(step)"
        default:
          table.updateValue(Self.record(number, "set \(step)"), forKey: id)
          model[id] = "set \(step)"
        }
      }
      #expect(table.count == model.count)
      for number in 0..<idCount {
        #expect(table[Self.id(number)]?.name?.value == model[Self.id(number)])
      }
      var seen: [UUID: String] = [:]
      for (id, record) in table {
        #expect(record.id == id)
        seen[id] = record.name?.value
      }
      #expect(seen == model)
    }
  }
}
