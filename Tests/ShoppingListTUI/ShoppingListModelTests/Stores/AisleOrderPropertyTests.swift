import Foundation
import PropertyBased
import TestSupport
import Testing

@testable import ShoppingListModel

/// Random walks through a store, spelled several ways, some finished at the same time: the
/// learned order must not depend on the order walks arrive in, and a walk must not move the
/// categories it does not touch.
@Suite struct AisleOrderPropertyTests {
  static let spellings = [
    "Produce", "produce", "PRODUCE", "Bakery", "Dairy & Eggs", "dairy & eggs", "Frozen",
    "Pantry", "Pets", "Party", "Garden", "Crème", "creme", "Apéro", "",
  ]
  /// Few trip ids and times, so that walks share them.
  static let trips = (0..<6).map {
    UUID(uuidString: String(format: "C0000000-0000-0000-0000-%012ld", $0))!
  }

  static func randomWalk(using random: inout SplitMix64) -> StoreWalk {
    StoreWalk(
      trip: trips.randomElement(using: &random)!,
      finished: 1_767_268_800_000 + Int64.random(in: 0..<8, using: &random) * 60_000,
      categories: (0..<Int.random(in: 0...9, using: &random)).map { _ in
        spellings.randomElement(using: &random)!
      }
    )
  }

  static func randomWalks(seed: UInt64) -> [StoreWalk] {
    var random = SplitMix64(seed: seed)
    return (0..<Int.random(in: 0...14, using: &random)).map { _ in randomWalk(using: &random) }
  }

  static func folded(_ categories: [String]) -> [String] {
    categories.filter { !$0.isEmpty }.map(NameFolding.folded)
  }

  @Test func anyOrderOfArrivalLearnsTheSameOrder() async {
    await propertyCheck(count: 300, input: Gen.uint64()) { seed in
      await Task.yield()
      let walks = Self.randomWalks(seed: seed)
      var random = SplitMix64(seed: seed ^ 0x5EED)
      let shuffled = walks.shuffled(using: &random)
      #expect(AisleOrder.learned(from: shuffled) == AisleOrder.learned(from: walks))
      #expect(AisleLearning(walks: shuffled).positions == AisleLearning(walks: walks).positions)
    }
  }

  @Test func aWalkNeverMovesOrReordersTheCategoriesItDoesNotTouch() async {
    await propertyCheck(count: 300, input: Gen.uint64()) { seed in
      await Task.yield()
      let walks = Self.randomWalks(seed: seed)
      var random = SplitMix64(seed: seed ^ 0xADD)
      let added = Self.randomWalk(using: &random)
      let touched = Set(Self.folded(added.categories))
      let before = AisleLearning(walks: walks)
      let after = AisleLearning(walks: walks + [added])
      #expect(
        before.positions.filter { !touched.contains($0.key) }
          == after.positions.filter { !touched.contains($0.key) })
      #expect(
        before.order.filter { !touched.contains(NameFolding.folded($0)) }
          == after.order.filter { !touched.contains(NameFolding.folded($0)) })
    }
  }

  @Test func theOrderHoldsEveryTouchedCategoryOnce() async {
    await propertyCheck(count: 300, input: Gen.uint64()) { seed in
      await Task.yield()
      let walks = Self.randomWalks(seed: seed)
      let learned = AisleOrder.learned(from: walks).categories
      let folded = Self.folded(learned)
      #expect(folded.count == learned.count)
      #expect(Set(folded).count == folded.count)
      #expect(Set(folded) == Set(walks.flatMap { Self.folded($0.categories) }))
    }
  }

  @Test func sortingTheLearnedCategoriesGivesTheLearnedOrder() async {
    await propertyCheck(count: 200, input: Gen.uint64()) { seed in
      await Task.yield()
      let learned = AisleOrder.learned(from: Self.randomWalks(seed: seed))
      var random = SplitMix64(seed: seed ^ 0x50F7)
      #expect(learned.sorted(learned.categories.shuffled(using: &random)) == learned.categories)
    }
  }
}
