import Foundation
import TestSupport
import Testing

/// The shopping list in the real binary in tmux, with a temporary `HOME`: every kind of change a
/// person makes in one sitting, and the list found as it was left after a restart.
@Suite(.serialized, .hangWatchdog(.seconds(120)))
struct ShoppingListEndToEndTests {
  @Test func aListEditedCheckedDeletedUndoneAndSortedIsThereAfterARestart() async throws {
    let session = try await TmuxSession()
    defer { session.close() }
    try session.launchApp()
    try await session.waitForScreen(containing: "The list is empty")

    // NB: after Enter the next item's name is typed right away, below the one before.
    try session.sendKeys("a")
    for name in ["bread", "milk", "eggs"] {
      try session.type(name)
      try session.sendKeys("Enter")
    }
    try await session.waitForScreen(containing: "3 items · 0 in basket")
    try await session.finishEntry()
    let added = try await session.waitForScreen(containing: "3 items · 0 in basket")
    #expect(Array(added[1...3]).map(Self.row) == ["[ ] bread", "[ ] milk", "[ ] eggs"])

    try session.sendKeys("k", "e")
    try session.type(" (oat)")
    try session.sendKeys("Enter")
    try await session.waitForScreen(containing: "[ ] milk (oat)")

    try session.sendKeys("x")
    try await session.waitForScreen(containing: "3 items · 1 in basket")

    try session.sendKeys("j", "d")
    let deleted = try await session.waitForScreen(containing: "2 items · 1 in basket")
    #expect(deleted[23].contains("Deleted “eggs”"))

    try session.sendKeys("u")
    try await session.waitForScreen(containing: "3 items · 1 in basket")

    try session.sendKeys("s")
    let sorted = try await session.waitForScreen("the sorted list") { screen in
      Array(screen[1...3]).map(Self.row) == ["[ ] bread", "[ ] eggs", "[x] milk (oat)"]
    }
    #expect(sorted[23].contains("3 items · 1 in basket"))
    try session.sendKeys("q")
    #expect(try await session.waitForAppExit() == 0)

    try session.run("clear")
    try session.launchApp()
    let relaunched = try await session.waitForScreen(containing: "3 items · 1 in basket")
    #expect(Array(relaunched[1...3]).map(Self.row) == ["[ ] bread", "[ ] eggs", "[x] milk (oat)"])
    try session.sendKeys("q")
    #expect(try await session.waitForAppExit() == 0)
  }

  /// A list row without the cursor marker, the padding and the category at its right edge:
  /// `› [x] milk      Dairy & Eggs` becomes `[x] milk`.
  private static func row(_ line: String) -> String {
    var row = line.trimmingCharacters(in: .whitespaces)
    if row.hasPrefix("›") { row = String(row.dropFirst()).trimmingCharacters(in: .whitespaces) }
    return row.components(separatedBy: "   ").first ?? row
  }
}
