import Foundation
import Synchronization
import TestSupport
import Testing

/// The real app in tmux on a shared list that others write at the same time: a burst of
/// `shopping-list add` processes of two devices while the person checks an item, and a rename
/// made elsewhere right after the person's own.
@Suite(.serialized, .hangWatchdog(.seconds(120)))
struct SharedListBurstEndToEndTests {
  static let laptop = "11111111-0000-4000-8000-000000000001"
  static let phone = "22222222-0000-4000-8000-000000000002"

  @Test func everyItemAddedWhileThePersonChecksIsShownAndSavedOnce() async throws {
    let session = try await TmuxSession()
    defer { session.close() }
    try Self.writeIdentity(Self.laptop, name: "laptop", home: session.home.path)
    let phoneHome = try TemporaryDirectory()
    defer { phoneHome.remove() }
    let phone = ShoppingListExecutable(home: phoneHome)
    try phone.writeIdentity(Self.phone, name: "phone")
    let home = session.home.path
    let folder = session.home.appendingPathComponent(".local/share/shopping-list/list").path
    let laptopAdd = try await Self.add(["milk"], to: folder, home: home)
    #expect(laptopAdd.status == 0, "\(laptopAdd.standardError)")
    try session.launchApp()
    try await session.waitForScreen(containing: "1 item · 0 in basket")

    // Two writers of the app's device (its HOME) and two of another, 25 adds of 2 names each.
    let done = Finished()
    let writers = Task {
      defer { done.set() }
      return try await withThrowingTaskGroup(of: [String].self) { group in
        for writer in 0..<4 {
          group.addTask {
            var acknowledged: [String] = []
            for batch in 0..<25 {
              let names = (0..<2).map { "w\(writer) b\(batch) i\($0)" }
              let result =
                writer < 2
                ? try await Self.add(names, to: folder, home: home)
                : try await phone.run(arguments: ["add", "--list", folder] + names)
              if result.status == 0 { acknowledged += names }
            }
            return acknowledged
          }
        }
        return try await group.reduce(into: []) { $0 += $1 }
      }
    }
    // Each check is saved before the next: the app's next change then waits for its save
    // while what arrives meanwhile waits to be shown.
    var checked = false
    var presses = 0
    while !done.isSet || presses < 2 {
      try session.sendKeys("x")
      checked.toggle()
      presses += 1
      let basket = "· \(checked ? 1 : 0) in basket"
      try await session.waitForScreen("\(basket) and saved, press \(presses)") { screen in
        screen.last.map { $0.contains(basket) && $0.hasSuffix(" saved") } ?? false
      }
    }
    let acknowledged = try await writers.value
    #expect(acknowledged.count == 200)

    let basket = checked ? 1 : 0
    try await session.waitForScreen(containing: "201 items · \(basket) in basket")
    // The app placed what arrived where the list has it: its first rows are the folder's.
    let top = try session.listOnDisk().prefix(22).map { ($0.isChecked ? "[x] " : "[ ] ") + $0.name }
    try session.sendKeys("g")
    try await session.waitForScreen("the first items as the folder has them") { screen in
      screen.count == 24 && screen[1..<23].map(Self.row) == top
    }
    try session.sendKeys("q")
    #expect(try await session.waitForAppExit() == 0)
    let onDisk = try session.listOnDisk()
    let counts = onDisk.reduce(into: [String: Int]()) { $0[$1.name, default: 0] += 1 }
    #expect(acknowledged.filter { counts[$0] != 1 } == [])
    #expect(onDisk.count == 201)
    #expect(onDisk.filter(\.isChecked).map(\.name) == (checked ? ["milk"] : []))
    #expect(onDisk.last?.name == "milk")
  }

  /// The right app is another device (a home of its own, the left's folder with `--list`) or
  /// this device (the left's home); the left app names it as its patches do.
  @Test(arguments: [("another home", "phone"), ("the same home", "this device")])
  func aRenameMadeElsewhereAfterThePersonsOwnIsNamedInTheStatusBar(
    rightHome: String, device: String
  ) async throws {
    let left = try await TmuxSession(width: 120)
    defer { left.close() }
    try Self.writeIdentity(Self.laptop, name: "laptop", home: left.home.path)
    let folder = left.home.appendingPathComponent(".local/share/shopping-list/list").path
    let added = try await Self.add(["milk"], to: folder, home: left.home.path)
    #expect(added.status == 0, "\(added.standardError)")
    let right: TmuxSession
    if rightHome == "another home" {
      right = try await TmuxSession(width: 120)
      try Self.writeIdentity(Self.phone, name: "phone", home: right.home.path)
    } else {
      right = try await TmuxSession(width: 120, sharingHomeOf: left)
    }
    defer { right.close() }
    let leftLog = left.home.appendingPathComponent("left-debug.log")
    try left.launchApp(arguments: ["--debug-log", leftLog.path])
    try right.launchApp(arguments: ["--list", folder])
    for session in [left, right] {
      try await session.waitForScreen(containing: "1 item · 0 in basket")
    }

    try left.sendKeys("e", "C-u")
    try left.type("oat milk")
    try left.sendKeys("Enter")
    try await right.waitForScreen(containing: "[ ] oat milk")
    try right.sendKeys("e", "C-u")
    try right.type("soy milk")
    try right.sendKeys("Enter")
    let message = "“oat milk” was renamed to “soy milk” on \(device) after your rename"
    // NB: the row and the counts at once: curses sends a frame top row first, the status bar
    // last.
    try await left.waitForScreen("the new name, its frame whole") { screen in
      screen.contains { $0.contains("[ ] soy milk") } && screen.last?.contains("1 item") == true
    }
    // NB: the message shows for 3 s, which a test process busy with other suites can let pass
    // between two looks at the screen; the debug log holds every state the app drew.
    try await left.waitUntil("the message in the left app's state") {
      (try? String(contentsOf: leftLog, encoding: .utf8))?.contains("text: \"\(message)\"")
        == true
    }
    for session in [left, right] {
      try session.sendKeys("q")
      #expect(try await session.waitForAppExit() == 0)
    }
    #expect(try left.listOnDisk().map(\.name) == ["soy milk"])
  }

  // MARK: Helpers

  /// A list row without the cursor marker and padding: `› [x] milk   ` becomes `[x] milk`.
  static func row(_ line: String) -> String {
    var row = line.trimmingCharacters(in: .whitespaces)
    if row.hasPrefix("›") { row = String(row.dropFirst()).trimmingCharacters(in: .whitespaces) }
    return row
  }

  /// Makes `home` the device `id` called `name`, where the app looks for its identity.
  static func writeIdentity(_ id: String, name: String, home: String) throws {
    let directory = home + "/.local/state/shopping-list"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    try Data("{\"device\": \"\(id)\", \"name\": \"\(name)\"}\n".utf8)
      .write(to: URL(fileURLWithPath: directory + "/device.json"))
  }

  /// Runs `shopping-list add --list folder names...` with `home` as its `HOME`.
  static func add(
    _ names: [String], to folder: String, home: String
  ) async throws -> Subprocess.Result {
    try await Subprocess.run(
      try TmuxSession.appBinary().path, ["add", "--list", folder] + names,
      environment: ["HOME": home, "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"]
    )
  }
}

/// Whether the writers are done, set by them and read by the test's key loop.
private final class Finished: Sendable {
  private let flag = Atomic(false)

  func set() { flag.store(true, ordering: .releasing) }

  var isSet: Bool { flag.load(ordering: .acquiring) }
}
