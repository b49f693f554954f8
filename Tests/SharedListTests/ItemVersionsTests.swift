import Foundation
import PropertyBased
import SharedList
import ShoppingListStorage
import Testing
import TestSupport

/// A session keeps the versions of the items an app may base a save on as differences from the
/// newest. A wrong difference would make a save write reverts, so every version must come back
/// exactly; and a difference must stay as small as the change, or the memory is not saved.
@Suite struct ItemVersionsTests {
  static func item(_ number: Int, _ name: String, checked: Bool = false) -> ShoppingItem {
    let id = UUID(uuidString: String(format: "00000000-0000-4000-8000-%012d", number))!
    return ShoppingItem(id: id, name: name, isChecked: checked)
  }

  static let milk = item(1, "milk")
  static let eggs = item(2, "eggs")
  static let bread = item(3, "bread")
  static let tea = item(4, "tea")

  @Test func aDifferenceNotesOnlyWhatChanged() {
    let newer = [Self.milk, Self.eggs, Self.bread, Self.tea]
    // Eggs checked here, tea moved first, bread not yet added.
    let older = [Self.tea, Self.milk, Self.item(2, "eggs", checked: true)]
    let difference = ItemsDifference(of: older, from: newer)
    #expect(difference.applied(to: newer) == older)
    // Eggs and tea as they are here, eggs, bread and tea of the newer list: 2 + 3.
    #expect(difference.size == 5)
    #expect(ItemsDifference(of: newer, from: newer).size == 0)
    #expect(ItemsDifference(of: newer, from: newer).isEmpty)
    #expect(!difference.isEmpty)
    #expect(ItemsDifference(of: [], from: newer).applied(to: newer) == [])
    #expect(ItemsDifference(of: newer, from: []).applied(to: []) == newer)
  }

  @Test func changesAtBothEndsOfALongListAreTwoEntriesEach() {
    let middle = (10..<1010).map { Self.item($0, "item \($0)") }
    let newer = [Self.milk] + middle + [Self.tea]
    let older = [Self.item(1, "oat milk")] + middle + [Self.item(4, "tea", checked: true)]
    let difference = ItemsDifference(of: older, from: newer)
    #expect(difference.applied(to: newer) == older)
    #expect(difference.size == 4)
  }

  /// A list with these items, as one device adopted them.
  static func list(_ items: [ShoppingItem]) -> ReplicatedList {
    var list = ReplicatedList()
    list.adopt(items, stamp: HybridTimestamp(wall: Fixture.noon, counter: 0, device: Fixture.laptop))
    return list
  }

  @Test func everyVersionComesBackAndTheSecondOldestGoesFirst() {
    let first = [Self.milk, Self.eggs]
    var versions = ItemVersions(VisibleList(Self.list(first)), limit: 3)
    #expect(versions.numbers == [])
    #expect(versions.items(of: 1) == nil)
    let second = [Self.milk, Self.item(2, "eggs", checked: true)]
    let third = [Self.milk, Self.item(2, "eggs", checked: true), Self.bread]
    let fourth = [Self.bread, Self.milk]
    #expect(versions.remember(first) == 1)
    #expect(versions.remember(second) == 2)
    #expect(versions.remember(third) == 3)
    #expect(versions.numbers == [1, 2, 3])
    #expect(versions.items(of: 1) == first)
    #expect(versions.items(of: 2) == second)
    #expect(versions.items(of: 3) == third)
    #expect(versions.remember(fourth) == 4)
    #expect(versions.numbers == [1, 3, 4])
    #expect(versions.items(of: 1) == first)
    #expect(versions.items(of: 2) == nil)
    #expect(versions.items(of: 3) == third)
    #expect(versions.items(of: 4) == fourth)
    versions.forget(before: 3)
    #expect(versions.numbers == [3, 4])
    versions.forget(before: 5)
    #expect(versions.numbers == [])
  }

