import Foundation
import PropertyBased
import TestSupport
import Testing

@testable import SharedList
@testable import ShoppingListModel
@testable import ShoppingListStorage

/// Random histories on three replicas, delivered in random orders with duplicates and stale
/// copies: the merge must be a join and every replica must end up with the same list.
@Suite struct MergePropertyTests {
  static let devices = [Fixture.laptop, Fixture.phone, Fixture.tablet]
  /// Each device's clock is off by this much: the phone's runs a day behind.
  static let skews: [Int64] = [0, -Fixture.day, 3_000]
  static let names = ["milk", "eggs", "bread", "tea", "rice", "figs"]
  static let quantities: [ItemQuantity?] = [
    nil, ItemQuantity(amount: 2), ItemQuantity(amount: 1.5, unit: "kg"),
    ItemQuantity(amount: 500, unit: "g"),
  ]
  static let categories = ["", "Dairy & Eggs", "Produce", "Pantry"]
  /// The lists changes create, rename, remove and move items to.
  static let lists = [
    ListID.main, ListID(UUID(uuidString: "0A000000-0000-0000-0000-00000000000A")!),
    ListID(UUID(uuidString: "0B000000-0000-0000-0000-00000000000B")!),
  ]
  static let listNames = ["Hardware", "Party", "Groceries"]

  /// A history of 60 random steps from `seed`: each step is a change on one replica or the
  /// delivery of some earlier version of one device's log to another replica.
  struct History {
    var replicas: [Replica]
    /// Every version each device's own log has had, oldest first: the stale copies.
    var versions: [[DeviceLog]]

    init(seed: UInt64, steps: Int = 60) {
      var random = SplitMix64(seed: seed)
      replicas = MergePropertyTests.devices.map(Replica.init)
      versions = Array(repeating: [], count: 3)
      for step in 0..<steps {
        let device = Int.random(in: 0..<3, using: &random)
        if Bool.random(using: &random) {
          let now = Fixture.noon + Int64(step) * 10 + MergePropertyTests.skews[device]
          let change = Self.randomChange(for: replicas[device], using: &random)
          if (try? replicas[device].apply(change, at: now)) != nil {
            let log = replicas[device].list.log(of: MergePropertyTests.devices[device])
            versions[device].append(log)
          }
        } else {
          let source = Int.random(in: 0..<3, using: &random)
          if let log = versions[source].randomElement(using: &random) {
            replicas[device].list.merge(log)
          }
        }
      }
    }

    static func randomChange(
      for replica: Replica, using random: inout SplitMix64
    ) -> ListChange {
      let items = replica.list.mergedItems()
      let visible = items.filter(\.isVisible).map(\.id)
      let removed = items.filter { !$0.isVisible }.map(\.id)
      let name = MergePropertyTests.names.randomElement(using: &random) ?? "milk"
      let list = MergePropertyTests.lists.randomElement(using: &random) ?? .main
      let listName = MergePropertyTests.listNames.randomElement(using: &random) ?? "Party"
      if Int.random(in: 0..<8, using: &random) == 0 {
        switch Int.random(in: 0..<3, using: &random) {
        case 0: return .createList(list, name: listName)
        case 1: return .renameList(list, name: listName)
        default: return .removeList(list)
        }
      }
      guard let item = visible.randomElement(using: &random) else {
        return .add(id: UUID(), name: name, at: .end)
      }
      let neighbour = visible.randomElement(using: &random) ?? item
      let quantity = MergePropertyTests.quantities.randomElement(using: &random) ?? nil
      let category = MergePropertyTests.categories.randomElement(using: &random) ?? ""
      switch Int.random(in: 0..<15, using: &random) {
      case 13: return .add(id: UUID(), name: name, list: list, at: .after(neighbour))
      case 14:
        let moved = ShoppingItem(id: item, name: name)
        return .moveToList(PlacedItem(offset: 0, item: moved), to: list)
      case 0: return .add(id: UUID(), name: name, at: .after(neighbour))
      case 1: return .add(id: UUID(), name: name, at: .start)
      case 2: return .rename(item, name)
      case 3: return .setChecked(item, Bool.random(using: &random))
      case 4: return .move(item, to: .before(neighbour))
      case 5: return .move(item, to: .end)
      case 6: return .remove([item])
      case 7:
        let id = removed.randomElement(using: &random) ?? item
        return .restore([PlacedItem(offset: 0, item: ShoppingItem(id: id, name: "restored"))])
      case 8: return .setQuantity(item, quantity)
      case 9: return .setCategory(item, category)
      case 10: return .setNote(item, category.isEmpty ? "" : "not \(name)")
      case 11:
        let added = ShoppingItem(
          id: UUID(), name: name, quantity: quantity, note: "for \(name)", category: category
        )
        return .insert([added], at: .after(neighbour))
      default: return .reorder(visible.shuffled(using: &random))
      }
    }
  }

  @Test func everyReplicaConvergesWhateverTheDeliveryOrder() async {
    await propertyCheck(count: 150, input: Gen.uint64()) { seed in
      await yieldToOtherTests()
      var history = History(seed: seed)
      var random = SplitMix64(seed: seed ^ 0xABCD)
      // Deliver every version of every log to every replica, shuffled, some twice.
      for index in history.replicas.indices {
        var deliveries = history.versions.flatMap { $0 }
        deliveries += deliveries.prefix(5)
        deliveries.shuffle(using: &random)
        for log in deliveries { history.replicas[index].list.merge(log) }
      }
      let lists = history.replicas.map(\.list.visibleItems)
      #expect(lists[0] == lists[1])
      #expect(lists[1] == lists[2])
      let folders = history.replicas.map { FolderLists($0.list) }
      #expect(folders[0] == folders[1])
      #expect(folders[1] == folders[2])

      #expect(history.replicas[0].list == history.replicas[2].list)
      #expect(Set(lists[0].map(\.id)).count == lists[0].count)
    }
  }

  @Test func mergeIsCommutativeAssociativeAndIdempotent() async {
    await propertyCheck(count: 150, input: Gen.uint64()) { seed in
      await yieldToOtherTests()
      let lists = History(seed: seed).replicas.map(\.list)
      let (a, b, c) = (lists[0], lists[1], lists[2])
      #expect(a.merging(b) == b.merging(a))
      #expect(a.merging(b).merging(c) == a.merging(b.merging(c)))
      #expect(a.merging(a) == a)
      #expect(a.merging(b).merging(b) == a.merging(b))
      #expect(a.merging(b).visibleItems == b.merging(a).visibleItems)
      #expect(a.merging(b).listNames == b.merging(a).listNames)
    }
  }

  @Test func collectingTombstonesNeverChangesTheVisibleList() async {
    await propertyCheck(count: 50, input: Gen.uint64()) { seed in
      await yieldToOtherTests()
      let list = History(seed: seed).replicas[1].list
      for device in MergePropertyTests.devices {
        let collected = list.collectingGarbage(
          of: device, now: Fixture.noon + 40 * Fixture.day
        )
        #expect(collected.visibleItems == list.visibleItems)
        #expect(collected.listNames == list.listNames)
      }
    }
  }
}
