import ArgumentParser
import Testing

@testable import SharedList
@testable import ShoppingListStorage
@testable import ShoppingListTUI

@Suite struct ListFileOptionsTests {
  let environment = ["HOME": "/home/ada", "XDG_STATE_HOME": "/state"]

  func target(_ arguments: [String], environment: [String: String]? = nil) throws -> ListTarget {
    let command = try #require(try ShoppingListCommand.parseAsRoot(arguments) as? ListCommand)
    return try command.listOptions.listFileOptions.target(
      environment: environment ?? self.environment, workingDirectory: "/work",
      userHomeDirectory: nil
    )
  }

  @Test func aFileIsASingleListFile() throws {
    #expect(
      try target(["list", "--file", "week.json"])
        == .singleFile(ListFile(path: "/work/week.json"))
    )
    #expect(
      try target(["--file", "/l.json", "list"], environment: ["SHOPPING_LIST_DIR": "/env"])
        == .singleFile(ListFile(path: "/l.json"))
    )
  }

  @Test func aListIsASharedFolder() throws {
    #expect(
      try target(["list", "--list", "shared"])
        == .sharedFolder(
          SharedListLocation(folder: "/work/shared", identity: "/state/shopping-list/device.json")
        )
    )
    #expect(
      try target(["list"], environment: environment.merging(["SHOPPING_LIST_DIR": "/env"]) { $1 })
        == .sharedFolder(
          SharedListLocation(folder: "/env", identity: "/state/shopping-list/device.json")
        )
    )
  }

  @Test func withNeitherTheDefaultFolderTakesTheOldFileOver() throws {
    #expect(
      try target(["list"])
        == .sharedFolder(
          SharedListLocation(
            folder: "/home/ada/.local/share/shopping-list/list",
            identity: "/state/shopping-list/device.json",
            legacyList: "/home/ada/.local/share/shopping-list/list.json"
          )
        )
    )
  }

  @Test(arguments: [
    ["list", "--file", "/l.json", "--list", "/shared"],
    ["--file", "/l.json", "add", "--list", "/shared", "milk"],
    ["--list", "/shared", "--file", "/l.json"],
  ])
  func aFileAndAListTogetherAreAUsageError(arguments: [String]) {
    let message = ShoppingListCommand.message(
      for: #expect(throws: (any Error).self) { try ShoppingListCommand.parseAsRoot(arguments) }!
    )
    #expect(
      message
        == "--file and --list cannot be used together: --file names a single list file, --list "
        + "a shared list folder."
    )
  }

  @Test func devicesNeedsAFolder() {
    let error = #expect(throws: (any Error).self) {
      try ShoppingListCommand.parseAsRoot(["devices", "--file", "/l.json"])
    }
    #expect(
      ShoppingListCommand.message(for: error!)
        == "devices needs a shared list folder; --file names a single list file, which only this "
        + "device writes. Use --list DIR, or neither option for the default folder."
    )
    #expect(ShoppingListCommand.exitCode(for: error!) == ExitCode(64))
  }
}
