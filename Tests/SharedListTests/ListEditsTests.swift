import Foundation
import SharedList
import ShoppingListStorage
import Testing

@Suite struct ListEditsTests {
  let milk = ShoppingItem(id: Fixture.milk, name: "milk")
  let eggs = ShoppingItem(id: Fixture.eggs, name: "eggs")
  let bread = ShoppingItem(id: Fixture.bread, name: "bread")

  /// A laptop replica holding milk, eggs, bread, merged into a phone replica.
  func replicas() throws -> (laptop: Replica, phone: Replica) {
    var laptop = Replica(Fixture.laptop)
    try laptop.apply(.add(id: milk.id, name: "milk", at: .end), at: Fixture.noon)
    try laptop.apply(.add(id: eggs.id, name: "eggs", at: .end), at: Fixture.noon)
    try laptop.apply(.add(id: bread.id, name: "bread", at: .end), at: Fixture.noon)
    var phone = Replica(Fixture.phone)
    phone.receive(laptop)
    return (laptop, phone)
  }

  @Test func writesOnlyTheFieldsThatChanged() throws {
    var (laptop, phone) = try replicas()
    try laptop.apply(.rename(milk.id, "oat milk"), at: Fixture.noon + 10)
    var checked = milk
    checked.isChecked = true
    let writes = phone.list.applyEdits(
      from: [milk, eggs, bread], to: [checked, eggs, bread], clock: &phone.clock,
      now: Fixture.noon + 20
    )
    #expect(writes == 1)
    phone.receive(laptop)
    laptop.receive(phone)
    #expect(phone.lines == ["oat milk ✓", "eggs", "bread"])
    #expect(laptop.lines == ["oat milk ✓", "eggs", "bread"])
  }

  @Test func anEditMadeElsewhereOnTheSameFieldIsNotRevertedBySavingOtherChanges() throws {
    var (laptop, phone) = try replicas()
    try phone.apply(.rename(eggs.id, "brown eggs"), at: Fixture.noon + 10)
    laptop.receive(phone)
    // The laptop's person had the old list on screen and only removed bread.
    laptop.list.applyEdits(
      from: [milk, eggs, bread], to: [milk, eggs], clock: &laptop.clock, now: Fixture.noon + 20
    )
    #expect(laptop.lines == ["milk", "brown eggs"])
  }

  @Test func movesKeepTheLongestRunAndPlaceOnlyTheMovedItem() throws {
    var (_, phone) = try replicas()
    let before = phone.list.log(of: Fixture.phone).records.count
    let writes = phone.list.applyEdits(
      from: [milk, eggs, bread], to: [bread, milk, eggs], clock: &phone.clock,
      now: Fixture.noon + 10
    )
    #expect(writes == 1)
    #expect(before == 0)
    #expect(phone.list.log(of: Fixture.phone).records.keys.sorted() == [bread.id])
    #expect(phone.lines == ["bread", "milk", "eggs"])
  }

  @Test func addsGoBetweenTheirNeighboursAndRemovalsKeepUnseenEdits() throws {
    var (laptop, phone) = try replicas()
    let butter = ShoppingItem(id: UUID(uuidString: "DDDDDDDD-0000-4000-8000-000000000004")!, name: "butter")
    try laptop.apply(.setChecked(eggs.id, true), at: Fixture.noon + 10)
    phone.list.applyEdits(
      from: [milk, eggs, bread], to: [milk, butter, bread], clock: &phone.clock,
      now: Fixture.noon + 5
    )
    #expect(phone.lines == ["milk", "butter", "bread"])
    phone.receive(laptop)
    // The check on the laptop was not seen by the removal, so eggs stay; butter took the key
    // eggs had, and the tie goes to the smaller id.
    #expect(phone.lines == ["milk", "eggs ✓", "butter", "bread"])
  }

  @Test func aSortOfManyItemsKeepsKeysShort() throws {
    var replica = Replica(Fixture.laptop)
    let items = (0..<2000).map {
      ShoppingItem(id: UUID(), name: String(format: "item %04d", ($0 * 7919) % 2000))
    }
    replica.list.applyEdits(from: [], to: items, clock: &replica.clock, now: Fixture.noon)
    let sorted = items.sorted { $0.name < $1.name }
    replica.list.applyEdits(from: items, to: sorted, clock: &replica.clock, now: Fixture.noon + 1)
    #expect(replica.list.visibleItems == sorted)
    let longest = replica.list.mergedItems().map { $0.position?.value.text.count ?? 0 }.max()
    #expect(longest.map { $0 <= 6 } == true, "longest key: \(longest ?? 0) characters")
  }
}
