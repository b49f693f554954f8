import Foundation
import TestSupport
import Testing

@testable import ShoppingListFeatures
@testable import ShoppingListModel
@testable import ShoppingListStorage
@testable import ShoppingListTUI

@Suite struct ListImporterTests {
  @Test(arguments: [
    ("milk", "milk", false),
    ("  milk  ", "milk", false),
    ("- milk", "milk", false),
    ("* milk", "milk", false),
    ("+ milk", "milk", false),
    ("1. milk", "milk", false),
    ("12) milk", "milk", false),
    ("- [ ] milk", "milk", false),
    ("- [x] eggs", "eggs", true),
    ("* [X] eggs", "eggs", true),
    ("  - [x]   eggs and ham ", "eggs and ham", true),
    ("[ ] milk", "milk", false),
    ("[x] eggs", "eggs", true),
    ("1. [x] bread", "bread", true),
    ("-5 degrees", "-5 degrees", false),
    ("*nix tools", "*nix tools", false),
    ("2024 wine", "2024 wine", false),
    ("1.5 l water", "1.5 l water", false),
    ("[x]ray film", "[x]ray film", false),
    ("#1 coffee", "#1 coffee", false),
    ("- - milk", "- milk", false),
    ("\u{FEFF}milk", "milk", false),
    ("oat\tmilk\u{7}", "oat milk", false),
  ])
  func readsALine(line: String, name: String, isChecked: Bool) throws {
    let entry = try #require(ListImporter.entry(inLine: line[...]))
    #expect(entry.name == name)
    #expect(entry.isChecked == isChecked)
  }

  @Test(arguments: [
    "", "   ", "\t", "-", "- ", "- [ ]", "* [x]   ", "1.", "# Groceries", "## Dairy", "###",
    "---", "***", "- - -", "___", "===",
  ])
  func skipsLinesThatAreNoItem(line: String) {
    #expect(ListImporter.entry(inLine: line[...]) == nil)
  }

  @Test func keepsTheOrderOfTheText() {
    let ids = (1...3).map { UUID(uuidString: "00000000-0000-0000-0000-00000000000\($0)")! }
    var unused = ids.makeIterator()
    let items = ListImporter.items(
      in: "# Shopping\r\n\r\n- [x] eggs\r\n* [ ] milk\n\n- bread\n",
      makeID: { unused.next()! }
    )
    #expect(
      items == [
        ShoppingItem(id: ids[0], name: "eggs", isChecked: true, category: "Dairy & Eggs"),
        ShoppingItem(id: ids[1], name: "milk", category: "Dairy & Eggs"),
        ShoppingItem(id: ids[2], name: "bread", category: "Bakery"),
      ]
    )
  }

  /// Quantities are read apart from names, a `##` heading gives the items below it their
  /// category, and a top heading, the list's title, gives none.
  @Test func readsQuantitiesAndHeadingsAsCategories() {
    let ids = (1...4).map { UUID(uuidString: "00000000-0000-0000-0000-00000000000\($0)")! }
    var unused = ids.makeIterator()
    let items = ListImporter.items(
      in: """
        # Saturday
        - [ ] 2 l oat milk
        ## Party ##
        - [x] crisps x3
        - 6 "7 up"
        # Other
        Sellotape
        """,
      makeID: { unused.next()! }
    )
    #expect(
      items == [
        ShoppingItem(
          id: ids[0], name: "oat milk", quantity: ItemQuantity(amount: 2, unit: "l"),
          category: "Dairy & Eggs"
        ),
        ShoppingItem(
          id: ids[1], name: "crisps", isChecked: true, quantity: ItemQuantity(amount: 3),
          category: "Party"
        ),
        ShoppingItem(
          id: ids[2], name: "7 up", quantity: ItemQuantity(amount: 6), category: "Party"),
        ShoppingItem(id: ids[3], name: "Sellotape"),
      ]
    )
  }

  @Test func readsWhatListPrints() {
    let items = [
      ShoppingItem(id: UUID(), name: "milk"),
      ShoppingItem(id: UUID(), name: "[x] is not a checkmark here", isChecked: true),
      ShoppingItem(id: UUID(), name: "- dash first"),
    ]
    for format in [ListOutputFormat.plain, .markdown] {
      let text = String(decoding: format.render(items), as: UTF8.self)
      let imported = ListImporter.items(in: text, makeID: UUID.init)
      #expect(imported.map(\.name) == items.map(\.name), "\(format)")
      #expect(imported.map(\.isChecked) == items.map(\.isChecked), "\(format)")
    }
  }

  @Test func progressIsHeardEvery4096LinesAndAtTheEnd() {
    let text = (0..<10_000).map { "item \($0)" }.joined(separator: "\n")
    var heard: [[Int]] = []
    let items = ListImporter.items(in: text, makeID: UUID.init) { heard.append([$0, $1]) }
    #expect(items.count == 10_000)
    #expect(heard == [[0, 10_000], [4_096, 10_000], [8_192, 10_000], [10_000, 10_000]])
  }
}
