import Foundation
import TestSupport
import Testing

/// The commands, as processes, against a shared folder someone put traps in: a FIFO named like
/// a device file (which once made `list`, `add` and `devices` wait in `open` forever), a state
/// folder whose lock cannot be made, and names that pose as others. A command that hangs ends
/// the run naming the test.
@Suite(.hangWatchdog(.seconds(60))) struct HostileFolderCommandTests {
  static let laptop = "11111111-0000-4000-8000-000000000001"
  static let phone = "22222222-0000-4000-8000-000000000002"

  /// Runs `body` with this home the laptop, its default folder made.
  private func withLaptop(_ body: (ShoppingListExecutable) async throws -> Void) async throws {
    try await TemporaryDirectory.with { home throws in
      let app = ShoppingListExecutable(home: home)
      try app.writeIdentity(Self.laptop, name: "laptop")
      try FileManager.default.createDirectory(
        atPath: app.defaultFolder, withIntermediateDirectories: true
      )
      try await body(app)
    }
  }

  @Test func aFIFONamedLikeADeviceFileIsSkippedByEveryCommand() async throws {
    try await withLaptop { app in
      let fifo = app.defaultFolder + "/device-\(Self.phone).jsonl"
      #expect(mkfifo(fifo, 0o644) == 0)
      let warning =
        "Warning: skipped \(fifo): it is a FIFO, not a regular file; it is read again once it "
        + "changes\n"
      let added = try await app.run("add", "milk")
      #expect(added.status == 0)
      #expect(added.standardError == warning)
      let listed = try await app.run("list")
      #expect(listed.standardOutput == "[ ] milk\n")
      #expect(listed.standardError == warning)
      let devices = try await app.run("devices")
      #expect(devices.status == 0)
      #expect(
        devices.standardOutput.contains(
          "cannot be read (it is a FIFO, not a regular file): device-\(Self.phone).jsonl; read "
            + "again once it changes"
        )
      )
    }
  }

  /// A state folder in which the identity's lock cannot be made, as in a read-only home: the
  /// identity there is read without it, and the list with it.
  @Test func anIdentityWhoseLockCannotBeMadeStillReadsTheList() async throws {
    try await withLaptop { app in
      #expect(try await app.run("add", "milk").status == 0)
      try? FileManager.default.removeItem(atPath: app.identity + ".lock")
      try FileManager.default.createDirectory(
        atPath: app.identity + ".lock", withIntermediateDirectories: true
      )
      let listed = try await app.run("list")
      #expect(listed.status == 0)
      #expect(listed.standardOutput == "[ ] milk\n")
      #expect(listed.standardError == "")
      let devices = try await app.run("devices")
      #expect(devices.status == 0)
      #expect(devices.standardOutput.contains("laptop (this device)"))
    }
  }

  /// The phone's file with one change stamped in the year 33658 (past any calendar a person
  /// reads): `list` leaves it out with a warning, `devices` says so, and the laptop's next
  /// change is stamped by its own clock.
  @Test func aChangeStampedFarAheadIsLeftOutAndSaid() async throws {
    try await withLaptop { app in
      let phoneFile = app.defaultFolder + "/device-\(Self.phone).jsonl"
      try Data(
        (#"{"format": "shopping-list-device", "version": 1, "device": "\#(Self.phone)", "#
          + #""name": "phone"}"# + "\n"
          + #"{"id": "AAAAAAAA-0000-4000-8000-000000000001", "edited": [1000000000000000, 0], "#
          + #""name": ["forged"], "checked": [false], "position": ["a0"]}"# + "\n"
          + #"{"id": "BBBBBBBB-0000-4000-8000-000000000002", "edited": [1764000000000, 0], "#
          + #""name": ["eggs"], "checked": [false], "position": ["a1"]}"# + "\n"
          + #"{"end": 2}"# + "\n").utf8
      ).write(to: URL(fileURLWithPath: phoneFile))
      let note =
        "1 change by phone is stamped up to 1000000000000000 ms after 1970, more than a day "
        + "ahead of this device's clock; it is left out until then"
      let warning = "Warning: in \(phoneFile): \(note)\n"
      let checked = try await app.run("check", "eggs")
      #expect(checked.status == 0)
      #expect(checked.standardError == warning)
      let listed = try await app.run("list")
      #expect(listed.standardOutput == "[x] eggs\n")
      #expect(listed.standardError == warning)
      let devices = try await app.run("devices")
      #expect(devices.standardOutput.contains("read (\(note))"))
      let own = try String(
        contentsOfFile: app.defaultFolder + "/device-\(Self.laptop).jsonl", encoding: .utf8
      )
      #expect(!own.contains("1000000000000000"))
    }
  }

  /// No identity yet, and none can be made: `list` and `devices` still read the folder.
  @Test func aDeviceThatCannotMakeItsIdentityStillReadsTheList() async throws {
    try await TemporaryDirectory.with { home throws in
      let app = ShoppingListExecutable(home: home)
      try FileManager.default.createDirectory(
        atPath: app.defaultFolder, withIntermediateDirectories: true
      )
      try Data(
        (#"{"format": "shopping-list-device", "version": 1, "device": "\#(Self.phone)", "#
          + #""name": "phone"}"# + "\n"
          + #"{"id": "AAAAAAAA-0000-4000-8000-000000000001", "edited": [1764000000000, 0], "#
          + #""name": ["milk"], "checked": [false], "position": ["a0"]}"# + "\n"
          + #"{"end": 1}"# + "\n").utf8
      ).write(to: URL(fileURLWithPath: app.defaultFolder + "/device-\(Self.phone).jsonl"))
      try FileManager.default.createDirectory(
        atPath: app.identity + ".lock", withIntermediateDirectories: true
      )
      let listed = try await app.run("list")
      #expect(listed.status == 0)
      #expect(listed.standardOutput == "[ ] milk\n")
      #expect(listed.standardError.hasPrefix("Warning: this device has no identity yet"))
      let devices = try await app.run("devices")
      #expect(devices.status == 0)
      #expect(devices.standardOutput.contains("phone"))
      #expect(!FileManager.default.fileExists(atPath: app.identity))
    }
  }

  /// A right-to-left override would show "‮klim" as "milk"; a zero-width space would make a
  /// second "milk" that `check milk` cannot tell apart. Neither is kept.
  @Test func addDropsWhatLetsOneNamePoseAsAnother() async throws {
    try await withLaptop { app in
      #expect(
        try await app.run("add", "\u{202E}klim", "mi\u{200B}lk", "oat\u{2066} milk").status == 0)
      let listed = try await app.run("list")
      #expect(listed.standardOutput == "[ ] klim\n[ ] milk\n[ ] oat milk\n")
    }
  }
}
