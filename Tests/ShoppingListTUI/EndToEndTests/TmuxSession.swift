import Foundation
import TestSupport

@testable import SharedList
@testable import ShoppingListModel
@testable import ShoppingListStorage

/// A shell running inside a private tmux server at a fixed size, for end-to-end tests of the
/// real `shopping-list` binary: type keys, wait until the screen shows something, read it back.
///
/// Each session has its own tmux socket (`tmux -L`), its own temporary `HOME` and
/// `XDG_DATA_HOME`, a UTF-8 locale and `TERM=xterm-256color`, so tests never touch the user's
/// files or tmux server and always see the same terminal. Waits poll `capture-pane` until a
/// condition holds or a deadline passes; nothing sleeps blindly.
///
/// ```swift
/// let session = try await TmuxSession()
/// defer { session.close() }
/// try session.launchApp()
/// try await session.waitForScreen(containing: "0 items · 0 in basket")
/// try session.sendKeys("q")
/// try await session.waitForScreen(containing: "exit=0")
/// ```
final class TmuxSession {
  /// The terminal size the session started with.
  let width: Int
  /// The terminal size the session started with.
  let height: Int
  /// The temporary home directory of the shell and the app.
  let home: URL
  /// The line the shell prints after the app exits: `exit=<status>`.
  static let exitMarker = "exit="

  private let socket: String
  /// Kills the server if the run ends before ``close()`` (see ``TestRunCleanup``).
  private let cleanup: UUID
  /// Whether closing removes ``home``: not when it belongs to another session.
  private let ownsHome: Bool
  private var socketPath: String?
  private var shellProcessID: pid_t?
  private var isClosed = false
  /// Signalled once ``close()`` has removed what it removes.
  private let closed = DispatchSemaphore(value: 0)

  /// Starts a tmux server with one `bash` window of `width` × `height` cells.
  ///
  /// - Parameters:
  ///   - environment: Extra variables for the shell (and so for the app), e.g.
  ///     `["NO_COLOR": "1"]`.
  ///   - other: A session whose `HOME` this one uses too, for two apps on one list; it stays
  ///     the owner of the directory.
  init(
    width: Int = 80, height: Int = 24, environment: [String: String] = [:],
    sharingHomeOf other: TmuxSession? = nil
  ) async throws {
    self.width = width
    self.height = height
    socket = "shopping-list-e2e-\(UUID().uuidString.prefix(8))"
    cleanup = TestRunCleanup.shared.register { [socket] in
      _ = try? TmuxProcess.run(
        ["tmux", "-L", socket, "kill-server"], environment: ProcessInfo.processInfo.environment,
        scratch: FileManager.default.temporaryDirectory.appendingPathComponent(socket + ".tmux"))
    }
    home =
      other?.home
      ?? FileManager.default.temporaryDirectory
      .appendingPathComponent(socket, isDirectory: true)
    ownsHome = other == nil
    let dataHome = home.appendingPathComponent(".local/share", isDirectory: true)
    try FileManager.default.createDirectory(at: dataHome, withIntermediateDirectories: true)
    let variables = [
      "HOME": home.path,
      "XDG_DATA_HOME": dataHome.path,
      "LANG": "C.UTF-8",
      "TERM": "xterm-256color",
      "PATH": "/usr/local/bin:/usr/bin:/bin",
      "HISTFILE": "",
    ].merging(environment) { $1 }
    let assignments = variables.sorted { $0.key < $1.key }
      .map { "\($0.key)=\(Self.quoted($0.value))" }
      .joined(separator: " ")
    let shell =
      "env -i \(assignments) bash --norc --noprofile -c "
      + Self.quoted(
        // NB: PS1 is set here because bash drops it from the environment of `bash -c`.
        "ulimit -c 0; cd \(Self.quoted(home.path)); PS1='$ ' exec bash --norc --noprofile"
      )
    do {
      try tmux(
        "new-session", "-d", "-s", "e2e", "-x", "\(width)", "-y", "\(height)", shell
      )
      let info = try tmux("display-message", "-p", "-t", "e2e", "#{socket_path} #{pane_pid}")
        .trimmingCharacters(in: .whitespacesAndNewlines).split(separator: " ")
      socketPath = info.first.map(String.init)
      shellProcessID = info.last.flatMap { pid_t($0) }
      try await waitForScreen(timeout: .seconds(10)) { $0.contains { $0.hasPrefix("$") } }
    } catch {
      close()
      throw error
    }
  }

