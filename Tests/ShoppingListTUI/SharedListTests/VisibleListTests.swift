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
    var tea = ItemRecord(id: Self.id(3))
    let laptopsAdd = HybridTimestamp(wall: Fixture.noon, counter: 0, device: Fixture.laptop)
    tea.tombstone = Tombstone(removed: stamp, seen: [Fixture.laptop: laptopsAdd])
    phone.records[tea.id] = tea
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
}
