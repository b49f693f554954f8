import Foundation
import TestSupport
import Testing

@testable import ShoppingListStorage

/// Two real apps in tmux on one shared list, and a command run beside them: each change shows
/// in the other windows without a key, as the folder watcher delivers it.
@Suite(.serialized, .hangWatchdog(.seconds(120)))
struct SharedListEndToEndTests {
  @Test func twoAppsShowEachOthersChangesAndTheShellsWithoutAKey() async throws {
    let left = try await TmuxSession()
    defer { left.close() }
    let right = try await TmuxSession(sharingHomeOf: left)
    defer { right.close() }
    try left.launchApp()
    try await left.waitForScreen(containing: "0 items · 0 in basket")
    let rightLog = right.home.appendingPathComponent("right-debug.log")
    try right.launchApp(arguments: ["--debug-log", rightLog.path])
    try await right.waitForScreen(containing: "0 items · 0 in basket")

    try left.sendKeys("a")
    try left.type("milk")
    try left.sendKeys("Enter")
    try await left.waitForScreen(containing: "1 item · 0 in basket")
    try await left.finishEntry()
    // NB: the row and the counts at once: a terminal can show a frame before all of it has
    // arrived, and curses sends it top row first, the status bar last.
    try await right.waitForScreen("milk, its frame whole") { screen in
      screen.contains { $0.contains("[ ] milk") } && screen.last?.contains("1 item") == true
    }
    // NB: what arrived is said for 3 s, which a test process busy with other suites can let
    // pass between two looks at the screen; the debug log holds every state the app drew.
    try await right.waitUntil("the arrival's status in the right app's state") {
      (try? String(contentsOf: rightLog, encoding: .utf8))?.contains(
        #"text: "1 change from this device""#
      ) == true
    }

    let added = try await Subprocess.run(
      try TmuxSession.appBinary().path, ["add", "eggs"],
      environment: [
        "HOME": left.home.path, "XDG_DATA_HOME": left.home.path + "/.local/share",
        "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin",
      ]
    )
    #expect(added.status == 0, "\(added.standardError)")
    for session in [left, right] {
      try await session.waitForScreen(containing: "2 items · 0 in basket")
    }
    // The right app's cursor stayed on milk, now the second row.
    #expect(try right.capture()[2].hasPrefix("› [ ] milk"))

    try right.sendKeys("x")
    try await left.waitForScreen(containing: "2 items · 1 in basket")
    for session in [left, right] {
      try session.sendKeys("q")
      #expect(try await session.waitForAppExit() == 0)
    }
    let list = try left.listOnDisk()
    #expect(list.map(\.name) == ["eggs", "milk"])
    #expect(list.map(\.isChecked) == [false, true])
  }

  /// FIFOs named like device files, one there at start and one landing while the app runs:
  /// the app once showed a blank screen and ignored `q`, ctrl+c and SIGTERM, and a save
  /// waited forever with the item being typed. Now both are named in the banner and the item
  /// is saved.
  @Test func aFIFOInTheFolderNeverHangsTheApp() async throws {
    let session = try await TmuxSession()
    defer { session.close() }
    let folder = session.home.appendingPathComponent(".local/share/shopping-list/list").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    #expect(mkfifo(folder + "/device-22222222-0000-4000-8000-000000000002.jsonl", 0o644) == 0)
    try session.launchApp()
    try await session.waitForScreen(containing: "jsonl: it is a FIFO, not a regula")
    // NB: a FIFO that lands is read at the next read of the folder: the save's.
    #expect(mkfifo(folder + "/device-33333333-0000-4000-8000-000000000003.jsonl", 0o644) == 0)
    try session.sendKeys("a")
    try session.type("milk")
    try session.sendKeys("Enter")
    try await session.waitForScreen(containing: "1 item · 0 in basket")
    try await session.finishEntry()
    try session.sendKeys("q")
    #expect(try await session.waitForAppExit() == 0)
    #expect(try session.listOnDisk().map(\.name) == ["milk"])
  }
}
