import Foundation
import TestSupport
import Testing

/// The real binary in a real terminal (tmux): start, keys, resize, suspend, signals, crashes,
/// and a usable shell afterwards every time.
@Suite(.serialized, .hangWatchdog(.seconds(120)))
struct RuntimeEndToEndTests {
  @Test func startsCountsAndQuitsCleanly() async throws {
    let session = try await startApp()
    defer { session.close() }
    #expect(try session.cursorAndScreen() == (cursorVisible: false, alternateScreen: true))
    try session.sendKeys("Tab", "+", "+", "Up")
    try await session.waitForScreen(containing: "count 3")
    try session.sendKeys("-")
    try await session.waitForScreen(containing: "count 2")
    try session.sendKeys("q")
    try await expectShellRestored(session, exitStatus: 0)
  }

  /// Exit signals go through the app's orderly exit; crash signals through the crash guard,
  /// with Swift's crash reporter left at its default (the session does not set
  /// `SWIFT_BACKTRACE`): the app ends within a second and nothing waits for a key.
  @Test(arguments: [
    (SIGTERM, 143), (SIGHUP, 129), (SIGINT, 130), (SIGSEGV, 139), (SIGABRT, 134),
    (SIGBUS, 135), (SIGILL, 132), (SIGFPE, 136), (SIGTRAP, 133), (SIGQUIT, 131),
  ] as [(Int32, Int32)])
  func terminalIsRestoredWhenTheAppIsSignalled(signal: Int32, exitStatus: Int32) async throws {
    let session = try await startApp()
    defer { session.close() }
    kill(try await session.appProcessID(), signal)
    // NB: the app ends within a second; the rest is for the shell and tmux on a busy machine.
    // Waiting for a key, the reporter would take 30 s.
    #expect(try await session.waitForAppExit(timeout: .seconds(3)) == exitStatus)
    #expect(!(try session.capture().joined().contains("Press space")))
    try await expectShellRestored(session, exitStatus: exitStatus)
  }

  @Test func ctrlCExitsAndRestoresTheTerminal() async throws {
    let session = try await startApp()
    defer { session.close() }
    try session.sendKeys("C-c")
    try await expectShellRestored(session, exitStatus: 130)
  }

  @Test func resizeRedrawsAndTooSmallRecovers() async throws {
    let session = try await startApp()
    defer { session.close() }
    try session.sendKeys("Tab", "+")
    try await session.waitForScreen(containing: "count 1")

    // NB: tmux drops trailing blanks; the header's hint ends one column before the edge.
    try session.resize(width: 100, height: 30)
    let wide = try await session.waitForScreen("a 100×30 frame") { screen in
      screen.count == 30 && screen[29].contains("count 1") && screen[0].count == 99
    }
    #expect(wide[0].hasSuffix("? help"))

    try session.resize(width: 30, height: 8)
    try await session.waitForScreen("only the message that the terminal is too small") { screen in
      screen.joined().contains("Terminal too small") && !screen.joined().contains("count")
    }

    try session.resize(width: 80, height: 24)
    let restored = try await session.waitForScreen(containing: "count 1")
    #expect(restored[23].hasPrefix(" count 1") && restored[0].count == 79)
    #expect(!restored.joined().contains("too small"))
    try session.sendKeys("q")
    try await expectShellRestored(session, exitStatus: 0)
  }

  @Test func ctrlZSuspendsAndFgRepaints() async throws {
    let session = try await startApp()
    defer { session.close() }
    try session.sendKeys("Tab", "+")
    try await session.waitForScreen(containing: "count 1")
    try session.sendKeys("C-z")
    try await session.waitForScreen(containing: "Stopped")
    #expect(try session.cursorAndScreen() == (cursorVisible: true, alternateScreen: false))
    // NB: the shell already went past the stopped job's command line, so `fg` reports the exit.
    try session.run("fg; echo \(TmuxSession.exitMarker)$?")
    try await session.waitForScreen(containing: "count 1")
    #expect(try session.cursorAndScreen() == (cursorVisible: false, alternateScreen: true))
    try session.sendKeys("+")
    try await session.waitForScreen(containing: "count 2")
    try session.sendKeys("q")
    try await expectShellRestored(session, exitStatus: 0)
  }

