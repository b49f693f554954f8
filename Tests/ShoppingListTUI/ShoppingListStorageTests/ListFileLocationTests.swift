import TestSupport
import Testing

@testable import ShoppingListStorage

@Suite struct ListFileLocationTests {
  @Test(arguments: [
    // --file wins, relative to the working directory.
    ("/tmp/x.json", [:], "/tmp/x.json"),
    ("x.json", [:], "/work/x.json"),
    ("lists/x.json", ["XDG_DATA_HOME": "/data"], "/work/lists/x.json"),
    // XDG_DATA_HOME when set, absolute and not empty.
    (nil, ["XDG_DATA_HOME": "/data", "HOME": "/home/ada"], "/data/shopping-list/list.json"),
    (nil, ["XDG_DATA_HOME": "/data/", "HOME": "/home/ada"], "/data/shopping-list/list.json"),
    (
      nil, ["XDG_DATA_HOME": "", "HOME": "/home/ada"],
      "/home/ada/.local/share/shopping-list/list.json"
    ),
    (
      nil, ["XDG_DATA_HOME": "relative/data", "HOME": "/home/ada"],
      "/home/ada/.local/share/shopping-list/list.json"
    ),
    // Otherwise HOME, then the password database.
    (nil, ["HOME": "/home/ada"], "/home/ada/.local/share/shopping-list/list.json"),
    (nil, [:], "/home/from-passwd/.local/share/shopping-list/list.json"),
    (nil, ["HOME": ""], "/home/from-passwd/.local/share/shopping-list/list.json"),
    (nil, ["HOME": "ada"], "/home/from-passwd/.local/share/shopping-list/list.json"),
    ("", ["HOME": "/home/ada"], "/home/ada/.local/share/shopping-list/list.json"),
  ] as [(String?, [String: String], String)])
  func resolvesTheListPath(file: String?, environment: [String: String], expected: String)
    throws
  {
    let path = try ListFileLocation.resolve(
      fileOption: file, environment: environment, workingDirectory: "/work",
      userHomeDirectory: "/home/from-passwd"
    )
    #expect(path == expected)
  }

  @Test func failsWithoutAnyHome() {
    #expect(throws: ListStorageError.noDefaultLocation) {
      try ListFileLocation.resolve(
        fileOption: nil, environment: ["HOME": "relative"], workingDirectory: "/work",
        userHomeDirectory: nil
      )
    }
  }
}