  deinit {
    close()
  }

  /// Kills the tmux server, and with it the shell and the app; once they are gone, removes the
  /// temporary home and the server's socket, on a thread of its own: a test closes its
  /// session in a `defer` on one of the test run's few threads, where waiting seconds for an
  /// app to finish saving starved the HTTP servers other tests answer from (a fact request
  /// once timed out that way). ``waitUntilClosed()`` waits for it.
  func close() {
    guard !isClosed else { return }
    isClosed = true
    TestRunCleanup.shared.unregister(cleanup)
    let appProcessFile = home.appendingPathComponent("\(socket).pid")
    let appProcessID = (try? String(contentsOf: appProcessFile, encoding: .utf8))
      .flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    _ = try? tmux("kill-server")
    let processIDs = [shellProcessID, appProcessID].compactMap { $0 }
    let (home, ownsHome, socketPath, closed) = (home, ownsHome, socketPath, closed)
    Thread.detachNewThread {
      // NB: the app may still be saving after SIGHUP; removing its home meanwhile would race.
      let deadline = ContinuousClock.now + .seconds(5)
      for processID in processIDs {
        while Self.isAlive(processID), ContinuousClock.now < deadline {
          usleep(10_000)
        }
      }
      if ownsHome { try? FileManager.default.removeItem(at: home) }
      if let socketPath { unlink(socketPath) }
      closed.signal()
    }
  }

