import Foundation
import TestSupport
import Testing

/// The built binary with a configuration file: a broken one stops it with status 78 and one
/// line naming the file and the line; `config` prints what is in effect.
@Suite struct ConfigEndToEndTests {
  @Test func aBrokenConfigStopsTheAppBeforeTheScreenWithStatus78() async throws {
    try await TemporaryDirectory.with { home throws in
      let app = ShoppingListExecutable(home: home)
      try home.write("mouse = true\n\n[keys.list]\njump = \"x\"\n", to: "broken.toml")
      let result = try await app.run("--config", "broken.toml")
      #expect(result.status == 78)
      #expect(result.standardOutput == "")
      #expect(
        result.standardError
          == "shopping-list: \(home.path)/broken.toml:4: \"jump\" is not a command of "
          + "[keys.list]; the commands are: cursor-down, cursor-up, first-item, last-item, "
          + "page-down, page-up, add-item, add-item-below, edit-item, quantity-up, "
          + "quantity-down, edit-note, edit-category, item-details, check, delete-item, "
          + "clear-checked, usuals, "
          + "move-item-down, move-item-up, move-item-to-top, move-item-to-bottom, sort, "
          + "group-by-category, next-list, previous-list, lists, move-to-list, new-list, "
          + "rename-list, remove-list, shop, aisles, filter, clear-filter, undo, redo\n"
      )
      let config = try await app.run("config", "--config", "broken.toml")
      #expect(config.status == 78)
      #expect(config.standardOutput == "")
    }
  }

  /// `keys` prints the keys in effect, as the help groups them: the man page has the defaults.
  @Test func keysPrintsTheKeysTheConfigurationBinds() async throws {
    try await TemporaryDirectory.with { home throws in
      let app = ShoppingListExecutable(home: home)
      try home.write("[keys.list]\nundo = [\"U\", \"f9\"]\n", to: "mine.toml")
      let keys = try await app.run("keys", "--config", "mine.toml")
      #expect(keys.status == 0, "\(keys.standardError)")
      let lines = keys.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
      #expect(lines.first == "Moving")
      #expect(lines[1] == "  j down         move the cursor down")
      #expect(lines.contains("Undo"))
      #expect(lines.contains("  U f9           undo"))
      #expect(lines.contains("Editing text (a name, a note, a category, the filter)"))
      #expect(lines.contains("  ctrl+c         quit, saving first"))
      try home.write("[keys.list]\njump = \"x\"\n", to: "broken.toml")
      #expect(try await app.run("keys", "--config", "broken.toml").status == 78)
    }
  }

  @Test func aMissingConfigOptionFileIsAnErrorButAMissingDefaultIsNot() async throws {
    try await TemporaryDirectory.with { home throws in
      let app = ShoppingListExecutable(home: home)
      let missing = try await app.run("config", "--config", "nowhere.toml")
      #expect(missing.status == 78)
      #expect(
        missing.standardError == "shopping-list: \(home.path)/nowhere.toml: there is no such file\n"
      )
      let defaults = try await app.run("config")
      #expect(defaults.status == 0)
      #expect(defaults.standardOutput.contains("\nmouse = true\n"))
    }
  }

  @Test func configPrintsTheDefaultFileWithItsSettingsAndItsPath() async throws {
    try await TemporaryDirectory.with { home throws in
      let app = ShoppingListExecutable(home: home)
      try FileManager.default.createDirectory(
        atPath: home.appending(".config/shopping-list"), withIntermediateDirectories: true
      )
      try home.write(
        "[colors]\naccent = 208\n[keys.global]\nquit = \"Q\"\n",
        to: ".config/shopping-list/config.toml"
      )
      let printed = try await app.run("config")
      #expect(printed.status == 0)
      #expect(printed.standardError == "")
      #expect(printed.standardOutput.contains("\naccent = 208 "))
      #expect(printed.standardOutput.contains("\nquit = [\"Q\"]  "))
      try home.write(printed.standardOutput, to: "copy.toml")
      let again = try await app.run("config", "--config", "copy.toml")
      #expect(again.standardOutput == printed.standardOutput)
      let path = try await app.run("config", "--path")
      #expect(path.standardOutput == home.appending(".config/shopping-list/config.toml") + "\n")
    }
  }

  @Test func theAppIsStillRefusedWithoutATerminalOnceTheConfigIsGood() async throws {
    try await TemporaryDirectory.with { home throws in
      let app = ShoppingListExecutable(home: home)
      try home.write("mouse = false\n", to: "good.toml")
      let result = try await app.run("--config", "good.toml")
      #expect(result.status == 2)
    }
  }
}

extension ConfigEndToEndTests {
  @Test(arguments: ["bash", "zsh", "fish"])
  func completionsNameTheConfigCommandAndOption(shell: String) async throws {
    try await TemporaryDirectory.with { home throws in
      let app = ShoppingListExecutable(home: home)
      let result = try await app.run("--generate-completion-script", shell)
      #expect(result.status == 0)
      for word in ["config", "path"] {
        #expect(result.standardOutput.contains(word), "\(shell) completion lacks \(word)")
      }
      #expect(
        result.standardOutput.contains("'config'") || result.standardOutput.contains("--config"))
    }
  }
}
