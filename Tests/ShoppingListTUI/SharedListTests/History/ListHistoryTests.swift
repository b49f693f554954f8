import Foundation
import Testing

@testable import SharedList
@testable import ShoppingListModel
@testable import ShoppingListStorage

/// What a list's history remembers of the items that leave it, as ``ReplicatedList`` records it
/// and ranks it.
@Suite struct ListHistoryTests {
  let noon = Fixture.noon

  func item(
    _ name: String, checked: Bool = false, quantity: ItemQuantity? = nil, category: String = "",
    list: ListID = .main
  ) -> ShoppingItem {
    ShoppingItem(
      id: UUID(), name: name, isChecked: checked, quantity: quantity, category: category,
      list: list
    )
  }

  @Test func anEntryIdIsTheSameForTheSameListAndFoldedName() {
    let milk = HistoryEntryID.id(list: .main, name: "Milk")
    #expect(milk == HistoryEntryID.id(list: .main, name: "MILK"))
    #expect(milk == HistoryEntryID.id(list: .main, name: "mílk"))
    #expect(milk.uuidString == "827EA599-F79F-80D4-B34E-F7EBFEB7353A")
    #expect(milk != HistoryEntryID.id(list: .main, name: "oat milk"))
    let party = ListID(UUID(uuidString: "44444444-0000-4000-8000-000000000004")!)
    #expect(milk != HistoryEntryID.id(list: party, name: "milk"))
  }

