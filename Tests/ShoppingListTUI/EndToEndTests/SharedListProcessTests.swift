import Foundation
import TestSupport
import Testing

@testable import SharedList
@testable import ShoppingListStorage

/// Real `shopping-list` processes on a real shared folder: writers at once, writers killed,
/// files of other devices cut short.
@Suite(.hangWatchdog(.seconds(240))) struct SharedListProcessTests {
  static let laptop = "11111111-0000-4000-8000-000000000001"
  static let phone = "22222222-0000-4000-8000-000000000002"

  @Test func writersAtOnceLoseNothing() async throws {
    let homes = (try TemporaryDirectory(), try TemporaryDirectory())
    defer { [homes.0, homes.1].forEach { $0.remove() } }
    try await TemporaryDirectory.with { directory in
      // Two homes are two devices; both write one folder, two processes each at a time.
      let laptop = ShoppingListExecutable(home: homes.0)
      let phone = ShoppingListExecutable(home: homes.1)
      try laptop.writeIdentity(Self.laptop, name: "laptop")
      try phone.writeIdentity(Self.phone, name: "phone")
      let folder = directory.appending("shared")
      let before = (0..<12).map { "before \($0)" }
      #expect(try await laptop.run(arguments: ["add", "--list", folder] + before).status == 0)
      let statuses = try await withThrowingTaskGroup(of: Int32.self) { group in
        for (index, app) in [laptop, phone, laptop, phone].enumerated() {
          group.addTask {
            let names = (0..<5).map { "writer \(index) item \($0)" }
            return try await app.run(arguments: ["add", "--list", folder] + names).status
          }
          group.addTask {
            let names = (0..<3).map { "before \(index * 3 + $0)" }
            return try await app.run(arguments: ["check", "--list", folder] + names).status
          }
        }
        return try await group.reduce(into: []) { $0.append($1) }
      }
      #expect(statuses == Array(repeating: 0, count: 8))
      let listed = try await phone.run("list", "--list", folder)
      #expect(listed.status == 0)
      let lines = listed.standardOutput.split(separator: "\n").map(String.init)
      #expect(lines.count == 32)
      #expect(Set(lines.suffix(12)) == Set(before.map { "[x] \($0)" }))
      let added = (0..<4).flatMap { index in (0..<5).map { "[ ] writer \(index) item \($0)" } }
      #expect(Set(lines.prefix(20)) == Set(added))
      // Each writer's items keep their order (writers that insert at one place at once may
      // interleave there).
      for index in 0..<4 {
        let mine = lines.filter { $0.hasPrefix("[ ] writer \(index) ") }
        #expect(mine == (0..<5).map { "[ ] writer \(index) item \($0)" })
      }
    }
  }

  /// Kills `import` with SIGKILL at three moments: as it starts, while it holds this device's
  /// lock (reading, merging, encoding), and while it writes the temporary file. Each time the
  /// folder stays readable and holds everything written before.
  @Test func aKilledImportLeavesAReadableFolderAndLosesNothingEarlier() async throws {
    try await TemporaryDirectory.with { home in
      let app = ShoppingListExecutable(home: home)
      try app.writeIdentity(Self.laptop, name: "laptop")
      #expect(try await app.run("add", "first", "second").status == 0)
      #expect(try await app.run("check", "second").status == 0)
      try home.write((1...10_000).map { "imported \($0)" }.joined(separator: "\n"), to: "big.txt")
      let ownFile = app.defaultFolder + "/device-\(Self.laptop).jsonl"
      let moments: [(String, () -> Bool)] = [
        ("as it starts", { true }),
        ("holding the lock", { Self.isLocked(ownFile + ".lock") }),
        ("writing", { Self.temporaryFileExists(beside: ownFile) }),
      ]
      var interrupted: [String] = []
      var expected = ["[ ] first", "[x] second"]
      // NB: an import that ends before its moment is seen (a busy machine can deschedule this
      // test for that long) counts as done, and the moment is tried again, up to 5 times.
      for (moment, isDue) in moments {
        for _ in 1...5 where interrupted.last != moment {
          if try await killImport(app, when: isDue) { interrupted.append(moment) }
          try await expectList(app, moment: moment, expected: &expected)
        }
      }
      #expect(interrupted == moments.map(\.0))
      #expect(try await app.run("add", "last").status == 0)
      #expect(try await app.run("list").standardOutput.hasPrefix("[ ] last\n"))
      #expect(
        try home.fileNames(in: "data/shopping-list/list")
          == ["device-\(Self.laptop).jsonl", "device-\(Self.laptop).jsonl.lock"]
      )
    }
  }

  // MARK: Helpers

  /// Starts importing `big.txt` and kills it with SIGKILL once `isDue`; `false` when the import
  /// ended first.
  private func killImport(_ app: ShoppingListExecutable, when isDue: () -> Bool) async throws
    -> Bool
  {
    let child = try Subprocess.start(
      ShoppingListExecutable.path, ["import", app.home.appending("big.txt")],
      environment: app.environment
    )
    guard try await Self.wait(for: child, until: isDue) else { return false }
    kill(child, SIGKILL)
    Subprocess.waitForExit(child)
    return true
  }

  /// Expects `list` to work and print `expected`, or `expected` after a finished import.
  private func expectList(
    _ app: ShoppingListExecutable, moment: String, expected: inout [String]
  ) async throws {
    let listed = try await app.run("list")
    #expect(listed.status == 0, "\(moment)")
    #expect(listed.standardError == "", "\(moment)")
    let lines = listed.standardOutput.split(separator: "\n").map(String.init)
    // NB: a kill after the rename is an import that happened.
    if lines.count != expected.count {
      expected = (1...10_000).map { "[ ] imported \($0)" } + expected
    }
    #expect(lines == expected, "\(moment)")
  }

  /// Polls until `isDue` holds (`true`) or the child has exited (`false`, and it is reaped).
  private static func wait(for child: pid_t, until isDue: () -> Bool) async throws -> Bool {
    while !isDue() {
      var status: Int32 = 0
      if waitpid(child, &status, WNOHANG) == child { return false }
      try await Task.sleep(for: .microseconds(200))
    }
    return true
  }

  /// Whether some process holds a `flock` on the file at `path`, from `/proc/locks`.
  private static func isLocked(_ path: String) -> Bool {
    var status = stat()
    guard stat(path, &status) == 0,
      let locks = try? String(contentsOfFile: "/proc/locks", encoding: .utf8)
    else { return false }
    return locks.split(separator: "\n").contains { line in
      let fields = line.split(separator: " ")
      return fields.contains("FLOCK") && fields.contains { $0.hasSuffix(":\(status.st_ino)") }
    }
  }

  /// Whether an atomic write of the file at `path` has its temporary file in place.
  private static func temporaryFileExists(beside path: String) -> Bool {
    let prefix = AtomicFile.temporaryFilePrefix(for: path)
    let directory = FileSystem.directory(of: path)
    let names = try? FileManager.default.contentsOfDirectory(atPath: directory)
    return names?.contains { $0.hasPrefix(prefix) } ?? false
  }
}
