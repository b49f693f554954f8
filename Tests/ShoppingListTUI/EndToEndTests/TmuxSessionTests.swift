import Foundation
import TestSupport
import Testing

/// The end-to-end helper itself: the terminal it promises, failures that show the screen, and
/// nothing left behind.
@Suite(.serialized, .hangWatchdog(.seconds(120)))
struct TmuxSessionTests {
  @Test func shellRunsAtAFixedSizeWithAPrivateEnvironment() async throws {
    let session = try await TmuxSession()
    defer { session.close() }
    try session.run("echo \"env:$HOME|$XDG_DATA_HOME|$LANG|$TERM|$(tput cols)x$(tput lines)\"")
    try await session.waitForScreen(containing: "|80x24")
    let home = session.home.path
    #expect(
      try session.captureJoiningWrappedLines()
        .contains("env:\(home)|\(home)/.local/share|C.UTF-8|xterm-256color|80x24")
    )
  }

  @Test func waitingForTextThatNeverAppearsFailsWithTheScreen() async throws {
    let session = try await TmuxSession()
    defer { session.close() }
    try session.run("echo visible-text")
    try await session.waitForScreen(containing: "visible-text")
    do {
      try await session.waitForScreen(containing: "absent-text", timeout: .milliseconds(100))
      Issue.record("waiting for absent text succeeded")
    } catch let failure as TmuxSession.Failure {
      #expect(failure.message.contains("absent-text"))
      #expect(failure.screen.contains("visible-text"))
      #expect(failure.description.contains("|visible-text"))
    }
  }

  @Test func closeKillsTheServerAndRemovesTheHome() async throws {
    let session = try await TmuxSession()
    try session.run("sleep 600")
    let home = session.home
    #expect(FileManager.default.fileExists(atPath: home.path))
    session.close()
    await session.waitUntilClosed()
    #expect(!FileManager.default.fileExists(atPath: home.path))
    #expect(throws: TmuxSession.Failure.self) { try session.capture() }
    session.close()
  }

  @Test func appBinaryIsFoundNextToTheTests() throws {
    let binary = try TmuxSession.appBinary()
    #expect(binary.lastPathComponent == "shopping-list")
    #expect(FileManager.default.isExecutableFile(atPath: binary.path))
  }
}