  @Test func anItemThatLeavesInTheBasketIsCountedWithItsQuantityAndCategory() {
    var laptop = Replica(Fixture.laptop)
    let milk = item(
      "Milk", checked: true, quantity: ItemQuantity(amount: 2, unit: "l"),
      category: "Dairy & Eggs")
    laptop.record([.left(milk, bought: true)], at: noon)
    laptop.record([.left(item("milk", checked: true), bought: true)], at: noon + 1_000)
    laptop.record([.left(item("candles"), bought: false)], at: noon + 2_000)
    #expect(
      laptop.list.historyIndex.entries == [
        HistoryEntry(
          id: HistoryEntryID.id(list: .main, name: "milk"), name: "milk", category: "Dairy & Eggs",
          quantity: nil, timesBought: 2, lastBought: Date(timeIntervalSince1970: 1_763_985_601),
          lastLeft: Date(timeIntervalSince1970: 1_763_985_601)
        ),
        HistoryEntry(
          id: HistoryEntryID.id(list: .main, name: "candles"), name: "candles", timesBought: 0,
          lastBought: nil, lastLeft: Date(timeIntervalSince1970: 1_763_985_602)
        ),
      ]
    )
  }

  @Test func countsOfTwoDevicesAtOnceAddUp() {
    var laptop = Replica(Fixture.laptop)
    var phone = Replica(Fixture.phone)
    let eggs = item("eggs", checked: true)
    laptop.record([.left(eggs, bought: true)], at: noon)
    phone.record([.left(eggs, bought: true)], at: noon)
    phone.record([.left(eggs, bought: true)], at: noon + 5)
    laptop.receive(phone)
    phone.receive(laptop)
    #expect(laptop.list.historyEntries.map(\.timesBought) == [3])
    #expect(phone.list.historyEntries.map(\.timesBought) == [3])
  }

  @Test func aCategoryGivenIsRememberedAndTheLatestWins() {
    var laptop = Replica(Fixture.laptop)
    laptop.record([.categoryGiven(name: "Oat milk", list: .main, category: "Fridge")], at: noon)
    #expect(laptop.list.historyEntries == [])
    #expect(laptop.list.historyIndex.rememberedCategory(for: "OAT MILK", in: .main) == "Fridge")
    laptop.record([.left(item("oat milk", category: "Dairy & Eggs"), bought: false)], at: noon + 1)
    #expect(
      laptop.list.historyIndex.rememberedCategory(for: "oat milk", in: .main) == "Dairy & Eggs")
    laptop.record([.categoryGiven(name: "oat milk", list: .main, category: "")], at: noon + 2)
    #expect(laptop.list.historyIndex.rememberedCategory(for: "oat milk", in: .main) == "")
    #expect(laptop.list.historyIndex.rememberedCategory(for: "milk", in: .main) == nil)
  }

  /// A category is remembered per name: a list that never saw the name takes another list's,
  /// and its own choice wins once it makes one.
  @Test func aListThatNeverSawANameTakesTheCategoryAnotherRemembers() {
    let party = ListID(UUID(uuidString: "0A000000-0000-4000-8000-00000000000A")!)
    var laptop = Replica(Fixture.laptop)
    laptop.record([.categoryGiven(name: "Crisps", list: .main, category: "Snacks")], at: noon)
    #expect(laptop.list.historyIndex.rememberedCategory(for: "crisps", in: party) == "Snacks")
    laptop.record([.categoryGiven(name: "crisps", list: party, category: "Party")], at: noon + 1)
    #expect(laptop.list.historyIndex.rememberedCategory(for: "crisps", in: party) == "Party")
    #expect(laptop.list.historyIndex.rememberedCategory(for: "crisps", in: .main) == "Snacks")
  }

  @Test func notesComeFromTheChangesStorageSaves() throws {
    var items = Replica(Fixture.laptop)
    try items.apply(.add(id: Fixture.milk, name: "milk", at: .end), at: noon)
    try items.apply(.setChecked(Fixture.milk, true), at: noon + 1)
    try items.apply(.add(id: Fixture.eggs, name: "eggs", at: .end), at: noon + 2)
    let none = HistoryIndex()
    let removal = items.list.historyNotes(
      for: .remove([Fixture.milk, Fixture.eggs]), remembered: none)
    #expect(removal.map(\.name) == ["milk", "eggs"])
    #expect(
      removal.map { note -> Bool? in
        guard case .left(_, let bought) = note else { return nil }
        return bought
      } == [true, false]
    )
    #expect(
      items.list.historyNotes(for: .setCategory(Fixture.eggs, " Fridge "), remembered: none)
        == [.categoryGiven(name: "eggs", list: .main, category: "Fridge")]
    )
    let typed = ShoppingItem(id: UUID(), name: "tofu", category: "Fridge")
    let catalogs = ShoppingItem(id: UUID(), name: "bread", category: "Bakery")
    #expect(
      items.list.historyNotes(for: .insert([typed, catalogs], at: .start), remembered: none)
        == [.categoryGiven(name: "tofu", list: .main, category: "Fridge")]
    )
    #expect(
      items.list.historyNotes(for: .rename(Fixture.eggs, "duck eggs"), remembered: none) == [])
  }

  /// An import of many items asks the catalog nothing: only a category the catalog never
  /// gives (a heading's own name) is remembered then.
  @Test func aLargeInsertRemembersOnlyCategoriesOfItsOwn() {
    let list = ReplicatedList()
    let produce = (0..<65).map { ShoppingItem(id: UUID(), name: "tofu \($0)", category: "Produce") }
    let party = ShoppingItem(id: UUID(), name: "balloons", category: "Party")
    let notes = list.historyNotes(for: .insert(produce + [party], at: .start), remembered: .init())
    #expect(notes == [.categoryGiven(name: "balloons", list: .main, category: "Party")])
    let few = list.historyNotes(for: .insert([produce[0]], at: .start), remembered: .init())
    #expect(few == [.categoryGiven(name: "tofu 0", list: .main, category: "Produce")])
  }

  @Test func aRememberedCategoryWinsOverTheCatalogsOnInsert() {
    var laptop = Replica(Fixture.laptop)
    laptop.record([.categoryGiven(name: "milk", list: .main, category: "Fridge")], at: noon)
    let milk = ShoppingItem(id: Fixture.milk, name: "Milk", category: "Dairy & Eggs")
    let typed = ShoppingItem(id: Fixture.eggs, name: "milk", category: "Party")
    let change = laptop.list.historyIndex.applyingRememberedCategories(
      to: .insert([milk, typed], at: .start)
    )
    #expect(
      change
        == .insert(
          [
            ShoppingItem(id: Fixture.milk, name: "Milk", category: "Fridge"),
            ShoppingItem(id: Fixture.eggs, name: "milk", category: "Party"),
          ], at: .start))
  }
}

extension Replica {
  /// Writes `notes` into this replica's history as its clock's device.
  mutating func record(_ notes: [HistoryNote], at now: Int64) {
    var clock = self.clock
    list.record(notes, by: clock.device, clock: &clock, now: now)
    self.clock = clock
  }
}
