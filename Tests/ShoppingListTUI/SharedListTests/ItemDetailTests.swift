import Foundation
import Testing

@testable import SharedList
@testable import ShoppingListModel
@testable import ShoppingListStorage

/// The fields besides name and checked state: written as text registers, merged field by
/// field, cleaned when read, and kept as written when a later version gives them another shape.
@Suite struct ItemDetailTests {
  let header = DeviceFileHeader(device: Fixture.laptop, name: "laptop")

  func stamp(_ wall: Int64, _ device: DeviceID = Fixture.laptop) -> HybridTimestamp {
    HybridTimestamp(wall: wall, counter: 0, device: device)
  }

  @Test func anItemWithFieldsIsOneLineOfTextRegisters() throws {
    var list = ReplicatedList()
    var clock = HybridClock(device: Fixture.laptop)
    let milk = ShoppingItem(
      id: Fixture.milk, name: "oat milk", quantity: ItemQuantity(amount: 1.5, unit: "l"),
      note: "lactose free", category: "Dairy & Eggs"
    )
    try list.apply(.insert([milk], at: .end), clock: &clock, now: 1_764_000_000_000)
    let text = String(
      decoding: DeviceFileEncoder.encode(list.log(of: Fixture.laptop), header: header),
      as: UTF8.self
    )
    let lines = text.split(separator: "\n")
    #expect(
      lines[1]
        == #"{"id": "AAAAAAAA-0000-4000-8000-000000000001", "edited": [1764000000000, 0], "#
        + #""name": ["oat milk"], "checked": [false], "position": ["a0"], "#
        + #""quantity": ["1.5 l"], "note": ["lactose free"], "category": ["Dairy & Eggs"]}"#
    )
    let (_, log) = try DeviceFileDecoder.decode(Array(text.utf8))
    #expect(log == list.log(of: Fixture.laptop))
    #expect(list.visibleItems == [milk])
  }

  @Test func eachFieldIsItsOwnRegisterAndAnEmptyValueClearsIt() throws {
    var list = ReplicatedList()
    var laptop = HybridClock(device: Fixture.laptop)
    var phone = HybridClock(device: Fixture.phone)
    try list.apply(.add(id: Fixture.milk, name: "milk", at: .end), clock: &laptop, now: 1_000)
    var other = list
    try list.apply(
      .setQuantity(Fixture.milk, ItemQuantity(amount: 2)), clock: &laptop, now: 2_000
    )
    try list.apply(.setNote(Fixture.milk, "the blue one"), clock: &laptop, now: 2_001)
    try other.apply(.setCategory(Fixture.milk, "Dairy & Eggs"), clock: &phone, now: 2_500)
    try other.apply(
      .setQuantity(Fixture.milk, ItemQuantity(amount: 1, unit: "l")), clock: &phone, now: 2_600
    )
    let merged = list.merging(other)
    #expect(merged == other.merging(list))
    #expect(
      merged.visibleItems == [
        ShoppingItem(
          id: Fixture.milk, name: "milk", quantity: ItemQuantity(amount: 1, unit: "l"),
          note: "the blue one", category: "Dairy & Eggs"
        )
      ]
    )
    var cleared = merged
    try cleared.apply(.setNote(Fixture.milk, ""), clock: &laptop, now: 3_000)
    try cleared.apply(.setQuantity(Fixture.milk, nil), clock: &laptop, now: 3_001)
    #expect(
      cleared.visibleItems == [
        ShoppingItem(id: Fixture.milk, name: "milk", category: "Dairy & Eggs")
      ]
    )
  }

  /// An item new to the list keeps who added it, with the add's stamp; bringing an item back
  /// or adding it again leaves that as it was.
  @Test func anItemNewToTheListKeepsWhoAddedIt() throws {
    var list = ReplicatedList()
    var laptop = HybridClock(device: Fixture.laptop)
    var phone = HybridClock(device: Fixture.phone)
    try list.apply(
      .insert([ShoppingItem(id: Fixture.milk, name: "milk")], at: .end), clock: &laptop,
      now: 1_764_000_000_000, addedBy: "Ada's laptop"
    )
    try list.apply(
      .insert([ShoppingItem(id: Fixture.milk, name: "oat milk")], at: .end), clock: &phone,
      now: 1_764_000_060_000, addedBy: "phone"
    )
    try list.apply(
      .add(id: Fixture.eggs, name: "eggs", at: .end), clock: &phone, now: 1_764_000_120_000,
      addedBy: "phone"
    )
    let items = list.visibleItems
    #expect(
      items.map(\.added) == [
        ItemOrigin(device: "Ada's laptop", time: Date(timeIntervalSince1970: 1_764_000_000)),
        ItemOrigin(device: "phone", time: Date(timeIntervalSince1970: 1_764_000_120)),
      ]
    )
    let text = String(
      decoding: DeviceFileEncoder.encode(list.log(of: Fixture.laptop), header: header),
      as: UTF8.self
    )
    #expect(text.contains(#""added": ["Ada's laptop"]}"#))
    #expect(list.log(of: Fixture.phone).records[Fixture.milk]?.details[.added] == nil)
  }

  @Test func aFieldOfAnItemThatIsNotThereIsRefused() {
    var list = ReplicatedList()
    var clock = HybridClock(device: Fixture.laptop)
    #expect(throws: ListChangeError.missingItem(Fixture.milk)) {
      try list.apply(.setNote(Fixture.milk, "x"), clock: &clock, now: 1_000)
    }
    #expect(list == ReplicatedList())
  }

  /// Another device may write anything: a note with terminal controls and bidi overrides is
  /// cleaned as a name is, and a quantity this version cannot read is kept, cut to 32
  /// characters, and shows as none.
  @Test func fieldsReadFromAFileAreCleaned() throws {
    let text = """
      {"format": "shopping-list-device", "version": 1, \
      "device": "22222222-0000-4000-8000-000000000002", "name": "phone"}
      {"id": "AAAAAAAA-0000-4000-8000-000000000001", "edited": [5, 0], "name": ["milk"], \
      "note": ["\\u001b[31mred\\u202e"], \
      "quantity": ["1e9 kg \\u0007 and then some forty more characters"], \
      "category": ["  Dairy\\n"]}
      {"end": 1}

      """
    let (_, log) = try DeviceFileDecoder.decode(Array(text.utf8))
    let record = try #require(log.records[Fixture.milk])
    #expect(record.details[.note]?.value == "[31mred")
    #expect(record.details[.quantity]?.value == "1e9 kg  and then some forty more")
    #expect(record.details[.category]?.value == "Dairy")
    #expect(record.showsAlone)
    let shown = record.itemShownAlone
    #expect(
      shown == ShoppingItem(id: Fixture.milk, name: "milk", note: "[31mred", category: "Dairy"))
  }

  /// A field's name is matched as JSON reads it, escapes and all.
  @Test func aFieldNamedWithEscapesIsTheField() throws {
    let text = """
      {"format": "shopping-list-device", "version": 1, \
      "device": "22222222-0000-4000-8000-000000000002", "name": "phone"}
      {"id": "AAAAAAAA-0000-4000-8000-000000000001", "edited": [5, 0], "name": ["milk"], \
      "\\u006eote": ["oat"], "categor\\u0079": ["Dairy"], "addedBy": ["phone"]}
      {"end": 1}

      """
    let (_, log) = try DeviceFileDecoder.decode(Array(text.utf8))
    let record = try #require(log.records[Fixture.milk])
    #expect(
      record.details == [
        .note: Register(value: "oat", stamp: stamp(5, Fixture.phone)),
        .category: Register(value: "Dairy", stamp: stamp(5, Fixture.phone)),
      ]
    )
    #expect(record.unknownFields.keys.sorted() == ["addedBy"])
  }

  /// A later version may give a field this version knows another shape: the record is not
  /// refused, and the value is kept and written back as it was.
  @Test func aKnownFieldInAnotherShapeIsKeptAsWritten() throws {
    let text = """
      {"format": "shopping-list-device", "version": 1, \
      "device": "11111111-0000-4000-8000-000000000001", "name": "laptop"}
      {"id": "AAAAAAAA-0000-4000-8000-000000000001", "edited": [5, 0], "name": ["milk"], \
      "quantity": [{"amount": 2, "unit": "l"}]}
      {"end": 1}

      """
    let (_, log) = try DeviceFileDecoder.decode(Array(text.utf8))
    let record = try #require(log.records[Fixture.milk])
    #expect(record.details.isEmpty)
    #expect(record.unknownFields["quantity"]?.value.text == #"{"amount": 2, "unit": "l"}"#)
    let written = String(decoding: DeviceFileEncoder.encode(log, header: header), as: UTF8.self)
    #expect(written.contains(#""quantity": [{"amount": 2, "unit": "l"}]}"#))
  }

  @Test func bringingBackAnItemByItsIDClearsTheFieldsItNoLongerHas() throws {
    var list = ReplicatedList()
    var clock = HybridClock(device: Fixture.laptop)
    let milk = ShoppingItem(id: Fixture.milk, name: "milk", note: "old", category: "Dairy")
    try list.apply(.insert([milk], at: .end), clock: &clock, now: 1_000)
    try list.apply(
      .insert([ShoppingItem(id: Fixture.milk, name: "milk", category: "Dairy")], at: .end),
      clock: &clock, now: 2_000
    )
    #expect(list.visibleItems == [ShoppingItem(id: Fixture.milk, name: "milk", category: "Dairy")])
  }
}
