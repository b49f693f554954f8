import Architecture
import Foundation
import Testing

@testable import ShoppingListFeatures
@testable import ShoppingListModel
@testable import ShoppingListStorage

struct ItemOrderTests {
  static func sorted(_ names: [String]) -> [String] {
    let items = names.enumerated().map { ShoppingItem(id: UUID($0.offset), name: $0.element) }
    let byID = Dictionary(uniqueKeysWithValues: items.map { ($0.id, $0.name) })
    return ItemOrder.sortedIDs(of: IdentifiedArray(uniqueElements: items)).compactMap { byID[$0] }
  }

  @Test func numbersInNamesSortByValue() {
    #expect(
      Self.sorted(["10 limes", "9 lemons", "apples 10", "apples 2", "100 g flour", "007 tea"])
        == ["007 tea", "9 lemons", "10 limes", "100 g flour", "apples 2", "apples 10"]
    )
  }

  @Test func equalNumbersFallBackToTheTextAroundThemAndThenToListOrder() {
    #expect(
      Self.sorted(["2 eggs", "02 eggs", "2 Eggs", "2 apples"])
        == ["2 apples", "2 eggs", "02 eggs", "2 Eggs"]
    )
  }

  @Test func hugeNumbersDoNotOverflow() {
    #expect(
      Self.sorted(["99999999999999999999999 b", "100000000000000000000000 a", "1 c"])
        == ["1 c", "99999999999999999999999 b", "100000000000000000000000 a"]
    )
  }
}

struct GroupedDigitsTests {
  @Test(arguments: [
    (0, "0"), (7, "7"), (999, "999"), (1_000, "1,000"), (100_000, "100,000"),
    (1_234_567, "1,234,567"), (-4_200, "-4,200"), (Int.min, "-9,223,372,036,854,775,808"),
  ])
  func groupsByThousands(number: Int, text: String) {
    #expect(number.groupedDigits == text)
  }
}
