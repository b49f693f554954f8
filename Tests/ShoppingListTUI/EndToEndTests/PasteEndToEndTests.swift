import Foundation
import TestSupport
import Testing

@testable import ShoppingListStorage

/// Pasting into the real binary in tmux, with bracketed paste as terminals deliver it.
@Suite(.serialized, .hangWatchdog(.seconds(120)))
struct PasteEndToEndTests {
  @Test func aPasteIntoTheNameIsInsertedWholeAndIntoTheListAddsItems() async throws {
    let session = try await TmuxSession()
    defer { session.close() }
    try session.launchApp()
    try await session.waitForScreen(containing: "0 items · 0 in basket")
    try session.type("abread")
    try session.sendKeys("Enter")
    try await session.waitForScreen(containing: "1 item · 0 in basket")
    try await session.finishEntry()

    try session.sendKeys("a")
    try session.paste("sugar\ndates")
    try await session.waitForScreen(containing: "sugar dates")
    try session.sendKeys("Enter")
    try await session.waitForScreen(containing: "2 items · 0 in basket")
    try await session.finishEntry()

    try session.paste("s\n\n- [x] u\nd\n")
    try await session.waitForScreen(containing: "5 items · 1 in basket")
    try session.type("/zzz")
    try await session.waitForScreen(containing: "zzz")
    // NB: Esc and q sent together would be alt+q; the filter's counts ("0 of 5 items · …")
    // contain the list's, so the wait is for the filter line to go.
    try session.sendKeys("Escape")
    try await session.waitForScreen("the filter to be cleared") { screen in
      !screen.contains { $0.contains("zzz") }
    }
    try session.sendKeys("q")
    #expect(try await session.waitForAppExit() == 0)
    let list = try session.listOnDisk()
    #expect(list.map(\.name) == ["s", "u", "d", "sugar dates", "bread"])
    #expect(list.map(\.isChecked) == [false, true, false, false, false])
  }
}
