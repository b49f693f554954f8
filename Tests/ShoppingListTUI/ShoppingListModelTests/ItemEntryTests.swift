import Foundation
import TestSupport
import Testing

@testable import ShoppingListModel

@Suite struct ItemEntryTests {
  static let entriesWithAQuantity: [(ArgumentText, String, ItemQuantity?)] = [
    ("2 l oat milk", "oat milk", quantity("2", "l")),
    ("oat milk 2l", "oat milk", quantity("2", "l")),
    ("oat milk 2 l", "oat milk", quantity("2", "l")),
    ("500g flour", "flour", quantity("500", "g")),
    ("500 g of flour", "flour", quantity("500", "g")),
    ("500g of flour", "flour", quantity("500", "g")),
    ("flour 500 grams", "flour", quantity("500", "g")),
    ("milk x2", "milk", quantity("2")),
    ("milk X2", "milk", quantity("2")),
    ("milk ×2", "milk", quantity("2")),
    ("milk x 2", "milk", quantity("2")),
    ("milk 2x", "milk", quantity("2")),
    ("milk 2 x", "milk", quantity("2")),
    ("3 eggs", "eggs", quantity("3")),
    ("12 eggs", "eggs", quantity("12")),
    ("1,5 kg potatoes", "potatoes", quantity("1.5", "kg")),
    ("1.5 kg potatoes", "potatoes", quantity("1.5", "kg")),
    ("2 x milk", "milk", quantity("2")),
    ("2x milk", "milk", quantity("2")),
    ("2× milk", "milk", quantity("2")),
    ("2 × milk", "milk", quantity("2")),
    ("2 litres milk", "milk", quantity("2", "l")),
    ("2 Liters milk", "milk", quantity("2", "l")),
    ("2 L milk", "milk", quantity("2", "l")),
    ("1 kilo apples", "apples", quantity("1", "kg")),
    ("2 bottles of wine", "wine", quantity("2", "bottle")),
    ("2 bottles wine", "wine", quantity("2", "bottle")),
    ("wine 2 bottles", "wine", quantity("2", "bottle")),
    ("3 packs of gum", "gum", quantity("3", "pack")),
    ("2 loaves of bread", "bread", quantity("2", "loaf")),
    ("1 bunch of bananas", "bananas", quantity("1", "bunch")),
    ("a dozen eggs", "eggs", quantity("12")),
    ("A Dozen eggs", "eggs", quantity("12")),
    ("2 dozen eggs", "eggs", quantity("24")),
    ("1,5 dozen eggs", "eggs", quantity("18")),
    ("eggs 2 dozen", "eggs", quantity("24")),
    ("0.5 kg cheese", "cheese", quantity("0.5", "kg")),
    ("0,125 kg saffron", "saffron", quantity("0.125", "kg")),
    ("250 ml cream", "cream", quantity("250", "ml")),
    ("75cl wine", "wine", quantity("75", "cl")),
    ("1 lb ground beef", "ground beef", quantity("1", "lb")),
    ("2 lbs beef", "beef", quantity("2", "lb")),
    ("2 lb. beef", "beef", quantity("2", "lb")),
    ("flour 500g.", "flour", quantity("500", "g")),
    ("16 oz steak", "steak", quantity("16", "oz")),
    ("1 gallon milk", "milk", quantity("1", "gal")),
    ("2 pints of milk", "milk", quantity("2", "pt")),
    ("999 nails", "nails", quantity("999")),
    ("99999 g flour", "flour", quantity("99999", "g")),
    ("2 l Crème Fraîche", "Crème Fraîche", quantity("2", "l")),
    ("\t2 l oat milk\n", "oat milk", quantity("2", "l")),
    ("3 🍎", "🍎", quantity("3")),
    ("\"7 up\"", "7 up", nil),
    ("“7 up”", "7 up", nil),
    ("\" 7 up \"", "7 up", nil),
    ("\"7 up\" x2", "7 up", quantity("2")),
    ("2 \"7 up\"", "7 up", quantity("2")),
    ("2 l \"2 l\"", "2 l", quantity("2", "l")),
    ("oat milk", "oat milk", nil),
    ("diet \"7 up\" x2", "diet \"7 up\"", quantity("2")),
  ]

