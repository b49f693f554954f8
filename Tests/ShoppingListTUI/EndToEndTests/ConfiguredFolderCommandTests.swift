import Foundation
import TestSupport
import Testing

/// The folder `[list] folder` names in the configuration file is the one every command works
/// on, as the app does: a folder set up for syncing once got the app's changes but never an
/// `add`'s, which went to the default folder and never synced.
@Suite(.hangWatchdog(.seconds(60))) struct ConfiguredFolderCommandTests {
  @Test func everyCommandUsesTheConfiguredFolder() async throws {
    try await TemporaryDirectory.with { home throws in
      let app = ShoppingListExecutable(home: home)
      let synced = home.appending("Sync/shopping")
      try FileManager.default.createDirectory(
        atPath: home.appending(".config/shopping-list"), withIntermediateDirectories: true
      )
      try home.write(
        "[list]\nfolder = \"~/Sync/shopping\"\n", to: ".config/shopping-list/config.toml")

      #expect(try await app.run("add", "milk", "eggs").status == 0)
      #expect(try await app.run("check", "eggs").status == 0)
      #expect(try await app.run("import", "-", input: "bread\n").status == 0)
      #expect(try await app.run("remove", "milk").status == 0)
      let listed = try await app.run("list")
      #expect(listed.standardOutput == "[ ] bread\n[x] eggs\n")
      let inFolder = try await app.run("list", "--list", synced)
      #expect(inFolder.standardOutput == "[ ] bread\n[x] eggs\n")
      #expect(!FileManager.default.fileExists(atPath: app.defaultFolder))
      let devices = try await app.run("devices")
      #expect(devices.status == 0)
      #expect(devices.standardOutput.contains("(this device)"))
      #expect(try await app.run("stores", "add", "Lidl").status == 0)
      #expect(try await app.run("stores", "aisles", "Lidl", "Bakery").status == 0)
      #expect(
        try await app.run("stores", "--list", synced).standardOutput
          == "Lidl  0 trips  Bakery (set by hand)\n")
      #expect(
        try await app.run("list", "--store", "Lidl").standardOutput
          == "Bakery\n[ ] bread\n\nDairy & Eggs\n[x] eggs\n")
      #expect(try FileManager.default.contentsOfDirectory(atPath: synced).contains("stores"))

      // `--list`, and the environment, still win over the file.
      let elsewhere = home.appending("elsewhere")
      #expect(try await app.run("add", "--list", elsewhere, "tea").status == 0)
      #expect(try await app.run("list", "--list", elsewhere).standardOutput == "[ ] tea\n")
      #expect(try await app.run("list").standardOutput == "[ ] bread\n[x] eggs\n")
    }
  }

  /// `[device] name` names this device: its identity takes the name, and the file it writes
  /// says it to every other device.
  @Test func theConfiguredDeviceNameIsTheNameOthersSee() async throws {
    try await TemporaryDirectory.with { home throws in
      let app = ShoppingListExecutable(home: home)
      try FileManager.default.createDirectory(
        atPath: home.appending(".config/shopping-list"), withIntermediateDirectories: true
      )
      try home.write(
        "[device]\nname = \"Kitchen tablet\"\n", to: ".config/shopping-list/config.toml")
      #expect(try await app.run("add", "milk").status == 0)
      let devices = try await app.run("devices").standardOutput
      #expect(devices.contains("Kitchen tablet (this device)"))
      let folder = app.defaultFolder
      let own = try FileManager.default.contentsOfDirectory(atPath: folder)
        .filter { $0.hasSuffix(".jsonl") }
      #expect(own.count == 1)
      let header = try String(contentsOfFile: folder + "/" + own[0], encoding: .utf8)
        .split(separator: "\n")[0]
      #expect(header.hasSuffix(#""name": "Kitchen tablet"}"#))
    }
  }

  /// A command that names its list does not read the configuration file, so a broken one
  /// stops it only when the file would decide; then as it stops the app.
  @Test func aBrokenConfigurationStopsOnlyTheCommandsItWouldDecide() async throws {
    try await TemporaryDirectory.with { home throws in
      let app = ShoppingListExecutable(home: home)
      try FileManager.default.createDirectory(
        atPath: home.appending(".config/shopping-list"), withIntermediateDirectories: true
      )
      try home.write("[list]\nfolder = 3\n", to: ".config/shopping-list/config.toml")
      let stopped = try await app.run("add", "milk")
      #expect(stopped.status == 78)
      #expect(stopped.standardError.hasPrefix("shopping-list: "))
      #expect(try await app.run("add", "--list", home.appending("l"), "milk").status == 0)
    }
  }
}
