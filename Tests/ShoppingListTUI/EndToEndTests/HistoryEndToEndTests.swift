import Foundation
import TestSupport
import Testing

/// The history in the real binary in tmux: a basket cleared with `C` comes back through the
/// usuals (`h`) and the suggestions (`Tab`), each item with its quantity and category.
@Suite(.serialized, .hangWatchdog(.seconds(120)))
struct HistoryEndToEndTests {
  @Test func aClearedBasketComesBackThroughTheUsualsAndTheSuggestions() async throws {
    let session = try await TmuxSession()
    defer { session.close() }
    try session.launchApp()
    try await session.waitForScreen(containing: "The list is empty")

    try await session.typeItems(
      ["2 l oat milk", "3 eggs", "bread"], thenSee: "3 items · 0 in basket")
    try await session.finishEntry()
    try await session.checkTheFirstTwoOfThreeAndClear()

    try session.sendKeys("h")
    let usuals = try await session.waitForScreen("the usuals") { screen in
      screen.contains { $0.contains("Usually bought, not on the list · 2") }
    }
    // NB: both bought once, in one clear: the later stamped first, then by name.
    let rows = usuals.filter { $0.contains("×1") }.map {
      $0.replacingOccurrences(of: "×1", with: "").trimmingCharacters(in: .whitespaces)
    }
    #expect(rows == ["›     3 eggs · Dairy & Eggs", "2 l oat milk · Dairy & Eggs"])
    try session.sendKeys("Enter")
    try await session.waitForScreen(containing: "Usually bought, not on the list · 1")
    try session.sendKeys("h")
    try await session.waitForScreen("the list again") { screen in
      !screen.contains { $0.contains("Usually bought") } && screen.contains { $0.contains("eggs") }
    }

    try session.sendKeys("a")
    try session.type("OA")
    try await session.waitForScreen(containing: "tab: 2 l oat milk · Dairy & Eggs")
    try session.sendKeys("Tab")
    try await session.waitForScreen(containing: "3 items · 0 in basket")
    try await session.finishEntry()
    try session.sendKeys("q")
    #expect(try await session.waitForAppExit() == 0)

    let listed = try await session.listedByTheCommand()
    #expect(
      Set(listed.split(separator: "\n"))
        == ["[ ] 2 l oat milk", "[ ] 3 eggs", "[ ] bread"]
    )
  }
}
