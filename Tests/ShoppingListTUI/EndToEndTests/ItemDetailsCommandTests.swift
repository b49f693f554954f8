import Foundation
import TestSupport
import Testing

/// Quantities, notes and categories from the command line, with the real binary: typed with
/// the name, given as options, never added twice, and printed by `list`.
@Suite(.hangWatchdog(.seconds(120))) struct ItemDetailsCommandTests {
  @Test func addReadsQuantitiesGivesCategoriesAndNeverAddsANameTwice() async throws {
    try await ShoppingListExecutable.withTemporaryHome { app in
      let first = try await app.run(
        "add", "2 l oat milk", "eggs x6", "\"7 up\"", "--note", "the good ones"
      )
      #expect(first.status == 0, "\(first.standardError)")
      #expect(first.standardOutput.isEmpty)
      #expect(try await app.run("check", "eggs").status == 0)
      let again = try await app.run(
        "add", "Eggs x6", "butter", "OAT MILK 1l", "--category", "Dairy")
      #expect(again.status == 0, "\(again.standardError)")
      #expect(
        again.standardOutput
          == "On the list already: eggs (now 12)\nOn the list already: oat milk (now 3 l)\n"
      )
      #expect(
        try await app.run("list").standardOutput
          == "[ ] butter\n[ ] 3 l oat milk — the good ones\n[ ] 12 eggs — the good ones\n"
          + "[ ] 7 up — the good ones\n"
      )
      let json = try await app.run("list", "--format", "json").standardOutput
      #expect(
        json.contains(
          #""name": "oat milk", "checked": false, "quantity": "3 l", "amount": 3, "unit": "l", "#
            + #""note": "the good ones", "#
            + #""category": "Dairy & Eggs", "added": {"by": "#
        )
      )
      #expect(json.contains(#""name": "butter", "checked": false, "category": "Dairy", "added": "#))
      #expect(
        json.contains(#""name": "7 up", "checked": false, "note": "the good ones", "added": "#))
      // Who added each item: this device, by its name, at a time in ISO 8601.
      let devices = try await app.run("devices").standardOutput
      let name = try #require(
        devices.split(separator: "\n").dropFirst().first?.split(separator: " (").first)
      #expect(json.contains(#""added": {"by": "\#(name)", "at": "20"#))
    }
  }

  /// A name given twice in one command is one item, its quantities added up.
  @Test func aNameGivenTwiceInOneCommandIsOneItem() async throws {
    try await ShoppingListExecutable.withTemporaryHome { app in
      let added = try await app.run("add", "tea", "milk 1l", "Milk 1l", "tea")
      #expect(added.status == 0, "\(added.standardError)")
      #expect(try await app.run("list").standardOutput == "[ ] tea\n[ ] 2 l milk\n")
    }
  }

  @Test func importReadsQuantitiesAndHeadings() async throws {
    try await ShoppingListExecutable.withTemporaryHome { app in
      let imported = try await app.run(
        "import", "-", input: "# Saturday\n## Party\n- [ ] crisps x3\n- 2 bottles of wine\n"
      )
      #expect(imported.status == 0, "\(imported.standardError)")
      #expect(
        try await app.run("list", "--format", "markdown").standardOutput
          == "- [ ] 3 crisps\n- [ ] 2 bottles wine\n"
      )
      let json = try await app.run("list", "--format", "json").standardOutput
      #expect(
        json.contains(
          #""name": "wine", "checked": false, "quantity": "2 bottle", "amount": 2, "unit": "bottle""#
        ))
      #expect(json.contains(#""category": "Party", "added": {"by": "#))
    }
  }
}
