import Foundation
import TestSupport
import Testing

@testable import ShoppingListStorage

/// The real binary in tmux, ended every way a person or the system ends it right after a change:
/// what was done or typed is on disk afterwards.
@Suite(.serialized, .hangWatchdog(.seconds(120)))
struct ExitEndToEndTests {
  @Test func aChangeRightBeforeTheTerminalClosesIsSaved() async throws {
    let session = try await startApp()
    defer { session.close() }
    try session.type("amilk")
    try session.sendKeys("Enter")
    // NB: closed within the 300 ms the app waits before saving, unless the machine is very busy.
    try await session.waitForScreen(containing: "1 item · 0 in basket")
    try await session.hangUp()
    #expect(try session.listOnDisk().map(\.name) == ["milk"])
  }

  @Test func aNameBeingTypedIsKeptWhenTheTerminalCloses() async throws {
    let session = try await startApp()
    defer { session.close() }
    try session.type("aeggs")
    try await session.waitForScreen(containing: "eggs")
    try await session.hangUp()
    #expect(try session.listOnDisk().map(\.name) == ["eggs"])
  }

  @Test(arguments: [
    ("C-c", Int32(130)), ("SIGTERM", 143), ("Tab q", 0),
  ])
  func aNameBeingTypedIsKeptWhenQuitting(how: String, exitStatus: Int32) async throws {
    let session = try await startApp()
    defer { session.close() }
    try session.type("abread")
    try await session.waitForScreen(containing: "bread")
    switch how {
    case "SIGTERM": try await session.signalApp(SIGTERM)
    case "Tab q": try session.sendKeys("Tab", "q")
    default: try session.sendKeys(how)
    }
    #expect(try await session.waitForAppExit() == exitStatus)
    #expect(try session.listOnDisk().map(\.name) == ["bread"])
  }

  /// A debug log on a pipe whose reader went away: writing to it must not end the app.
  @Test func aBrokenPipeDoesNotEndTheApp() async throws {
    let session = try await TmuxSession()
    defer { session.close() }
    // NB: a FIFO whose only reader leaves after the first byte; the next write breaks the pipe.
    try session.launchApp(
      arguments: ["--debug-log", "log"], prefix: "mkfifo log; head -c 1 log >/dev/null &"
    )
    try await session.waitForScreen(containing: "0 items · 0 in basket")
    try session.sendKeys("Tab")
    for count in 1...3 {
      try session.sendKeys("+")
      try await session.waitForScreen(containing: "count \(count)")
    }
    try session.sendKeys("q")
    #expect(try await session.waitForAppExit() == 0)
  }

  /// A session with the app started and showing its first screen.
  private func startApp() async throws -> TmuxSession {
    let session = try await TmuxSession()
    do {
      try session.launchApp()
      try await session.waitForScreen(containing: "0 items · 0 in basket")
    } catch {
      session.close()
      throw error
    }
    return session
  }
}
