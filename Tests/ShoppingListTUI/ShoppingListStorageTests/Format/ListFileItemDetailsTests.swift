import Foundation
import Testing

@testable import ShoppingListModel
@testable import ShoppingListStorage

/// A list file with quantities, notes and categories: version 2, so that a shopping-list from
/// before those fields refuses it instead of dropping them when it saves; version 1 while no
/// item has them.
@Suite struct ListFileItemDetailsTests {
  static let milkID = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
  static let eggsID = UUID(uuidString: "00000000-0000-4000-8000-0000000000AB")!

  @Test func aListWithFieldsIsVersionTwoAndReadsBack() throws {
    let items = [
      ShoppingItem(
        id: Self.milkID, name: "oat milk", quantity: ItemQuantity(amount: 1.5, unit: "l"),
        note: "the \"barista\" one", category: "Dairy & Eggs"
      ),
      ShoppingItem(id: Self.eggsID, name: "eggs", isChecked: true),
    ]
    let text = String(decoding: ListFileEncoder.encode(items), as: UTF8.self)
    #expect(
      text == """
        {
          "format": "shopping-list",
          "version": 2,
          "items": [
            {"id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "name": "oat milk", "checked": false, \
        "quantity": "1.5 l", "note": "the \\"barista\\" one", "category": "Dairy & Eggs"},
            {"id": "00000000-0000-4000-8000-0000000000AB", "name": "eggs", "checked": true}
          ]
        }

        """
    )
    #expect(try ListFileDecoder.decode(Array(text.utf8)) == items)
  }

  @Test func aListOfBareNamesStaysVersionOne() {
    let text = String(
      decoding: ListFileEncoder.encode([ShoppingItem(id: Self.eggsID, name: "eggs")]),
      as: UTF8.self
    )
    #expect(text.contains(#""version": 1,"#))
  }

  @Test func aQuantityThatIsNoneIsRefusedWhereItStands() {
    let text = #"{"format": "shopping-list", "version": 2, "items": ["#
      + #"{"id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "name": "milk", "checked": false, "#
      + #""quantity": "lots"}]}"#
    #expect(
      throws: ListFileFormatError.invalid(
        #"this is not a quantity: write it as "2" or "1.5 kg""#, line: 1, column: 146
      )
    ) {
      try ListFileDecoder.decode(Array(text.utf8))
    }
  }
}