  @Test(arguments: entriesWithAQuantity)
  func readsANameAndAQuantity(typed: ArgumentText, name: String, quantity: ItemQuantity?) {
    #expect(ItemEntry.parse(typed.value) == ItemEntry(name: name, quantity: quantity))
  }

  @Test(arguments: [
    // Nothing but a quantity, or no letter left for a name.
    "2", "2 l", "1 kilo", "2 cans", "a dozen", "x2", "2 x", "2 bottles of", "2 x 4", "3 %",
    // Zero, negative, signed.
    "0 eggs", "0.0 eggs", "-1 eggs", "+2 eggs",
    // Too large: over 999 for a count or a container, over 99,999 for a measure.
    "1000 eggs", "2024 calendar", "1000 island dressing", "1000 bottles of water",
    "100000 g flour", "99999.5 g flour", "123456 eggs",
    // Malformed or ambiguous numbers.
    "1,5,3 kg potatoes", "1.2.3 eggs", "1.2345 kg flour", "1,500 g flour", "1.500 kg flour",
    "5. eggs", ".5 kg cheese", "007 eggs", "２ eggs",
    // A number run into letters that are not a unit.
    "100% juice", "7up", "4x4 tyres", "3furlongs hay",
    // A number alone after the name, and words for numbers.
    "size 4", "Chanel No 5", "milk 2", "two eggs",
    // A quantity at both ends.
    "2 milk x3", "2 l milk 1l",
    // Quotes that hold no name or leave a word outside.
    "\"\"", "\"7 up\" diet", "12\" pizza",
  ])
  func keepsTheWholeEntryAsTheName(typed: String) {
    #expect(ItemEntry.parse(typed) == ItemEntry(name: typed, quantity: nil))
  }

  @Test func cleansTheNameAsAnItemNameIsCleaned() {
    let oatMilk = ItemEntry(name: "oat milk", quantity: quantity("2", "l"))
    #expect(ItemEntry.parse("2 l oat\u{202E} milk\u{7}") == oatMilk)
    #expect(ItemEntry.parse("  7up\t") == ItemEntry(name: "7up"))
    #expect(ItemEntry.parse("") == ItemEntry(name: ""))
  }

  @Test func aNameIsCleanAndPartOfTheTextAndARefusalKeepsTheWholeText() {
    var generator = SplitMix64(seed: 27)
    let pool = [
      "2", "0", "1,5", "1.5", "1,500", "12", "2024", "x", "×", "x2", "2x", "l", "kg", "2l",
      "bottles", "of", "a", "dozen", "milk", "oat", "\"", "“", "”", "\"7", "up\"", "7up", "-",
      "%", "🍎", "é", "\t", "\u{202E}",
    ]
    for _ in 0..<5_000 {
      let typed = (0..<Int.random(in: 0...6, using: &generator))
        .map { _ in pool.randomElement(using: &generator)! }.joined(separator: " ")
      let entry = ItemEntry.parse(typed)
      let text = ShoppingItem.sanitizedName(typed)
      #expect(ShoppingItem.sanitizedName(entry.name) == entry.name, "\(typed.debugDescription)")
      #expect(entry.name.isEmpty || text.contains(entry.name), "\(typed.debugDescription)")
      // NB: a quoted name drops its quotes and may be anything, quantity or not.
      guard !text.contains(where: { "\"“”".contains($0) }) else { continue }
      if entry.quantity == nil {
        #expect(entry.name == text, "\(typed.debugDescription)")
      } else {
        #expect(
          entry.name.contains(where: \.isLetter) || entry.name.contains("🍎"),
          "\(typed.debugDescription)")
        #expect(entry.name.count < text.count, "\(typed.debugDescription)")
      }
    }
  }
}
