import Foundation
import PropertyBased
import TestSupport
import Testing

@testable import SharedList
@testable import ShoppingListModel
@testable import ShoppingListStorage

/// Random histories of three devices noting items that leave the list and categories given,
/// their logs delivered in random orders with duplicates and stale copies: every device must
/// end with the same history, the merge must be a join, and no purchase may be lost or counted
/// twice however often a log arrives.
@Suite struct HistoryMergePropertyTests {
  static let devices = [Fixture.laptop, Fixture.phone, Fixture.tablet]
  static let skews: [Int64] = [0, -Fixture.day, 3_000]
  static let names = ["milk", "Milk", "MÍLK", "eggs", "bread", "oat milk"]
  static let categories = ["", "Dairy & Eggs", "Fridge", "Bakery"]
  static let quantities: [ItemQuantity?] = [
    nil, ItemQuantity(amount: 2), ItemQuantity(amount: 500, unit: "g"),
  ]

  struct History {
    var replicas: [Replica]
    var versions: [[DeviceLog]]
    /// How many purchases were noted of each folded name.
    var purchases: [String: Int64] = [:]

    init(seed: UInt64, steps: Int = 60) {
      var random = SplitMix64(seed: seed)
      replicas = HistoryMergePropertyTests.devices.map(Replica.init)
      versions = Array(repeating: [], count: 3)
      for step in 0..<steps {
        let device = Int.random(in: 0..<3, using: &random)
        if Int.random(in: 0..<3, using: &random) > 0 {
          let now = Fixture.noon + Int64(step) * 10 + HistoryMergePropertyTests.skews[device]
          let note = Self.randomNote(using: &random)
          if case .left(let item, true) = note {
            purchases[NameFolding.folded(item.name), default: 0] += 1
          }
          replicas[device].record([note], at: now)
          versions[device].append(
            replicas[device].list.log(of: HistoryMergePropertyTests.devices[device])
          )
        } else {
          let source = Int.random(in: 0..<3, using: &random)
          if let log = versions[source].randomElement(using: &random) {
            replicas[device].list.merge(log)
          }
        }
      }
    }

    static func randomNote(using random: inout SplitMix64) -> HistoryNote {
      let name = HistoryMergePropertyTests.names.randomElement(using: &random) ?? "milk"
      let category = HistoryMergePropertyTests.categories.randomElement(using: &random) ?? ""
      guard Int.random(in: 0..<4, using: &random) > 0 else {
        return .categoryGiven(name: name, list: .main, category: category)
      }
      let bought = Bool.random(using: &random)
      let item = ShoppingItem(
        id: UUID(), name: name, isChecked: bought,
        quantity: HistoryMergePropertyTests.quantities.randomElement(using: &random) ?? nil,
        category: category
      )
      return .left(item, bought: bought)
    }
  }

  @Test func everyDeviceEndsWithTheSameHistoryAndEveryPurchaseCountedOnce() async {
    await propertyCheck(count: 150, input: Gen.uint64()) { seed in
      await yieldToOtherTests()
      var history = History(seed: seed)
      var random = SplitMix64(seed: seed ^ 0x5EED)
      for index in history.replicas.indices {
        var deliveries = history.versions.flatMap { $0 }
        deliveries += deliveries.prefix(5)
        deliveries.shuffle(using: &random)
        for log in deliveries { history.replicas[index].list.merge(log) }
      }
      let indexes = history.replicas.map(\.list.historyIndex)
      #expect(indexes[0] == indexes[1])
      #expect(indexes[1] == indexes[2])
      var counted: [String: Int64] = [:]
      for entry in indexes[0].entries where entry.timesBought > 0 {
        counted[NameFolding.folded(entry.name)] = entry.timesBought
      }
      #expect(counted == history.purchases)
      let folded = indexes[0].entries.map { NameFolding.folded($0.name) }
      #expect(Set(folded).count == folded.count)
    }
  }

  @Test func mergeIsCommutativeAssociativeAndIdempotent() async {
    await propertyCheck(count: 150, input: Gen.uint64()) { seed in
      await yieldToOtherTests()
      let lists = History(seed: seed).replicas.map(\.list)
      let (a, b, c) = (lists[0], lists[1], lists[2])
      #expect(a.merging(b).historyIndex == b.merging(a).historyIndex)
      #expect(a.merging(b).merging(c) == a.merging(b.merging(c)))
      #expect(a.merging(a) == a)
      #expect(a.merging(b).merging(b).historyIndex == a.merging(b).historyIndex)
    }
  }
}
