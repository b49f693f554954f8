import Foundation
import TestSupport
import Testing

@testable import SharedList
@testable import ShoppingListStorage

@Suite struct VisibleListTests {
  /// A list of one laptop log holding these items, each with the position key text given (or
  /// none).
  static func list(_ entries: [(id: UUID, name: String, key: String?)]) -> ReplicatedList {
    let stamp = HybridTimestamp(wall: Fixture.noon, counter: 0, device: Fixture.laptop)
    var log = DeviceLog(device: Fixture.laptop)
    for entry in entries {
      var record = ItemRecord(id: entry.id)
      record.name = Register(value: entry.name, stamp: stamp)
      record.position = entry.key.flatMap(PositionKey.init)
        .map { Register(value: $0, stamp: stamp) }
      record.edited = stamp
      log.records[entry.id] = record
    }
    return ReplicatedList(logs: [log])
  }

  static func id(_ number: Int) -> UUID {
    UUID(uuidString: String(format: "00000000-0000-4000-8000-%012X", number))!
  }

  /// The removal, stamped `stamp`, of the laptop's item `id` as the laptop added it.
  static func removal(of id: UUID, at stamp: HybridTimestamp) -> ItemRecord {
    var record = ItemRecord(id: id)
    let laptopsAdd = HybridTimestamp(wall: Fixture.noon, counter: 0, device: Fixture.laptop)
    record.tombstone = Tombstone(removed: stamp, seen: [Fixture.laptop: laptopsAdd])
    return record
  }

  @Test func ordersKeysLongerThan16BytesAndKeylessItemsLast() {
    // NB: sorting compares the first 16 bytes of each key as numbers; these keys share them.
    let shared = "a0" + String(repeating: "V", count: 14)
    let list = Self.list([
      (Self.id(1), "none", nil),
      (Self.id(2), "long 2", shared + "V2"),
      (Self.id(3), "long 1", shared + "V1"),
      (Self.id(4), "sixteen", shared),
      (Self.id(6), "tie b", "a1"),
      (Self.id(5), "tie a", "a1"),
    ])
    #expect(
      VisibleList(list).items.map(\.name) == [
        "sixteen", "long 1", "long 2", "tie a", "tie b", "none",
      ])
  }

  @Test func updatePutsChangedItemsWhereTheyBelong() {
    var list = Self.list([
      (Self.id(1), "milk", "a1"), (Self.id(2), "eggs", "a2"), (Self.id(3), "tea", "a3"),
    ])
    var visible = VisibleList(list)
    let stamp = HybridTimestamp(wall: Fixture.noon + 1, counter: 0, device: Fixture.phone)
    var phone = DeviceLog(device: Fixture.phone)
    // Milk moves to the end, bread arrives first, tea is removed.
    var milk = ItemRecord(id: Self.id(1))
    milk.position = Register(value: PositionKey("a4")!, stamp: stamp)
    milk.edited = stamp
    phone.records[milk.id] = milk
    var bread = ItemRecord(id: Self.id(9))
    bread.name = Register(value: "bread", stamp: stamp)
    bread.position = Register(value: PositionKey("a0")!, stamp: stamp)
    bread.edited = stamp
    phone.records[bread.id] = bread
    phone.records[Self.id(3)] = Self.removal(of: Self.id(3), at: stamp)
    var changes = ListChanges()
    list.merge(phone, recordingIn: &changes)
    #expect(changes.items == [Self.id(1), Self.id(9), Self.id(3)])
    visible.update(changes.items, from: list)
    #expect(visible.items.map(\.name) == ["bread", "eggs", "milk"])
  }

  /// The list is built with room for more: items arriving one by one go into its arrays as
  /// built, not into copies of them twice their size.
  @Test func updatePutsArrivingItemsInTheRoomTheListWasBuiltWith() {
    var list = Self.list((1...1_000).map { (Self.id($0), "item \($0)", nil) })
    var visible = VisibleList(list)
    let capacities = (visible.items.capacity, visible.keys.capacity)
    #expect(capacities.0 >= 1_125)
    #expect(capacities.1 >= 1_125)
    for number in 1_001...1_100 {
      let stamp = HybridTimestamp(wall: Fixture.noon + 1, counter: 0, device: Fixture.phone)
      var phone = DeviceLog(device: Fixture.phone)
      var record = ItemRecord(id: Self.id(number))
      record.name = Register(value: "item \(number)", stamp: stamp)
      record.edited = stamp
      phone.records[record.id] = record
      var changes = ListChanges()
      list.merge(phone, recordingIn: &changes)
      visible.update(changes.items, from: list)
    }
    #expect(visible.items.count == 1_100)
    #expect(visible.items.capacity == capacities.0)
    #expect(visible.keys.capacity == capacities.1)
    #expect(visible.items.suffix(2).map(\.name) == ["item 1099", "item 1100"])
  }

  /// Many items changing at once are patched in place, in the room the list has: items that go
  /// leave no gap, moved and arriving ones are merged in where they belong.
  @Test func updatePatchesManyItemsInPlace() {
    var list = Self.list(
      (1...1_000).map { (Self.id($0), "item \($0)", String(format: "c%03d", $0 - 1)) }
    )
    var visible = VisibleList(list)
    let capacities = (visible.items.capacity, visible.keys.capacity)
    let stamp = HybridTimestamp(wall: Fixture.noon + 1, counter: 0, device: Fixture.phone)
    var phone = DeviceLog(device: Fixture.phone)
    func write(_ number: Int, name: String?, key: String?) {
      var record = ItemRecord(id: Self.id(number))
      record.name = name.map { Register(value: $0, stamp: stamp) }
      record.position = key.flatMap(PositionKey.init).map { Register(value: $0, stamp: stamp) }
      record.edited = stamp
      phone.records[record.id] = record
    }
    write(1_001, name: "first", key: "a0")
    write(1_002, name: "between 1 and 2", key: "c0005")
    write(1_003, name: "after 500", key: "c4995")
    write(1_004, name: "last", key: "d0000")
    write(1_005, name: "without a key", key: nil)
    write(1, name: nil, key: "c999V")
    phone.records[Self.id(3)] = Self.removal(of: Self.id(3), at: stamp)
    var changes = ListChanges()
    list.merge(phone, recordingIn: &changes)
    #expect(changes.items.count == 7)
    visible.update(changes.items, from: list)
    #expect(visible.items.count == 1_004)
    #expect(
      visible.items.prefix(4).map(\.name) == ["first", "between 1 and 2", "item 2", "item 4"])
    #expect(
      visible.items[498...501].map(\.name) == ["item 499", "item 500", "after 500", "item 501"])
    #expect(
      visible.items.suffix(4).map(\.name) == ["item 1000", "item 1", "last", "without a key"])
    #expect(visible.keys.prefix(3).map { $0?.text } == ["a0", "c0005", "c001"])
    #expect(visible.items.capacity == capacities.0)
    #expect(visible.keys.capacity == capacities.1)
    #expect(visible == VisibleList(list))
  }
}
