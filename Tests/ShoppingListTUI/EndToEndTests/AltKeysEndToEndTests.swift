import Foundation
import TestSupport
import Testing

@testable import ShoppingListStorage

/// Alt keys in the real binary in tmux, which sends them as Esc then the key, as terminals do.
@Suite(.serialized, .hangWatchdog(.seconds(120)))
struct AltKeysEndToEndTests {
  @Test func altKeysEditTheNameAndNeverActOnTheList() async throws {
    let session = try await TmuxSession()
    defer { session.close() }
    try session.launchApp()
    try await session.waitForScreen(containing: "0 items · 0 in basket")
    try session.type("abread")
    try session.sendKeys("Enter")
    try await session.waitForScreen(containing: "1 item · 0 in basket")
    try await session.finishEntry()

    try session.type("amilk tea")
    try session.sendKeys("M-b", "M-d", "M-BSpace")
    try session.type("oat milk")
    try session.sendKeys("Enter")
    try await session.waitForScreen(containing: "2 items · 0 in basket")
    try await session.finishEntry()
    try session.sendKeys("M-d", "M-x", "q")
    #expect(try await session.waitForAppExit() == 0)
    #expect(try session.listOnDisk().map(\.name) == ["oat milk", "bread"])
  }
}
