import Foundation
import TestSupport
import Testing

/// Several lists in one folder from the command line, with the real binary: `--in` on the item
/// commands (creating the list on first use), `lists` with its counts, `move`, renames and
/// removals.
@Suite(.hangWatchdog(.seconds(120))) struct ListsCommandTests {
  @Test func itemCommandsWorkOnTheListInNamesAndListsCountThem() async throws {
    try await ShoppingListExecutable.withTemporaryHome { app in
      #expect(try await app.run("lists").standardOutput == "Shopping list  0 items, 0 to buy\n")
      #expect(try await app.run("add", "milk", "eggs").status == 0)
      let added = try await app.run("add", "nails", "2 tubes glue", "--in", "Hardware store")
      #expect(added.status == 0, "\(added.standardError)")
      #expect(
        try await app.run("add", "nails x2", "--in", "hardware STORE").standardOutput
          == "On the list already: nails (now 2)\n")
      #expect(try await app.run("check", "glue", "--in", "Hardware store").status == 0)
      #expect(
        try await app.run("lists").standardOutput
          == "Shopping list   2 items, 2 to buy\nHardware store  2 items, 1 to buy\n")
      #expect(try await app.run("list").standardOutput == "[ ] milk\n[ ] eggs\n")
      #expect(
        try await app.run("list", "--in", "Hardware store").standardOutput
          == "[ ] 2 nails\n[x] 2 tubes glue\n")
      let json = try await app.run("list", "--in", "Hardware store", "--format", "json")
      #expect(json.standardOutput.contains(#""name": "nails", "#))
      #expect(json.standardOutput.contains(#", "list": "Hardware store"}"#))

      let unknown = try await app.run("check", "milk", "--in", "Party")
      #expect(unknown.status == 1)
      #expect(
        unknown.standardError.contains(
          "there is no list named “Party”; the lists are “Shopping list”, “Hardware store”"))
    }
  }

  @Test func itemsMoveBetweenListsAndListsAreRenamedAndRemoved() async throws {
    try await ShoppingListExecutable.withTemporaryHome { app in
      #expect(try await app.run("add", "milk", "balloons", "cake").status == 0)
      let moved = try await app.run("move", "balloons", "cake", "--to", "Party")
      #expect(moved.status == 0, "\(moved.standardError)")
      #expect(try await app.run("list").standardOutput == "[ ] milk\n")
      #expect(
        try await app.run("list", "--in", "party").standardOutput == "[ ] balloons\n[ ] cake\n")
      #expect(try await app.run("lists", "rename", "Shopping list", "Groceries").status == 0)
      #expect(try await app.run("lists", "rename", "Party", "Birthday").status == 0)
      let taken = try await app.run("lists", "add", "birthday")
      #expect(taken.status == 1)
      #expect(taken.standardError.contains("there is a list named “birthday” already"))
      #expect(try await app.run("lists", "add", "Hardware").status == 0)
      #expect(
        try await app.run("lists").standardOutput
          == "Groceries  1 item, 1 to buy\nBirthday   2 items, 2 to buy\n"
          + "Hardware   0 items, 0 to buy\n")
      let main = try await app.run("lists", "remove", "Groceries")
      #expect(main.status == 1)
      #expect(main.standardError.contains("the main list cannot be removed"))
      #expect(try await app.run("lists", "remove", "Birthday").status == 0)
      #expect(
        try await app.run("lists").standardOutput
          == "Groceries  1 item, 1 to buy\nHardware   0 items, 0 to buy\n")
    }
  }

  @Test func aListFileHasOneList() async throws {
    try await ShoppingListExecutable.withTemporaryHome { app in
      let file = app.home.appending("one.json")
      let refused = try await app.run("add", "milk", "--in", "Party", "--file", file)
      #expect(refused.status == 1)
      #expect(refused.standardError.contains("a list file (--file) holds one list"))
      #expect(
        try await app.run("lists", "--file", file).standardOutput
          == "Shopping list  0 items, 0 to buy\n")
    }
  }
}