  @Test func idleAppIsNeverScheduled() async throws {
    let session = try await startApp()
    defer { session.close() }
    let processID = try await session.appProcessID()
    try await ProcessActivity.waitUntilQuiet(processID)
    let before = try ProcessActivity.contextSwitches(of: processID)
    // NB: an observation window, not a synchronization wait: a ticking app would wake up here.
    try await Task.sleep(for: .seconds(1))
    let after = try ProcessActivity.contextSwitches(of: processID)
    #expect(after == before)
    try session.sendKeys("q")
    try await expectShellRestored(session, exitStatus: 0)
  }

  @Test func colorsFollowTheNoColorConvention() async throws {
    let colored = try await startApp()
    defer { colored.close() }
    #expect(try colored.captureWithEscapes().contains("\u{1B}[36m"))

    let monochrome = try await startApp(environment: ["NO_COLOR": "1"])
    defer { monochrome.close() }
    let escapes = try monochrome.captureWithEscapes()
    let anyColor = try Regex("\u{1B}\\[(3[0-7]|9[0-7]|38;)")
    #expect(!escapes.contains(anyColor))
    #expect(escapes.contains("\u{1B}[1;7m Shopping list "))
  }

  @Test func unknownTerminalTypeIsAClearError() async throws {
    let session = try await TmuxSession()
    defer { session.close() }
    try session.launchApp(prefix: "TERM=no-such-terminal")
    #expect(try await session.waitForAppExit() == 1)
    let message = try session.captureJoiningWrappedLines().first { $0.contains("terminfo") }
    #expect(message?.contains("\"no-such-terminal\"") == true)
    try await expectModesRestored(session)
  }

  @Test func aTerminalThatCannotMoveTheCursorIsAClearError() async throws {
    let session = try await TmuxSession()
    defer { session.close() }
    try session.launchApp(prefix: "TERM=dumb")
    #expect(try await session.waitForAppExit() == 1)
    let message = try session.captureJoiningWrappedLines().first { $0.contains("\"dumb\"") }
    #expect(message?.contains("cannot move the cursor") == true)
    try await expectModesRestored(session)
  }

  @Test(arguments: ["| cat", "< /dev/null"])
  func withoutATerminalTheAppPointsToTheCommandLine(redirection: String) async throws {
    let session = try await TmuxSession()
    defer { session.close() }
    try session.launchApp(suffix: redirection)
    #expect(try await session.waitForAppExit() == 2)
    let message = try session.captureJoiningWrappedLines().first { $0.contains("terminal") }
    #expect(message?.contains("`shopping-list add <item>` or `shopping-list list`") == true)
  }

  /// A session with the app started and showing its first screen.
  private func startApp(environment: [String: String] = [:]) async throws -> TmuxSession {
    let session = try await TmuxSession(environment: environment)
    do {
      try session.launchApp()
      try await session.waitForScreen(containing: "0 items · 0 in basket")
    } catch {
      session.close()
      throw error
    }
    return session
  }

  /// Checks that the app exited with `exitStatus` and left the terminal as the shell needs it.
  private func expectShellRestored(_ session: TmuxSession, exitStatus: Int32) async throws {
    #expect(try await session.waitForAppExit() == exitStatus)
    #expect(try session.cursorAndScreen() == (cursorVisible: true, alternateScreen: false))
    #expect(try session.mouseMode() == "0")
    try await expectModesRestored(session)
  }

  /// Checks that the shell echoes and reads whole lines again: no raw mode left behind.
  private func expectModesRestored(_ session: TmuxSession) async throws {
    let modes = "stty -a | tr ' ;' '\\n\\n' | grep -xE -- '-?(echo|icanon)' | sort | tr '\\n' ,"
    try session.run("echo modes:$(\(modes))")
    let screen = try await session.waitForScreen("the terminal modes") { screen in
      screen.contains { $0.hasPrefix("modes:") }
    }
    #expect(screen.contains("modes:echo,icanon,"))
  }
}
