import Foundation
import Testing

@testable import SharedList
@testable import ShoppingListModel
@testable import ShoppingListStorage

@Suite struct InsertChangeTests {
  let noon = Fixture.noon

  func items(_ names: [String]) -> [ShoppingItem] {
    names.map { ShoppingItem(id: UUID(), name: $0) }
  }

  func milkAndEggs() throws -> Replica {
    var laptop = Replica(Fixture.laptop)
    try laptop.apply(.add(id: Fixture.milk, name: "milk", at: .end), at: noon)
    try laptop.apply(.add(id: Fixture.eggs, name: "eggs", at: .end), at: noon + 1)
    return laptop
  }

  @Test func insertsItemsInTheirOrderAtEachPlace() throws {
    var laptop = try milkAndEggs()
    try laptop.apply(.insert(items(["a", "b"]), at: .start), at: noon + 2)
    try laptop.apply(.insert(items(["c", "d"]), at: .after(Fixture.milk)), at: noon + 3)
    try laptop.apply(.insert(items(["e"]), at: .before(Fixture.eggs)), at: noon + 4)
    try laptop.apply(.insert(items(["f", "g"]), at: .end), at: noon + 5)
    #expect(laptop.lines == ["a", "b", "milk", "c", "d", "e", "eggs", "f", "g"])
  }

  @Test func keepsNamesCheckedStatesAndIdsWithOneStamp() throws {
    var laptop = try milkAndEggs()
    let inserted = [
      ShoppingItem(id: Fixture.bread, name: "  bread\t", isChecked: true),
      ShoppingItem(id: UUID(uuidString: "DDDDDDDD-0000-4000-8000-000000000004")!, name: "jam"),
    ]
    try laptop.apply(.insert(inserted, at: .start), at: noon + 2)
    #expect(laptop.lines == ["bread ✓", "jam", "milk", "eggs"])
    let stamps = Set(
      laptop.list.log(of: Fixture.laptop).records.values
        .filter { $0.id == Fixture.bread || $0.name?.value == "jam" }.map(\.edited)
    )
    #expect(stamps == [HybridTimestamp(wall: noon + 2, counter: 0, device: Fixture.laptop)])
  }

  @Test func refusesAnEmptyNameOrAMissingNeighbourAndChangesNothing() throws {
    var laptop = try milkAndEggs()
    let before = laptop.list
    #expect(throws: ListChangeError.emptyName) {
      try laptop.apply(.insert(items(["fine", " "]), at: .start), at: noon + 2)
    }
    #expect(throws: ListChangeError.missingItem(Fixture.bread)) {
      try laptop.apply(.insert(items(["fine"]), at: .after(Fixture.bread)), at: noon + 2)
    }
    try laptop.apply(.insert([], at: .start), at: noon + 2)
    #expect(laptop.list == before)
  }

  @Test func aHundredThousandItemsBetweenTwoNeighboursGetShortKeys() throws {
    var laptop = try milkAndEggs()
    let many = (0..<100_000).map { ShoppingItem(id: UUID(), name: "item \($0)") }
    try laptop.apply(.insert(many, at: .after(Fixture.milk)), at: noon + 2)
    let visible = laptop.list.visibleItems
    #expect(visible.count == 100_002)
    #expect(visible.first?.name == "milk")
    #expect(visible[1].name == "item 0")
    #expect(visible[100_000].name == "item 99999")
    #expect(visible.last?.name == "eggs")
    let longest = laptop.list.log(of: Fixture.laptop).records.values
      .compactMap { $0.position?.value.text.count }.max()
    #expect(longest == 6)
  }
}