  @Test func versionsAFewChangesApartHoldOnlyTheChanges() throws {
    let items = (0..<1000).map { Self.item($0, "item \($0)") }
    var list = Self.list(items)
    var versions = ItemVersions(VisibleList(list), limit: 4)
    _ = versions.remember(versions.visible.items)
    #expect(versions.heldItemCount == 0)
    var checked = items
    checked[500].isChecked = true
    _ = versions.remember(checked)
    // Item 500 checked, for item 500.
    #expect(versions.heldItemCount == 2)
    // Another device adds an item first and checks item 998.
    var clock = HybridClock(device: Fixture.phone)
    clock.observe(try #require(list.newestStamp))
    let added = Self.item(2000, "new")
    try list.apply(.add(id: added.id, name: "new", at: .start), clock: &clock, now: Fixture.noon)
    try list.apply(.setChecked(items[998].id, true), clock: &clock, now: Fixture.noon)
    versions.update([added.id, items[998].id], from: list)
    #expect(versions.visible.items.count == 1001)
    #expect(versions.items(of: 1) == items)
    #expect(versions.items(of: 2) == checked)
    // Each version: the new item and checked item 998 it lacks (1 + 2, in two stretches or
    // three); the second also item 500 checked.
    #expect(versions.heldItemCount <= 4 + 6)
  }

  @Test func aSortKeepsAVersionWhole() {
    let items = (0..<100).map { Self.item($0, "item \($0)") }
    var versions = ItemVersions(VisibleList(Self.list(items)), limit: 4)
    _ = versions.remember(items.reversed())
    #expect(versions.heldItemCount == 100)
    #expect(versions.items(of: 1) == items.reversed())
  }

  /// Random histories merged into a list one delivery at a time, with random edits of random
  /// versions remembered and old ones forgotten between: the versions kept are exactly the ones
  /// a plain table of whole copies with the same rule keeps, with the same items.
  @Test func versionsComeBackAsRemembered() async {
    await propertyCheck(count: 100, input: Gen.uint64()) { seed in
      await yieldToOtherTests()
      var random = SplitMix64(seed: seed ^ 0xA11CE)
      let history = MergePropertyTests.History(seed: seed)
      var list = ReplicatedList()
      let limit = Int.random(in: 2...5, using: &random)
      var versions = ItemVersions(VisibleList(list), limit: limit)
      var model: [Int: [ShoppingItem]] = [:]
      var nextNumber = 100
      var deliveries = history.versions.flatMap { $0 }
      deliveries.shuffle(using: &random)
      for log in deliveries {
        switch Int.random(in: 0..<6, using: &random) {
        case 0:
          if let oldest = model.keys.min(), let newest = model.keys.max() {
            let cut = Int.random(in: oldest...(newest + 1), using: &random)
            versions.forget(before: cut)
            model = model.filter { $0.key >= cut }
          }
        case 1, 2:
          var items = model.keys.randomElement(using: &random).flatMap { model[$0] }
            ?? versions.visible.items
          Self.edit(&items, times: Int.random(in: 0...4, using: &random), random: &random,
            nextNumber: &nextNumber)
          let number = versions.remember(items)
          model[number] = items
          if model.count > limit { model[model.keys.sorted()[1]] = nil }
        default:
          break
        }
        var changes = ListChanges()
        list.merge(log, recordingIn: &changes)
        versions.update(changes.items, from: list)
        #expect(versions.visible.items == VisibleList(list).items)
        #expect(versions.numbers == model.keys.sorted())
        for (number, expected) in model { #expect(versions.items(of: number) == expected) }
      }
    }
  }

  /// Random edits: the difference gives the older list back, with at most two entries an edit.
  @Test func aDifferenceIsAsSmallAsTheEdits() async {
    await propertyCheck(count: 300, input: Gen.uint64()) { seed in
      var random = SplitMix64(seed: seed)
      let newer = (0..<Int.random(in: 0...40, using: &random)).map { Self.item($0, "item \($0)") }
      var older = newer
      var nextNumber = 100
      let edits = Int.random(in: 0...6, using: &random)
      Self.edit(&older, times: edits, random: &random, nextNumber: &nextNumber)
      let difference = ItemsDifference(of: older, from: newer)
      #expect(difference.applied(to: newer) == older)
      #expect(difference.size <= 2 * edits)
      let back = ItemsDifference(of: newer, from: older)
      #expect(back.applied(to: older) == newer)
      #expect(back.size <= 2 * edits)
    }
  }

  /// Random lists A, B and C each a few edits from the last: the difference of A from B carried
  /// over that of B from C gives A from C, no larger than the two together.
  @Test func twoDifferencesInARowMakeOne() async {
    await propertyCheck(count: 300, input: Gen.uint64()) { seed in
      var random = SplitMix64(seed: seed)
      let c = (0..<Int.random(in: 0...40, using: &random)).map { Self.item($0, "item \($0)") }
      var nextNumber = 100
      var b = c
      Self.edit(&b, times: Int.random(in: 0...6, using: &random), random: &random,
        nextNumber: &nextNumber)
      var a = b
      Self.edit(&a, times: Int.random(in: 0...6, using: &random), random: &random,
        nextNumber: &nextNumber)
      let aFromB = ItemsDifference(of: a, from: b)
      let bFromC = ItemsDifference(of: b, from: c)
      let aFromC = aFromB.composed(over: bFromC)
      #expect(aFromC.applied(to: c) == a)
      #expect(aFromC.size <= aFromB.size + bFromC.size)
    }
  }

  @Test func aCompositionKeepsWhatBothChanged() {
    let c = [Self.milk, Self.eggs, Self.bread]
    let b = [Self.milk, Self.item(2, "eggs", checked: true), Self.bread, Self.tea]
    let a = [Self.tea, Self.milk, Self.item(2, "eggs", checked: true)]
    let aFromC = ItemsDifference(of: a, from: b).composed(over: ItemsDifference(of: b, from: c))
    #expect(aFromC.applied(to: c) == a)
    // Tea before milk; checked eggs for eggs; bread gone.
    #expect(aFromC.size == 1 + 2 + 1)
  }

  /// Adds, removes, renames, checks or moves an item, `times` times.
  static func edit(
    _ items: inout [ShoppingItem], times: Int, random: inout SplitMix64, nextNumber: inout Int
  ) {
    for _ in 0..<times {
      let kind = items.isEmpty ? 0 : Int.random(in: 0..<5, using: &random)
      switch kind {
      case 0:
        items.insert(
          item(nextNumber, "new \(nextNumber)"), at: Int.random(in: 0...items.count, using: &random))
        nextNumber += 1
      case 1:
        items.remove(at: Int.random(in: items.indices, using: &random))
      case 2:
        let index = Int.random(in: items.indices, using: &random)
        items[index].name += "!"
      case 3:
        let index = Int.random(in: items.indices, using: &random)
        items[index].isChecked.toggle()
      default:
        let moved = items.remove(at: Int.random(in: items.indices, using: &random))
        items.insert(moved, at: Int.random(in: 0...items.count, using: &random))
      }
    }
  }
}
