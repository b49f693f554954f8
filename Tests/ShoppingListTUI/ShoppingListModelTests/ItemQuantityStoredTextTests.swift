import Foundation
import Testing

@testable import ShoppingListModel

/// The text a file stores a quantity as: plain decimals with a point, read strictly.
@Suite struct ItemQuantityStoredTextTests {
  @Test(arguments: [
    (ItemQuantity(amount: 2), "2"),
    (ItemQuantity(amount: 1.5, unit: "kg"), "1.5 kg"),
    (ItemQuantity(amount: 500, unit: "g"), "500 g"),
    (ItemQuantity(amount: 100_000_000), "100000000"),
    (ItemQuantity(amount: Decimal(string: "0.125")!, unit: "l"), "0.125 l"),
  ])
  func writesPlainDecimals(quantity: ItemQuantity, text: String) {
    #expect(quantity.storedText == text)
    #expect(ItemQuantity(storedText: text) == quantity)
  }

  @Test(arguments: [
    "", " ", "0", "0.0 kg", "-1", "1e9", "1,5 kg", "1.", ".5", "1.2.3", "2 ", "2  kg",
    "2 kilo grams", "1234567890", "2 \u{1B}[31m", "2 abcdefghijklmnopq", "NaN", "Infinity",
  ])
  func refusesWhatIsNoQuantity(text: String) {
    #expect(ItemQuantity(storedText: text) == nil)
  }
}
