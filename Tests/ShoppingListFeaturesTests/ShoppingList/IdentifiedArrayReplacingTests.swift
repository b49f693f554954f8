import Foundation
import IdentifiedCollections
import ShoppingListFeatures
import ShoppingListStorage
import Testing

@Suite struct IdentifiedArrayReplacingTests {
  static func item(_ number: Int, _ name: String, checked: Bool = false) -> ShoppingItem {
    ShoppingItem(
      id: UUID(uuidString: String(format: "00000000-0000-4000-8000-%012X", number))!,
      name: name, isChecked: checked
    )
  }

  let milk = item(1, "milk")
  let eggs = item(2, "eggs")
  let tea = item(3, "tea")
  let bread = item(4, "bread")

  @Test func changesOnlyTheStretchThatDiffers() {
    var items: IdentifiedArrayOf<ShoppingItem> = [milk, eggs, tea]
    #expect(items.replaceChanged(with: [milk, bread, eggs, tea]) == 1..<2)
    #expect(Array(items) == [milk, bread, eggs, tea])
    #expect(items[id: bread.id] == bread)

    var checkedEggs = eggs
    checkedEggs.isChecked = true
    #expect(items.replaceChanged(with: [milk, bread, checkedEggs, tea]) == 2..<3)
    #expect(items[id: eggs.id] == checkedEggs)

    #expect(items.replaceChanged(with: [milk, tea]) == 1..<1)
    #expect(Array(items) == [milk, tea])
    #expect(items[id: eggs.id] == nil)

    #expect(items.replaceChanged(with: [milk, tea]) == 2..<2)
    #expect(items.replaceChanged(with: [tea, milk]) == 0..<2)
    #expect(Array(items) == [tea, milk])
    #expect(items.replaceChanged(with: []) == 0..<0)
    #expect(items.isEmpty)
  }

  @Test func aLargeChangeBuildsTheArrayAgainKeepingTheFirstOfTwoIDs() {
    let many = (10..<700).map { Self.item($0, "item \($0)") }
    var items = IdentifiedArray(uniqueElements: many)
    let reversed = Array(many.reversed())
    #expect(items.replaceChanged(with: reversed) == 0..<690)
    #expect(Array(items) == reversed)
    #expect(items[id: many[5].id] == many[5])

    let renamedTwice = [milk, Self.item(1, "other milk")] + many
    #expect(items.replaceChanged(with: renamedTwice) == 0..<692)
    #expect(Array(items) == [milk] + many)
  }
}
