import Foundation
import Testing

@testable import SharedList
@testable import ShoppingListModel
@testable import ShoppingListStorage

@Suite struct ItemMatchTests {
  let milk = ShoppingItem(id: Fixture.milk, name: "milk")
  let oatMilk = ShoppingItem(
    id: UUID(uuidString: "AAAAAAAA-1111-4000-8000-000000000004")!, name: "Oat Milk"
  )
  let eclair = ShoppingItem(id: Fixture.eggs, name: "Éclair au café")
  let bread = ShoppingItem(id: Fixture.bread, name: "bread", isChecked: true)
  var items: [ShoppingItem] { [milk, oatMilk, eclair, bread] }

  @Test func aWholeNameWinsOverNamesThatContainIt() {
    #expect(ItemMatch.find("milk", in: items) == .found(milk))
    #expect(ItemMatch.find("  MILK ", in: items) == .found(milk))
    #expect(ItemMatch.find("oat milk", in: items) == .found(oatMilk))
  }

  @Test func caseAndAccentsDoNotMatter() {
    #expect(ItemMatch.find("ECLAIR AU CAFE", in: items) == .found(eclair))
    #expect(ItemMatch.find("éclair", in: items) == .found(eclair))
    #expect(ItemMatch.find("CAFÉ", in: items) == .found(eclair))
    #expect(ItemMatch.find("BREAD", in: items) == .found(bread))
  }

  @Test func aPartOfANameFitsOneItemOrIsAmbiguous() {
    #expect(ItemMatch.find("oat", in: items) == .found(oatMilk))
    #expect(ItemMatch.find("mil", in: items) == .ambiguous([milk, oatMilk]))
    #expect(ItemMatch.find("butter", in: items) == .none)
    #expect(ItemMatch.find(" \t", in: items) == .none)
  }

  @Test func twoItemsOfOneNameAreAmbiguous() {
    let secondMilk = ShoppingItem(
      id: UUID(uuidString: "DDDDDDDD-0000-4000-8000-000000000009")!, name: "Milk"
    )
    #expect(ItemMatch.find("milk", in: items + [secondMilk]) == .ambiguous([milk, secondMilk]))
  }

  @Test func anIdOrTheStartOfOneFindsTheItem() {
    #expect(ItemMatch.find("CCCCCCCC-0000-4000-8000-000000000003", in: items) == .found(bread))
    #expect(ItemMatch.find("cccccccc-0000-4000-8000-000000000003", in: items) == .found(bread))
    #expect(ItemMatch.find("cccccccc", in: items) == .found(bread))
    #expect(ItemMatch.find("CCCCCCCC-00", in: items) == .found(bread))
    #expect(ItemMatch.find("AAAAAAAA1", in: items) == .found(oatMilk))
    #expect(ItemMatch.find("aaaaaaaa", in: items) == .ambiguous([milk, oatMilk]))
    // Fewer than 8 hex digits is a name, and no name contains it.
    #expect(ItemMatch.find("ccccccc", in: items) == .none)
  }

  @Test func resolvesEveryNameOrSaysWhatIsWrongWithEach() throws {
    #expect(try ItemMatch.resolve(["bread", "OAT", "Bread"], in: items) == [bread, oatMilk])
    let error = #expect(throws: UnresolvedItemNames.self) {
      try ItemMatch.resolve(["bread", "mlk", "mil"], in: items)
    }
    #expect(
      error?.description == """
        "mlk" matches no item
        "mil" matches 2 items; name one by more of its name or by its id:
          AAAAAAAA  milk
          AAAAAAAA  Oat Milk
        nothing was changed
        """
    )
  }
}
