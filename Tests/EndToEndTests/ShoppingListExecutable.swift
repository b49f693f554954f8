import Foundation
import TestSupport
import Testing

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

  /// The list the commands use when no `--file` is given.
  var defaultList: String { home.appending("data/shopping-list/list.json") }

  var environment: [String: String] {
    var environment = ["HOME": home.path, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
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
