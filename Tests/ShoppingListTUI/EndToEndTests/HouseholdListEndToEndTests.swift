import Foundation
import TestSupport
import Testing

/// A week's shop typed into the real binary in tmux: items with quantities in a row, a quantity
/// stepped, a note, a name typed twice, the list grouped by category, and all of it there after
/// a restart; lists switched with a key and an item moved to another.
@Suite(.serialized, .hangWatchdog(.seconds(120)))
struct HouseholdListEndToEndTests {
  @Test func itemsTypedInARowWithQuantitiesNotesAndCategories() async throws {
    let session = try await TmuxSession()
    defer { session.close() }
    try session.launchApp()
    try await session.waitForScreen(containing: "The list is empty")

    try session.sendKeys("a")
    for entry in ["2 l oat milk", "500g flour", "3 eggs"] {
      try session.type(entry)
      try session.sendKeys("Enter")
    }
    try await session.waitForScreen(containing: "3 items · 0 in basket")
    try await session.finishEntry()
    let typed = try await session.waitForScreen("the quantities in their column") { screen in
      Array(screen[1...3]).map(Self.cells) == [
        ["[ ]   2 l oat milk", "Dairy & Eggs"], ["[ ] 500 g flour", "Pantry"],
        ["[ ]     3 eggs", "Dairy & Eggs"],
      ]
    }
    #expect(typed[3].hasPrefix("›"))

    try session.sendKeys("+", "n")
    try session.type("free range")
    try session.sendKeys("Enter")
    try await session.waitForScreen(containing: "4 eggs · free range")

    try session.sendKeys("a")
    try session.type("OAT MILK 1l")
    try session.sendKeys("Enter")
    // NB: the status bar gives way to the counts and the mode: the message's start shows.
    try await session.waitForScreen(containing: "“oat milk” is on the list alrea")
    try await session.finishEntry()

    try session.sendKeys("v")
    let grouped = try await session.waitForScreen("the groups") { screen in
      screen.contains { $0.contains("Dairy & Eggs · 2") }
    }
    #expect(
      Array(grouped[1...5]).map(Self.row) == [
        "Dairy & Eggs · 2", "[ ]   3 l oat milk", "[ ]     4 eggs · free range", "Pantry · 1",
        "[ ] 500 g flour",
      ]
    )
    try session.sendKeys("q")
    #expect(try await session.waitForAppExit() == 0)

    let listed = try await session.command("list")
    #expect(
      listed.standardOutput == "[ ] 3 l oat milk\n[ ] 500 g flour\n[ ] 4 eggs — free range\n"
    )
  }

  @Test func listsSwitchedWithAKeyAndAnItemMovedToAnother() async throws {
    let session = try await TmuxSession()
    defer { session.close() }
    #expect(try await session.command("lists", "add", "Party").status == 0)
    try session.launchApp()
    try await session.waitForScreen(containing: "Shopping list 1/2")

    try session.sendKeys("a")
    try session.type("milk")
    try session.sendKeys("Enter")
    try await session.finishEntry()
    try await session.waitForScreen(containing: "1 item · 0 in basket")

    try session.sendKeys("]")
    try await session.waitForScreen("the party list") { screen in
      screen[0].contains("Party 2/2") && screen.contains { $0.contains("The list is empty") }
    }
    try session.sendKeys("a")
    try session.type("balloons")
    try session.sendKeys("Enter")
    try await session.finishEntry()
    try await session.waitForScreen(containing: "balloons")

    try session.sendKeys("[")
    try await session.waitForScreen("the main list again") { screen in
      screen[0].contains("Shopping list 1/2") && screen[1].contains("milk")
    }
    try session.sendKeys("m")
    try await session.waitForScreen(containing: "To Party?")
    try session.sendKeys("y")
    try await session.waitForScreen(containing: "Moved “milk” to Party")
    try session.sendKeys("q")
    #expect(try await session.waitForAppExit() == 0)

    let party = try await session.command("list", "--in", "party")
    #expect(party.standardOutput == "[ ] balloons\n[ ] milk\n")
    #expect(try await session.command("list").standardOutput == "")
  }

  /// The weekly shop as issue 27 tells it, in one run of the app: items with quantities typed in
  /// a row, the basket cleared and found again in the usuals, a suggestion taken, the list
  /// grouped by category, and another list switched to and back.
  @Test func theWeeklyShopInOneJourney() async throws {
    let session = try await TmuxSession()
    defer { session.close() }
    #expect(try await session.command("lists", "add", "Hardware store").status == 0)
    try session.launchApp()
    try await session.waitForScreen(containing: "Shopping list 1/2")

    try await session.typeItems(
      ["2 l oat milk", "3 eggs", "500g flour"], thenSee: "3 items · 0 in basket")
    try await session.finishEntry()
    try await session.checkTheFirstTwoOfThreeAndClear()

    try session.sendKeys("h")
    try await session.waitForScreen(containing: "Usually bought, not on the list · 2")
    try session.sendKeys("h")
    try await session.waitForScreen("the list again") { screen in
      !screen.contains { $0.contains("Usually bought") } && screen.contains { $0.contains("flour") }
    }

    try session.sendKeys("a")
    try session.type("OA")
    try await session.waitForScreen(containing: "tab: 2 l oat milk · Dairy & Eggs")
    try session.sendKeys("Tab")
    try await session.waitForScreen(containing: "2 items · 0 in basket")
    try await session.finishEntry()

    try session.sendKeys("v")
    let grouped = try await session.waitForScreen("the groups") { screen in
      screen.contains { $0.contains("Dairy & Eggs · 1") }
    }
    #expect(grouped.contains { $0.contains("Pantry · 1") })

    try session.sendKeys("]")
    try await session.waitForScreen("the hardware store") { screen in
      screen[0].contains("Hardware store 2/2")
        && screen.contains { $0.contains("The list is empty") }
    }
    try await session.typeItems(["nails"], thenSee: "1 item · 0 in basket")
    try await session.finishEntry()
    try session.sendKeys("[")
    try await session.waitForScreen("the shopping list again") { screen in
      screen[0].contains("Shopping list 1/2") && screen.contains { $0.contains("oat milk") }
    }
    try session.sendKeys("q")
    #expect(try await session.waitForAppExit() == 0)

    #expect(try await session.listedByTheCommand() == "[ ] 2 l oat milk\n[ ] 500 g flour\n")
    #expect(
      try await session.command("list", "--in", "hardware store").standardOutput == "[ ] nails\n")
  }

  /// A list row without the cursor marker and padding, its inner spaces kept.
  private static func row(_ line: String) -> String {
    var row = line.trimmingCharacters(in: .whitespaces)
    if row.hasPrefix("›") { row = String(row.dropFirst()).trimmingCharacters(in: .whitespaces) }
    return row
  }

  /// A list row's text and the category at its right edge, apart.
  private static func cells(_ line: String) -> [String] {
    guard let gap = row(line).range(of: "     ", options: .backwards) else { return [row(line)] }
    let text = row(line)
    return [
      String(text[..<gap.lowerBound]).trimmingCharacters(in: .whitespaces),
      String(text[gap.upperBound...]).trimmingCharacters(in: .whitespaces),
    ]
  }
}
