import Foundation
import TestSupport
import Testing

@testable import ShoppingListStorage

/// The built `shopping-list` binary, run by tests with a home directory of their own.
struct ShoppingListExecutable {
  /// The binary beside the test bundle (both live in `.build/<triple>/debug/`).
  static let path: String = {
    let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    return testBinary.deletingLastPathComponent().appendingPathComponent("shopping-list").path
  }()

  /// The temporary directory that stands in for the home directory.
  let home: TemporaryDirectory

  /// `XDG_DATA_HOME`; a test sets it to `nil` to see the `HOME` fallback.
  var dataHome: String?

  init(home: TemporaryDirectory) {
    self.home = home
    dataHome = home.appending("data")
  }

  /// Runs `body` with the binary in a new temporary home, removed afterwards.
  static func withTemporaryHome(
    _ body: (ShoppingListExecutable) async throws -> Void
  ) async throws {
    try await TemporaryDirectory.with { home throws in
      try await body(ShoppingListExecutable(home: home))
    }
  }

  /// The single list file of earlier versions, which the default folder takes over.
  var defaultList: String { home.appending("data/shopping-list/list.json") }

  /// The shared folder the commands use when neither `--file` nor `--list` is given.
  var defaultFolder: String { home.appending("data/shopping-list/list") }

  /// This device's identity (`XDG_STATE_HOME` is not set, so it is under `HOME`).
  var identity: String { home.appending(".local/state/shopping-list/device.json") }

  /// Makes this home the device `id` called `name`, as if it had run before.
  func writeIdentity(_ id: String, name: String) throws {
    try FileManager.default.createDirectory(
      atPath: FileSystem.directory(of: identity), withIntermediateDirectories: true
    )
    try Data("{\"device\": \"\(id)\", \"name\": \"\(name)\"}\n".utf8)
      .write(to: URL(fileURLWithPath: identity))
  }

  var environment: [String: String] {
    // NB: TZ makes `devices` print its times in UTC.
    var environment = [
      "HOME": home.path, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8", "TZ": "UTC",
    ]
    environment["XDG_DATA_HOME"] = dataHome
    return environment
  }

  /// Runs `shopping-list` with `arguments` and `input` on standard input.
  func run(_ arguments: String..., input: String = "") async throws -> Subprocess.Result {
    try await run(arguments: arguments, input: input)
  }

  /// Runs `shopping-list` with `arguments` and `input` on standard input.
  func run(arguments: [String], input: String = "") async throws -> Subprocess.Result {
    try #require(
      FileManager.default.isExecutableFile(atPath: Self.path),
      "build the executable first: swift build --build-tests"
    )
    return try await Subprocess.run(
      Self.path, arguments, environment: environment, input: Data(input.utf8),
      workingDirectory: home.path
    )
  }
}
