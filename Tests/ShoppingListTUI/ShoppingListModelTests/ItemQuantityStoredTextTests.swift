import Foundation
import Testing

@testable import ShoppingListModel

/// The text a file stores a quantity as: plain decimals with a point and a unit's symbol, read
/// strictly.
@Suite struct ItemQuantityStoredTextTests {
  @Test(arguments: [
    ("2", "2", "2"),
    ("1.5 kg", "1.5 kg", "1.5 kg"),
    ("500 g", "500 g", "500 g"),
    ("2 bottle", "2 bottle", "2 bottles"),
    ("0.125 l", "0.125 l", "0.125 l"),
    ("99999 ml", "99999 ml", "99999 ml"),
  ])
  func readsAndWritesPlainDecimals(text: String, stored: String, shown: String) throws {
    let quantity = try #require(ItemQuantity(storedText: text))
    #expect(quantity.storedText == stored)
    #expect(quantity.description == shown)
  }

  @Test(arguments: [
    "", " ", "0", "0.0 kg", "-1", "1e9", "1,5 kg", "1.", ".5", "1.2.3", "2 ", "2  kg",
    "2 kilo grams", "2 kilo", "1000", "100000 g", "1.2345 kg", "2 \u{1B}[31m", "NaN",
    "Infinity", "2 furlongs",
  ])
  func refusesWhatIsNoQuantityThisVersionKnows(text: String) {
    #expect(ItemQuantity(storedText: text) == nil)
  }
}