  /// Waits until ``close()`` has removed the home and the socket.
  func waitUntilClosed() async {
    let closed = closed
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      Thread.detachNewThread {
        closed.wait()
        closed.signal()
        done.resume()
      }
    }
  }

  /// Whether `processID` is running: some thread of it exists and is not a zombie.
  ///
  /// Every thread counts, since the app's main thread exits early in `dispatchMain()`.
  private static func isAlive(_ processID: pid_t) -> Bool {
    let tasks = "/proc/\(processID)/task"
    let threads = (try? FileManager.default.contentsOfDirectory(atPath: tasks)) ?? []
    return threads.contains { thread in
      guard let stat = try? String(contentsOfFile: "\(tasks)/\(thread)/stat", encoding: .utf8),
        let state = stat.split(separator: ")").last?.split(separator: " ").first
      else { return false }
      return state != "Z" && state != "X"
    }
  }

  /// The `shopping-list` binary built next to the test bundle (e.g. `.build/debug`).
  static func appBinary() throws -> URL {
    let directory: URL
    if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }),
      bundle.bundleURL.hasDirectoryPath
    {
      directory = bundle.bundleURL.deletingLastPathComponent()
    } else {
      directory = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        .deletingLastPathComponent()
    }
    let binary = directory.appendingPathComponent("shopping-list")
    guard FileManager.default.isExecutableFile(atPath: binary.path) else {
      throw Failure(
        message: "no shopping-list binary at \(binary.path); build it first (swift build)"
      )
    }
    return binary
  }

  /// Types `commandLine` into the shell and presses Enter.
  func run(_ commandLine: String) throws {
    try tmux("send-keys", "-t", "e2e", "-l", commandLine)
    try tmux("send-keys", "-t", "e2e", "Enter")
  }

  /// Starts the app from the shell with `arguments`, `prefix` before it (e.g. `"TERM=dumb"`)
  /// and `suffix` after it (e.g. `"| cat"`); when it exits, the shell prints ``exitMarker`` and
  /// the status. The app's process ID is written to `$HOME/<socket>.pid`, see
  /// ``appProcessID(timeout:)``.
  func launchApp(arguments: [String] = [], prefix: String = "", suffix: String = "") throws {
    let binary = try Self.appBinary().path
    let command = ([binary] + arguments).map(Self.quoted).joined(separator: " ")
    let launcher = "sh -c 'echo $$ > \"$HOME/\(socket).pid\"; exec \"$0\" \"$@\"' \(command)"
    try run("\(prefix) \(launcher) \(suffix); echo \(Self.exitMarker)${PIPESTATUS[0]}")
  }

  /// The process ID of the app started by ``launchApp(prefix:suffix:)``, once it runs the
  /// app's binary.
  func appProcessID(timeout: Duration = .seconds(10)) async throws -> pid_t {
    let file = home.appendingPathComponent("\(socket).pid")
    let binary = try Self.appBinary().resolvingSymlinksInPath().path
    var processID: pid_t?
    try await waitUntil(timeout: timeout, "the app to write its process ID") {
      let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
      processID = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)).flatMap {
        // NB: only a process that is running the app; never 0 or -1, which mean groups.
        let link = "/proc/\($0)/exe"
        let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: link)
        return $0 > 1 && executable == binary ? $0 : nil
      }
      return processID != nil
    }
    guard let processID else { throw Failure(message: "no process ID for the app") }
    return processID
  }

  /// Sends `signal` to the app started by ``launchApp(prefix:suffix:)``.
  func signalApp(_ signal: Int32) async throws {
    let processID = try await appProcessID()
    guard kill(processID, signal) == 0 else {
      throw Failure(message: "cannot signal the app (\(processID)): errno \(errno)")
    }
  }

  /// Closes the terminal as closing its window does: kills the tmux server, so the shell and the
  /// app get `SIGHUP` and the end of their input; returns once the app has ended.
  func hangUp(timeout: Duration = .seconds(5)) async throws {
    let processID = try await appProcessID()
    try tmux("kill-server")
    try await waitUntil(timeout: timeout, "the app to end after the hangup") {
      !Self.isAlive(processID)
    }
  }

  /// The shared list the app uses by default in this session's `HOME`, as it is on disk now:
  /// every device file in its folder, merged.
  func listOnDisk() throws -> [ShoppingItem] {
    let folder = SharedFolder(
      path: home.appendingPathComponent(".local/share/shopping-list/list").path,
      device: DeviceIdentity(id: .random(), name: "test")
    )
    return try folder.read().list.visibleItems
  }

  /// Waits for the line the shell prints when the app started by
  /// ``launchApp(prefix:suffix:)`` exits, and returns the app's exit status.
  func waitForAppExit(timeout: Duration = .seconds(10)) async throws -> Int32 {
    let screen = try await waitForScreen(timeout: timeout, "the app to exit") { screen in
      screen.contains { Self.exitStatus(in: $0) != nil }
    }
    return screen.lazy.compactMap(Self.exitStatus(in:)).last ?? -1
  }

  private static func exitStatus(in line: String) -> Int32? {
    guard line.hasPrefix(exitMarker) else { return nil }
    return Int32(line.dropFirst(exitMarker.count))
  }

  /// Sends tmux key names, e.g. `"q"`, `"Enter"`, `"C-c"`, `"Up"`, `"BTab"`.
  func sendKeys(_ keys: String...) throws {
    try tmux(["send-keys", "-t", "e2e"] + keys)
  }

  /// Types `text` literally, character by character.
  func type(_ text: String) throws {
    try tmux("send-keys", "-t", "e2e", "-l", text)
  }

  /// Sends a mouse event as a terminal in SGR mouse mode (1006) reports it: `button` 0 for the
  /// left button, 64 and 65 for the wheel up and down, at the zero-based cell `x`, `y`; a
  /// button press is followed by its release.
  func mouse(button: Int, x: Int, y: Int) throws {
    let position = "\(button);\(x + 1);\(y + 1)"
    try type("\u{1B}[<\(position)M")
    if button < 64 { try type("\u{1B}[<\(position)m") }
  }

  /// Pastes `text` as a terminal does, wrapped in bracketed-paste markers when the app turned
  /// bracketed paste on (tmux's `paste-buffer -p`); tmux turns line feeds into carriage returns.
  func paste(_ text: String) throws {
    try tmux("set-buffer", "-b", "e2e", "--", text)
    try tmux("paste-buffer", "-p", "-d", "-b", "e2e", "-t", "e2e")
  }

  /// Resizes the terminal to `width` × `height` cells.
  func resize(width: Int, height: Int) throws {
    try tmux("resize-window", "-t", "e2e", "-x", "\(width)", "-y", "\(height)")
  }

  /// The screen as text, one string per row, trailing spaces removed by tmux.
  func capture() throws -> [String] {
    try lines(of: tmux("capture-pane", "-p", "-t", "e2e"))
  }

  /// The screen as text with lines the terminal wrapped joined back together, for reading
  /// messages longer than a row.
  func captureJoiningWrappedLines() throws -> [String] {
    try lines(of: tmux("capture-pane", "-p", "-J", "-t", "e2e")).map {
      String($0.reversed().drop { $0 == " " }.reversed())
    }
  }

  /// The screen with its SGR escape sequences (colors, bold), for checking styles.
  func captureWithEscapes() throws -> String {
    try tmux("capture-pane", "-p", "-e", "-t", "e2e")
  }

  /// Whether the terminal shows its cursor and whether it is on the alternate screen.
  func cursorAndScreen() throws -> (cursorVisible: Bool, alternateScreen: Bool) {
    let flags = try tmux("display-message", "-p", "-t", "e2e", "#{cursor_flag} #{alternate_on}")
      .split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
    return (flags.first == "1", flags.last == "1")
  }

  /// Whether the app asked the terminal for mouse reports: tmux's `mouse_any_flag`, `"1"` or
  /// `"0"`.
  func mouseMode() throws -> String {
    try tmux("display-message", "-p", "-t", "e2e", "#{mouse_any_flag}")
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Ends items typed in a row: `Esc` closes the editor that `Enter` opened for the next
  /// item, and the status bar is waited on to leave the editing mode, so that the next key is
  /// not read together with the `Esc` as an alt key.
  func finishEntry() async throws {
    try sendKeys("Escape")
    try await waitForScreen("the entry to end") { screen in
      !(screen.last { !$0.isEmpty } ?? "").contains("editing")
    }
  }

  /// Waits until some row of the screen contains `text`, and returns that screen.
  @discardableResult
  func waitForScreen(
    containing text: String, timeout: Duration = .seconds(10)
  ) async throws -> [String] {
    try await waitForScreen(timeout: timeout, "a row containing \"\(text)\"") { screen in
      screen.contains { $0.contains(text) }
    }
  }

  /// Waits until `condition` holds for the screen, and returns that screen.
  @discardableResult
  func waitForScreen(
    timeout: Duration = .seconds(10),
    _ what: String = "the screen to match",
    where condition: @escaping ([String]) -> Bool
  ) async throws -> [String] {
    var screen: [String] = []
    do {
      try await waitUntil(timeout: timeout, what) {
        screen = try self.capture()
        return condition(screen)
      }
    } catch var failure as Failure {
      failure.screen = screen
      throw failure
    }
    return screen
  }

  /// Checks `condition` every 20 ms until it holds, or fails once `timeout` has passed.
  ///
  /// The checks run on a thread of their own, not in the waiting task: while a TestStore is
  /// alive anywhere in the test process, every task runs on the main queue, which other tests
  /// hold for seconds at a time; a status message the app shows for 3 s could come and go
  /// between two checks.
  func waitUntil(
    timeout: Duration = .seconds(10), _ what: String,
    _ condition: @escaping () throws -> Bool
  ) async throws {
    let check = PolledCondition(check: condition)
    try await withCheckedThrowingContinuation { (waiting: CheckedContinuation<Void, any Error>) in
      Thread.detachNewThread {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        do {
          while try !check.check() {
            guard clock.now < deadline else {
              throw Failure(message: "timed out after \(timeout) waiting for \(what)")
            }
            usleep(20_000)
          }
          waiting.resume()
        } catch {
          waiting.resume(throwing: error)
        }
      }
    }
  }

  private func lines(of output: String) -> [String] {
    var lines = output.components(separatedBy: "\n")
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  @discardableResult
  private func tmux(_ arguments: String...) throws -> String {
    try tmux(arguments)
  }

  @discardableResult
  private func tmux(_ arguments: [String]) throws -> String {
    var environment = ProcessInfo.processInfo.environment
    environment["LANG"] = "C.UTF-8"
    environment.removeValue(forKey: "TMUX")
    let outcome = try TmuxProcess.run(
      ["tmux", "-u", "-L", socket, "-f", "/dev/null"] + arguments,
      environment: environment,
      scratch: home.appendingPathExtension("tmux")
    )
    guard outcome.status == 0 else {
      throw Failure(
        message: "tmux \(arguments.joined(separator: " ")) failed: \(outcome.errors)"
      )
    }
    return outcome.output
  }

  private static func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}

/// A condition that a polling thread checks while the test that made it waits: only that thread
/// calls it, and what it records is read once the wait has ended.
private struct PolledCondition: @unchecked Sendable {
  let check: () throws -> Bool
}

extension TmuxSession {
  /// Why a tmux interaction failed; the description includes the last screen seen.
  struct Failure: Error, CustomStringConvertible {
    /// What went wrong.
    var message: String
    /// The screen at the time, if one was captured.
    var screen: [String] = []

    var description: String {
      ([message, "screen:"] + screen.map { "  |\($0)" }).joined(separator: "\n")
    }
  }
}
