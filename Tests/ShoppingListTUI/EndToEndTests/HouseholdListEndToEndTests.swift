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

    let listed = try await Self.command(["list"], in: session)
    #expect(
      listed.standardOutput == "[ ] 3 l oat milk\n[ ] 500 g flour\n[ ] 4 eggs — free range\n"
    )
  }

  @Test func listsSwitchedWithAKeyAndAnItemMovedToAnother() async throws {
    let session = try await TmuxSession()
    defer { session.close() }
    #expect(try await Self.command(["lists", "add", "Party"], in: session).status == 0)
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

    let party = try await Self.command(["list", "--in", "party"], in: session)
    #expect(party.standardOutput == "[ ] balloons\n[ ] milk\n")
    #expect(try await Self.command(["list"], in: session).standardOutput == "")
  }

  /// Runs the binary with `arguments` in the session's home, as a person at another terminal.
  private static func command(
    _ arguments: [String], in session: TmuxSession
  ) async throws -> Subprocess.Result {
    try await Subprocess.run(
      try TmuxSession.appBinary().path, arguments,
      environment: [
        "HOME": session.home.path, "XDG_DATA_HOME": session.home.path + "/.local/share",
        "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin",
      ]
    )
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
