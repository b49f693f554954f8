import Foundation

@testable import SharedList
@testable import ShoppingListModel
@testable import ShoppingListStorage

/// Devices, ids and times the tests write literally.
enum Fixture {
  static let laptop = DeviceID(uuid: UUID(uuidString: "11111111-0000-4000-8000-000000000001")!)
  static let phone = DeviceID(uuid: UUID(uuidString: "22222222-0000-4000-8000-000000000002")!)
  static let tablet = DeviceID(uuid: UUID(uuidString: "33333333-0000-4000-8000-000000000003")!)

  static let milk = UUID(uuidString: "AAAAAAAA-0000-4000-8000-000000000001")!
  static let eggs = UUID(uuidString: "BBBBBBBB-0000-4000-8000-000000000002")!
  static let bread = UUID(uuidString: "CCCCCCCC-0000-4000-8000-000000000003")!

  /// 2025-11-24 12:00:00 UTC, in milliseconds.
  static let noon: Int64 = 1_763_985_600_000
  static let day: Int64 = 24 * 60 * 60 * 1000

  /// What the undo of a removal of `id` carries; a shared list brings the item back from its
  /// own records, so the values here are never read when it knows the item.
  static func removed(_ id: UUID) -> PlacedItem {
    PlacedItem(offset: 0, item: ShoppingItem(id: id, name: "never read"))
  }
}

/// One device's replica and clock, as a test drives it.
struct Replica {
  var list = ReplicatedList()
  var clock: HybridClock

  init(_ device: DeviceID) {
    clock = HybridClock(device: device)
  }

  mutating func apply(_ change: ListChange, at now: Int64) throws {
    try list.apply(change, clock: &clock, now: now)
  }

  mutating func receive(_ other: Replica) {
    list.merge(other.list)
  }

  /// The visible items as `name` or `name ✓`, in order.
  var lines: [String] {
    list.visibleItems.map { $0.isChecked ? "\($0.name) ✓" : $0.name }
  }
}

/// Lets other tests run between the cases of a property: each case is synchronous work, and a
/// hundred of them in a row hold one of the cooperative pool's threads (two on a two-core
/// machine) for as long. A CI run saw an HTTP test's cancellation take 12 s, past its 10 s
/// bound, while these properties ran beside it.
func yieldToOtherTests() async {
  await Task.yield()
}
