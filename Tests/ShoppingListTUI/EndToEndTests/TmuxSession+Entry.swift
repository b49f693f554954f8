import Foundation
import TestSupport

extension TmuxSession {
  /// Types each of `entries` as a new item, from `a` on, and waits for `count` on the status
  /// bar; the entry stays open, for ``finishEntry()``.
  func typeItems(_ entries: [String], thenSee count: String) async throws {
    try sendKeys("a")
    for entry in entries {
      try type(entry)
      try sendKeys("Enter")
    }
    try await waitForScreen(containing: count)
  }

  /// Checks the first two items of a list of three and clears the basket with `C`, answering
  /// its question, until one item is left.
  func checkTheFirstTwoOfThreeAndClear() async throws {
    try sendKeys("g", "x", "j", "x")
    try await waitForScreen(containing: "3 items · 2 in basket")
    try sendKeys("C")
    try await waitForScreen(containing: "Remove the 2 checked items")
    try sendKeys("y")
    try await waitForScreen(containing: "1 item · 0 in basket")
  }

  /// What `shopping-list list` prints in this session's home.
  func listedByTheCommand() async throws -> String {
    try await command("list").standardOutput
  }

  /// Runs the binary with `arguments` in this session's home, as a person at another terminal.
  func command(_ arguments: String...) async throws -> Subprocess.Result {
    try await Subprocess.run(
      try Self.appBinary().path, arguments,
      environment: [
        "HOME": home.path, "XDG_DATA_HOME": home.path + "/.local/share", "LANG": "C.UTF-8",
        "PATH": "/usr/bin:/bin",
      ]
    )
  }
}
