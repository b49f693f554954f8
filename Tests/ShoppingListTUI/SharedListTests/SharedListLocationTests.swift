import Testing

@testable import SharedList
@testable import ShoppingListStorage

@Suite struct SharedListLocationTests {
  @Test(
    arguments: [
      // --list wins over everything, relative to the working directory, trailing slash dropped.
      ("/lists/home", nil, ["SHOPPING_LIST_DIR": "/env"], "/lists/home"),
      ("home/", "/configured", ["SHOPPING_LIST_DIR": "/env"], "/work/home"),
      // Then SHOPPING_LIST_DIR, then the configured folder.
      (nil, "/configured", ["SHOPPING_LIST_DIR": "/env", "HOME": "/home/ada"], "/env"),
      (nil, "/configured", ["SHOPPING_LIST_DIR": "", "HOME": "/home/ada"], "/configured"),
      (nil, "shared", ["HOME": "/home/ada"], "/work/shared"),
      // Then the default folder under XDG_DATA_HOME or HOME.
      (nil, nil, ["XDG_DATA_HOME": "/data", "HOME": "/home/ada"], "/data/shopping-list/list"),
      (
        nil, nil, ["XDG_DATA_HOME": "data", "HOME": "/home/ada"],
        "/home/ada/.local/share/shopping-list/list"
      ),
      (nil, nil, ["HOME": "/home/ada"], "/home/ada/.local/share/shopping-list/list"),
      (nil, nil, [:], "/home/from-passwd/.local/share/shopping-list/list"),
      ("", nil, ["HOME": "/home/ada"], "/home/ada/.local/share/shopping-list/list"),
    ] as [(String?, String?, [String: String], String)])
  func resolvesTheFolder(
    list: String?, configured: String?, environment: [String: String], expected: String
  ) throws {
    let location = try SharedListLocation.resolve(
      listOption: list, configuredFolder: configured, environment: environment,
      workingDirectory: "/work", userHomeDirectory: "/home/from-passwd"
    )
    #expect(location.folder == expected)
  }

  @Test(
    arguments: [
      (["XDG_STATE_HOME": "/state", "HOME": "/home/ada"], "/state/shopping-list/device.json"),
      (["XDG_STATE_HOME": "", "HOME": "/h"], "/h/.local/state/shopping-list/device.json"),
      (["XDG_STATE_HOME": "st", "HOME": "/h"], "/h/.local/state/shopping-list/device.json"),
      ([:], "/home/from-passwd/.local/state/shopping-list/device.json"),
    ] as [([String: String], String)])
  func keepsTheIdentityInTheStateDirectory(environment: [String: String], expected: String)
    throws
  {
    let location = try SharedListLocation.resolve(
      listOption: "/lists/home", environment: environment, workingDirectory: "/work",
      userHomeDirectory: "/home/from-passwd"
    )
    #expect(location.identity == expected)
  }

  @Test func onlyTheDefaultFolderTakesOverTheOldListFile() throws {
    let environment = ["XDG_DATA_HOME": "/data", "XDG_STATE_HOME": "/state"]
    let byDefault = try SharedListLocation.resolve(
      listOption: nil, environment: environment, workingDirectory: "/work", userHomeDirectory: nil
    )
    #expect(
      byDefault
        == SharedListLocation(
          folder: "/data/shopping-list/list", identity: "/state/shopping-list/device.json",
          legacyList: "/data/shopping-list/list.json"
        )
    )
    // Naming the default folder is using it.
    let named = try SharedListLocation.resolve(
      listOption: "/data/shopping-list/list/", environment: environment, workingDirectory: "/",
      userHomeDirectory: nil
    )
    #expect(named.legacyList == "/data/shopping-list/list.json")
    for (list, variable) in [("/elsewhere", nil), (nil, "/elsewhere")] as [(String?, String?)] {
      var environment = environment
      environment["SHOPPING_LIST_DIR"] = variable
      let other = try SharedListLocation.resolve(
        listOption: list, environment: environment, workingDirectory: "/work",
        userHomeDirectory: nil
      )
      #expect(
        other
          == SharedListLocation(
            folder: "/elsewhere", identity: "/state/shopping-list/device.json", legacyList: nil
          )
      )
    }
  }

  @Test func failsWithoutAnyHome() {
    #expect(throws: SharedListLocationError.noFolder) {
      try SharedListLocation.resolve(
        listOption: nil, environment: ["HOME": "relative"], workingDirectory: "/work",
        userHomeDirectory: nil
      )
    }
    #expect(throws: SharedListLocationError.noIdentity) {
      try SharedListLocation.resolve(
        listOption: "/lists/home", environment: [:], workingDirectory: "/work",
        userHomeDirectory: nil
      )
    }
    #expect(
      SharedListLocationError.noFolder.description
        == "cannot find a place for the list: set HOME or XDG_DATA_HOME, or pass --list DIR "
        + "(or --file PATH for a single list file)"
    )
  }
}
