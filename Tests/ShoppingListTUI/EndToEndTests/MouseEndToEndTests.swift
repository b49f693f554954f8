import Foundation
import TestSupport
import Testing

@testable import ShoppingListStorage

/// Clicks and the wheel in the real binary in tmux, sent as the SGR reports xterm-256color
/// terminals send; and none of it with `--no-mouse`.
@Suite(.serialized, .hangWatchdog(.seconds(120)))
struct MouseEndToEndTests {
  static let names = (1...30).map { String(format: "item %02d", $0) }

  @Test func clicksMoveTheCursorCheckAnItemAndSwitchPanesAndTheWheelScrolls() async throws {
    let session = try await TmuxSession()
    defer { session.close() }
    try session.launchApp()
    try await session.waitForScreen(containing: "0 items · 0 in basket")
    #expect(try session.mouseMode() == "1")
    try session.paste(Self.names.joined(separator: "\n"))
    try await session.waitForScreen(containing: "30 items · 0 in basket")

    // Row 3 of the screen shows the third item; its checkbox is in columns 2 to 4.
    try session.mouse(button: 0, x: 30, y: 3)
    try await session.waitForScreen(containing: "› [ ] item 03")
    try session.mouse(button: 0, x: 3, y: 3)
    try await session.waitForScreen(containing: "30 items · 1 in basket")
    #expect(try session.capture()[3].hasPrefix("› [x] item 03"))

    try session.mouse(button: 65, x: 30, y: 10)
    try session.mouse(button: 65, x: 30, y: 10)
    let scrolled = try await session.waitForScreen(containing: "› [ ] item 07")
    #expect(scrolled[1].hasPrefix("› [ ] item 07"))

    // " Counter " takes columns 16 to 24 of the header.
    try session.mouse(button: 0, x: 18, y: 0)
    try await session.waitForScreen(containing: "+/- count")

    // The shell gets the terminal back without mouse reports, and the app takes them again.
    try session.sendKeys("C-z")
    try await session.waitForScreen(containing: "Stopped")
    #expect(try session.mouseMode() == "0")
    try session.run("fg; echo \(TmuxSession.exitMarker)$?")
    try await session.waitForScreen(containing: "+/- count")
    #expect(try session.mouseMode() == "1")
    try session.mouse(button: 0, x: 3, y: 0)
    try await session.waitForScreen(containing: "› [ ] item 07")

    try session.sendKeys("q")
    #expect(try await session.waitForAppExit() == 0)
    #expect(try session.mouseMode() == "0")
    let list = try session.listOnDisk()
    #expect(list.map(\.name) == Self.names)
    #expect(list.filter(\.isChecked).map(\.name) == ["item 03"])
  }

  @Test func withNoMouseTheTerminalIsNotAskedForClicks() async throws {
    let session = try await TmuxSession()
    defer { session.close() }
    try session.launchApp(arguments: ["--no-mouse"])
    try await session.waitForScreen(containing: "0 items · 0 in basket")
    #expect(try session.mouseMode() == "0")
    try session.sendKeys("q")
    #expect(try await session.waitForAppExit() == 0)
  }
}
