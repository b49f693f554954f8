import Foundation
import ShoppingListStorage
import TestSupport
import Testing

/// Pasting into the real binary in tmux, with bracketed paste as terminals deliver it.
@Suite(.serialized, .hangWatchdog(.seconds(120)))
struct PasteEndToEndTests {
  @Test func aPasteIntoTheNameIsInsertedWholeAndIntoTheListRunsNoCommands() async throws {
    let session = try await TmuxSession()
    defer { session.close() }
    try session.launchApp()
    try await session.waitForScreen(containing: "0 items · 0 in basket")
    try session.type("abread")
    try session.sendKeys("Enter")
    try await session.waitForScreen(containing: "1 item · 0 in basket")

    try session.sendKeys("a")
    try session.paste("sugar\ndates")
    try await session.waitForScreen(containing: "sugar dates")
    try session.sendKeys("Enter")
    try await session.waitForScreen(containing: "2 items · 0 in basket")

    try session.paste("s\nu\nd\nx\n")
    try session.type("/zzz")
    try await session.waitForScreen(containing: "zzz")
    // NB: Esc and q sent together would be alt+q.
    try session.sendKeys("Escape")
    try await session.waitForScreen(containing: "2 items · 0 in basket")
    try session.sendKeys("q")
    #expect(try await session.waitForAppExit() == 0)
    #expect(try session.listOnDisk().map(\.name) == ["sugar dates", "bread"])
    #expect(try session.listOnDisk().map(\.isChecked) == [false, false])
  }
}
