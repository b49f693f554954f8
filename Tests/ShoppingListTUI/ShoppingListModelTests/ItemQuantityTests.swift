import Foundation
import Testing

@testable import ShoppingListModel

@Suite struct ItemQuantityTests {
  @Test(arguments: [
    (quantity("3"), "3"),
    (quantity("2", "l"), "2 l"),
    (quantity("500", "g"), "500 g"),
    (quantity("1.5", "kg"), "1.5 kg"),
    (quantity("0.125", "kg"), "0.125 kg"),
    (quantity("99999", "g"), "99999 g"),
    (quantity("999"), "999"),
    (quantity("1", "bottle"), "1 bottle"),
    (quantity("2", "bottle"), "2 bottles"),
    (quantity("0.5", "bottle"), "0.5 bottles"),
    (quantity("3", "loaf"), "3 loaves"),
    (quantity("2", "box"), "2 boxes"),
    (quantity("2", "bunch"), "2 bunches"),
    (quantity("1", "pack"), "1 pack"),
    (quantity("75", "cl"), "75 cl"),
  ])
  func readsInTheList(quantity: ItemQuantity, expected: String) {
    #expect(quantity.description == expected)
  }

  @Test func amountsAreExactAndWrittenWithAPoint() {
    #expect(quantity("1.5", "kg").amountText == "1.5")
    #expect(quantity("1.50", "kg") == quantity("1.5", "kg"))
    #expect(quantity("1.50", "kg").hashValue == quantity("1.5", "kg").hashValue)
    #expect(quantity("0.1").amount + quantity("0.2").amount == Decimal(string: "0.3")!)
  }

  static let outOfBounds: [(String, String?)] = [
    ("0", nil), ("-1", nil), ("1000", nil), ("1.2345", nil), ("1000", "bottle"),
    ("100000", "g"), ("99999.5", "ml"), ("2", "furlong"), ("2", "L"), ("2", "litres"),
  ]

  @Test(arguments: outOfBounds)
  func refusesAmountsOutOfBoundsAndUnknownUnits(amount: String, unit: String?) {
    #expect(ItemQuantity(amount: Decimal(string: amount)!, unit: unit) == nil)
  }

  @Test func refusesNotANumber() {
    #expect(ItemQuantity(amount: .nan) == nil)
  }

  @Test func knowsItsUnits() {
    #expect(
      ItemQuantity.units == [
        "g", "kg", "ml", "cl", "l", "lb", "oz", "pt", "qt", "gal", "pack", "bottle", "can", "tin",
        "jar", "box", "bag", "carton", "tub", "bunch", "loaf",
      ])
  }

  static let steps: [(ItemQuantity, up: ItemQuantity?, down: ItemQuantity?)] = [
    (quantity("3"), quantity("4"), quantity("2")),
    (quantity("2"), quantity("3"), quantity("1")),
    (quantity("1"), quantity("2"), nil),
    (quantity("1.5"), quantity("2.5"), quantity("1")),
    (quantity("0.5"), quantity("1.5"), nil),
    (quantity("998"), quantity("999"), quantity("997")),
    (quantity("999"), nil, quantity("998")),
    (quantity("500", "g"), quantity("600", "g"), quantity("400", "g")),
    (quantity("150", "g"), quantity("250", "g"), quantity("100", "g")),
    (quantity("100", "g"), quantity("200", "g"), nil),
    (quantity("50", "g"), quantity("150", "g"), nil),
    (quantity("99950", "g"), nil, quantity("99850", "g")),
    (quantity("250", "ml"), quantity("350", "ml"), quantity("150", "ml")),
    (quantity("75", "cl"), quantity("85", "cl"), quantity("65", "cl")),
    (quantity("2", "l"), quantity("3", "l"), quantity("1", "l")),
    (quantity("1.5", "kg"), quantity("2.5", "kg"), quantity("1", "kg")),
    (quantity("16", "oz"), quantity("17", "oz"), quantity("15", "oz")),
    (quantity("2", "bottle"), quantity("3", "bottle"), quantity("1", "bottle")),
    (quantity("999", "pack"), nil, quantity("998", "pack")),
  ]

  @Test(arguments: steps)
  func stepsUpAndDown(quantity: ItemQuantity, up: ItemQuantity?, down: ItemQuantity?) {
    #expect(quantity.incremented() == up)
    #expect(quantity.decremented() == down)
  }

  static let typedAlone: [(String, ItemQuantity?)] = [
    ("2 l", quantity("2", "l")),
    ("500g", quantity("500", "g")),
    ("1,5 kg", quantity("1.5", "kg")),
    ("2 bottles", quantity("2", "bottle")),
    ("3", quantity("3")),
    ("x2", quantity("2")),
    ("2 x", quantity("2")),
    ("2×", quantity("2")),
    ("a dozen", quantity("12")),
    ("2 dozen", quantity("24")),
    (" 2 l ", quantity("2", "l")),
    ("", nil),
    ("milk", nil),
    ("2 l milk", nil),
    ("0", nil),
    ("1000", nil),
    ("2 furlongs", nil),
    ("1,500 g", nil),
  ]

  @Test(arguments: typedAlone)
  func readsAQuantityTypedAlone(text: String, expected: ItemQuantity?) {
    #expect(ItemQuantity(parsing: text) == expected)
  }
}

/// A quantity written literally: `quantity("1.5", "kg")`.
func quantity(_ amount: String, _ unit: String? = nil) -> ItemQuantity {
  ItemQuantity(amount: Decimal(string: amount)!, unit: unit)!
}
