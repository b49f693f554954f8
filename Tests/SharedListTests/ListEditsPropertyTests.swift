import Foundation
import PropertyBased
import SharedList
import ShoppingListStorage
import Testing
import TestSupport

/// Random edits of the list as a person makes them in the app (add, remove, rename, check,
/// move, sort, paste), saved as edits against the list they saw: the saved list must then show
/// exactly what they left, and what another device changed meanwhile must survive.
@Suite struct ListEditsPropertyTests {
  static let names = ["milk", "eggs", "bread", "tea", "rice", "figs", "oats", "kale"]

  /// The list after one random edit of `items`.
  static func edited(
    _ items: [ShoppingItem], using random: inout SplitMix64
  ) -> [ShoppingItem] {
    var items = items
    let newItem = {
      (random: inout SplitMix64) in
      ShoppingItem(
        id: UUID(uuidString: String(format: "00000000-0000-4000-8000-%012llX", random.next() >> 16))!,
        name: names.randomElement(using: &random)!
      )
    }
    switch Int.random(in: 0..<8, using: &random) {
    case 0, 1:
      items.insert(newItem(&random), at: Int.random(in: 0...items.count, using: &random))
    case 2 where !items.isEmpty:
      items.remove(at: Int.random(in: 0..<items.count, using: &random))
    case 3 where !items.isEmpty:
      items[Int.random(in: 0..<items.count, using: &random)].name =
        names.randomElement(using: &random)! + " 2"
    case 4 where !items.isEmpty:
      items[Int.random(in: 0..<items.count, using: &random)].isChecked.toggle()
    case 5 where !items.isEmpty:
      let item = items.remove(at: Int.random(in: 0..<items.count, using: &random))
      items.insert(item, at: Int.random(in: 0...items.count, using: &random))
    case 6:
      items.sort { ($0.isChecked ? 1 : 0, $0.name) < ($1.isChecked ? 1 : 0, $1.name) }
    default:
      let pasted = (0..<Int.random(in: 1...20, using: &random)).map { _ in newItem(&random) }
      items.insert(contentsOf: pasted, at: 0)
    }
    return items
  }

  @Test func savingEditsShowsExactlyTheListThatWasLeft() async {
    await propertyCheck(count: 200, input: Gen.uint64()) { seed in
      await yieldToOtherTests()
      var random = SplitMix64(seed: seed)
      var replica = Replica(Fixture.laptop)
      var shown: [ShoppingItem] = []
      for step in 0..<40 {
        var items = shown
        for _ in 0..<Int.random(in: 1...3, using: &random) {
          items = Self.edited(items, using: &random)
        }
        replica.list.applyEdits(
          from: shown, to: items, clock: &replica.clock, now: Fixture.noon + Int64(step)
        )
        #expect(replica.list.visibleItems == items)
        shown = replica.list.visibleItems
      }
    }
  }

  @Test func editsOfDifferentItemsOnTwoDevicesBothSurvive() async {
    await propertyCheck(count: 200, input: Gen.uint64()) { seed in
      await yieldToOtherTests()
      var random = SplitMix64(seed: seed)
      var laptop = Replica(Fixture.laptop)
      let start = (0..<6).map { ShoppingItem(id: UUID(), name: Self.names[$0]) }
      laptop.list.applyEdits(from: [], to: start, clock: &laptop.clock, now: Fixture.noon)
      var phone = Replica(Fixture.phone)
      phone.receive(laptop)
      // The laptop renames one item; the phone, not having seen it, checks another.
      let renamed = Int.random(in: 0..<6, using: &random)
      let checked = (renamed + Int.random(in: 1..<6, using: &random)) % 6
      var laptopItems = start
      laptopItems[renamed].name = "renamed"
      laptop.list.applyEdits(
        from: start, to: laptopItems, clock: &laptop.clock, now: Fixture.noon + 10
      )
      var phoneItems = start
      phoneItems[checked].isChecked = true
      phone.list.applyEdits(from: start, to: phoneItems, clock: &phone.clock, now: Fixture.noon + 5)
      laptop.receive(phone)
      phone.receive(laptop)
      var expected = start
      expected[renamed].name = "renamed"
      expected[checked].isChecked = true
      #expect(laptop.list.visibleItems == expected)
      #expect(phone.list.visibleItems == expected)
    }
  }
}
