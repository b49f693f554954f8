import Foundation
import Testing
import TestSupport

@testable import SharedList
@testable import ShoppingListModel
@testable import ShoppingListStorage

/// The commands on a shared folder, run as the built binary with a temporary home.
@Suite(.hangWatchdog(.seconds(120))) struct SharedListCommandTests {
  static let laptop = "11111111-0000-4000-8000-000000000001"
  static let phone = "22222222-0000-4000-8000-000000000002"
  static let tablet = "33333333-0000-4000-8000-000000000003"
  /// 2025-11-24 12:00:00 UTC, in milliseconds.
  static let noon: Int64 = 1_763_985_600_000

  @Test func addChecksUnchecksAndRemovesByName() async throws {
    try await ShoppingListExecutable.withTemporaryHome { app in
      #expect(try await app.run("add", "Milk", "Éclair", "oat milk", "bread").status == 0)
      let checked = try await app.run("check", "milk", "ECLAIR")
      #expect(checked.status == 0 && checked.standardOutput.isEmpty)
      #expect(checked.standardError.isEmpty)
      #expect(
        try await app.run("list").standardOutput
          == "[x] Milk\n[x] Éclair\n[ ] oat milk\n[ ] bread\n"
      )
      #expect(try await app.run("uncheck", "éclair").status == 0)
      #expect(try await app.run("remove", "BREAD", "oat").status == 0)
      #expect(try await app.run("add", "jam").status == 0)
      #expect(try await app.run("list").standardOutput == "[ ] jam\n[x] Milk\n[ ] Éclair\n")
      #expect(
        try await app.run("list", "--format", "markdown").standardOutput
          == "- [ ] jam\n- [x] Milk\n- [ ] Éclair\n"
      )
      let json = try await app.run("list", "--format", "json").standardOutput
      let items = try ListFileDecoder.decode(Array(json.utf8))
      #expect(items.map(\.name) == ["jam", "Milk", "Éclair"])
      #expect(items.map(\.isChecked) == [false, true, false])
      // What `list --format json` prints, `import --file` takes as a list file's contents.
      try app.home.write(json, to: "copy.json")
      #expect(
        try await app.run("list", "--file", "copy.json").standardOutput
          == "[ ] jam\n[x] Milk\n[ ] Éclair\n"
      )
    }
  }

  @Test func aNameThatIsUnknownOrAmbiguousChangesNothing() async throws {
    try await ShoppingListExecutable.withTemporaryHome { app in
      #expect(try await app.run("add", "milk", "oat milk", "eggs").status == 0)
      let ids = try itemIDs(app)
      let before = try app.home.contents(of: ownFile(app))
      let result = try await app.run("check", "eggs", "mil", "butter")
      #expect(result.status == 1)
      #expect(result.standardOutput.isEmpty)
      // NB: "milk" is a whole name, but "mil" is only part of two.
      #expect(
        result.standardError == """
          Error: "mil" matches 2 items; name one by more of its name or by its id:
            \(ids[0].prefix(8))  milk
            \(ids[1].prefix(8))  oat milk
          "butter" matches no item
          nothing was changed

          """
      )
      #expect(try app.home.contents(of: ownFile(app)) == before)
      #expect(try await app.run("check", String(ids[1].prefix(8).lowercased())).status == 0)
      #expect(try await app.run("remove", ids[2]).status == 0)
      #expect(try await app.run("list").standardOutput == "[ ] milk\n[x] oat milk\n")
    }
  }

  @Test func sharedListDirNamesTheFolderUnlessListDoes() async throws {
    try await ShoppingListExecutable.withTemporaryHome { app in
      var environment = app.environment
      environment["SHOPPING_LIST_DIR"] = "from-environment"
      let added = try await Subprocess.run(
        ShoppingListExecutable.path, ["add", "milk"], environment: environment,
        workingDirectory: app.home.path
      )
      #expect(added.status == 0)
      let named = try await Subprocess.run(
        ShoppingListExecutable.path, ["add", "--list", "named", "eggs"],
        environment: environment, workingDirectory: app.home.path
      )
      #expect(named.status == 0)
      #expect(
        try await app.run("list", "--list", "from-environment").standardOutput == "[ ] milk\n"
      )
      #expect(try await app.run("list", "--list", "named").standardOutput == "[ ] eggs\n")
      #expect(!FileManager.default.fileExists(atPath: app.defaultFolder))
      // One identity for both folders: this home is one device.
      #expect(
        try app.home.fileNames(in: "from-environment").filter { $0.hasSuffix(".jsonl") }
          == app.home.fileNames(in: "named").filter { $0.hasSuffix(".jsonl") }
      )
    }
  }

  @Test func theCommandsWorkOnAListFileToo() async throws {
    try await ShoppingListExecutable.withTemporaryHome { app in
      let file = app.home.appending("week.json")
      #expect(try await app.run("add", "--file", file, "milk", "Éclair", "eggs").status == 0)
      #expect(try await app.run("check", "--file", file, "MILK", "eclair").status == 0)
      #expect(try await app.run("uncheck", "--file", file, "milk").status == 0)
      #expect(try await app.run("remove", "--file", file, "eggs").status == 0)
      let ambiguous = try await app.run("remove", "--file", file, "l")
      #expect(ambiguous.status == 1)
      #expect(ambiguous.standardError.hasPrefix("Error: \"l\" matches 2 items;"))
      #expect(try ListFile(path: file).read().map(\.name) == ["milk", "Éclair"])
      #expect(try ListFile(path: file).read().map(\.isChecked) == [false, true])
      #expect(!FileManager.default.fileExists(atPath: app.defaultFolder))
      #expect(!FileManager.default.fileExists(atPath: app.identity))
    }
  }

  @Test func theDefaultFolderTakesTheOldListFileOverOnce() async throws {
    try await ShoppingListExecutable.withTemporaryHome { app in
      let old = [
        ShoppingItem(id: UUID(), name: "milk", isChecked: true),
        ShoppingItem(id: UUID(), name: "eggs"),
      ]
      try ListFile(path: app.defaultList).write(old)
      let original = try Data(contentsOf: URL(fileURLWithPath: app.defaultList))
      // Another folder leaves it alone.
      let elsewhere = try await app.run("list", "--list", "elsewhere")
      #expect(elsewhere.status == 0 && elsewhere.standardOutput.isEmpty)
      #expect(elsewhere.standardError.isEmpty)
      #expect(try Data(contentsOf: URL(fileURLWithPath: app.defaultList)) == original)

      let first = try await app.run("add", "bread")
      #expect(first.status == 0)
      let data = app.home.appending("data/shopping-list")
      #expect(
        first.standardError
          == "Note: moved 2 items from \(data)/list.json into the shared list \(data)/list; the "
          + "old file is kept as \(data)/list.json.v1-backup\n"
      )
      let second = try await app.run("list")
      #expect(second.standardError.isEmpty)
      #expect(second.standardOutput == "[ ] bread\n[x] milk\n[ ] eggs\n")
      #expect(
        try Data(contentsOf: URL(fileURLWithPath: data + "/list.json.v1-backup")) == original
      )
      #expect(try app.home.fileNames(in: "data/shopping-list") == [
        "list", "list.json.lock", "list.json.migration.lock", "list.json.v1-backup",
      ])
      #expect(
        try ListFile(path: data + "/list.json.v1-backup").read().map(\.id)
          == Array(try itemIDs(app).dropFirst()).compactMap(UUID.init(uuidString:))
      )
    }
  }

  /// The first run's commands started at once (a script adding several items) take turns
  /// taking the old list over: every one succeeds and nothing is lost.
  @Test func commandsStartedAtOnceOnTheFirstRunAllSucceed() async throws {
    try await ShoppingListExecutable.withTemporaryHome { app in
      let old = (0..<2_000).map { ShoppingItem(id: UUID(), name: "old \($0)") }
      try ListFile(path: app.defaultList).write(old)
      let names = ["bread", "eggs", "jam", "tea"]
      let results = try await withThrowingTaskGroup(of: Subprocess.Result.self) { group in
        for name in names { group.addTask { try await app.run("add", name) } }
        return try await group.reduce(into: []) { $0.append($1) }
      }
      #expect(results.map(\.status) == [0, 0, 0, 0])
      #expect(results.filter { $0.standardError.hasPrefix("Note: moved 2000 items") }.count == 1)
      let listed = try await app.run("list").standardOutput.split(separator: "\n")
      #expect(listed.count == 2_004)
      #expect(Set(listed.prefix(4)) == ["[ ] bread", "[ ] eggs", "[ ] jam", "[ ] tea"])
    }
  }

  @Test func anOlderAppHoldingTheOldListStopsTheMigrationWithoutLoss() async throws {
    try await ShoppingListExecutable.withTemporaryHome { app in
      try ListFile(path: app.defaultList).write([ShoppingItem(id: UUID(), name: "milk")])
      let holder = try LockHoldingProcess(lockPath: app.defaultList + ".lock")
      let refused = try await app.run("add", "eggs")
      #expect(refused.status == 1)
      #expect(
        refused.standardError
          == "Error: another shopping-list is using \(app.defaultList); quit it to make changes "
          + "here\n"
      )
      holder.release()
      #expect(try await app.run("add", "eggs").status == 0)
      #expect(try await app.run("list").standardOutput == "[ ] eggs\n[ ] milk\n")
    }
  }

  /// A device's name is its own to choose: kept with its identity and written into its file,
  /// where every other device reads it.
  @Test func devicesRenameGivesThisDeviceTheNameOthersShow() async throws {
    try await ShoppingListExecutable.withTemporaryHome { app in
      try app.writeIdentity(Self.laptop, name: "vm")
      #expect(try await app.run("add", "milk").status == 0)
      let renamed = try await app.run("devices", "rename", "  Ada's\u{202E} laptop ")
      #expect(renamed.status == 0, "\(renamed.standardError)")
      #expect(renamed.standardOutput == "This device is now called Ada's laptop\n")
      let file = try String(
        contentsOfFile: app.defaultFolder + "/device-\(Self.laptop).jsonl", encoding: .utf8
      )
      #expect(file.hasPrefix(#"{"format": "shopping-list-device", "version": 1, "#))
      #expect(file.split(separator: "\n")[0].hasSuffix(#""name": "Ada's laptop"}"#))
      #expect(try await app.run("devices").standardOutput.contains("Ada's laptop (this device)"))
      #expect(try await app.run("list").standardOutput == "[ ] milk\n")
      let refused = try await app.run("devices", "rename", "--file", app.defaultList, "x")
      #expect(refused.status == 64)
      #expect(refused.standardError.contains("devices rename needs a shared list folder"))
    }
  }

  @Test func devicesShowsEveryDeviceFile() async throws {
    try await ShoppingListExecutable.withTemporaryHome { app in
      try app.writeIdentity(Self.laptop, name: "laptop")
      try save(app, device: Self.laptop, name: "laptop", at: Self.noon, ["milk", "eggs"])
      try save(app, device: Self.phone, name: "phone", at: Self.noon + 90_000, ["bread"])
      let tabletFile = try save(app, device: Self.tablet, name: "tablet", at: Self.noon, ["jam"])
      let whole = try Data(contentsOf: URL(fileURLWithPath: tabletFile))
      try whole.prefix(whole.count - 10).write(to: URL(fileURLWithPath: tabletFile))
      let conflict =
        "device-\(Self.phone).sync-conflict-20251124-120000-ABCDEFG.jsonl"
      try FileManager.default.copyItem(
        atPath: app.defaultFolder + "/device-\(Self.phone).jsonl",
        toPath: app.defaultFolder + "/" + conflict
      )

      let result = try await app.run("devices")

      #expect(result.status == 0)
      #expect(result.standardError.isEmpty)
      #expect(
        result.standardOutput == """
          NAME                  ID                                    LAST CHANGE          \
          ITEMS  FILE
          laptop (this device)  \(Self.laptop)  2025-11-24 12:00:00  2      read
          ?                     \(Self.tablet)  -                    -      cannot be read \
          (line 3, column 2: expected a key in double quotes, found the end of the file): \
          device-\(Self.tablet).jsonl; read again once it changes
          phone                 \(Self.phone)  2025-11-24 12:01:30  1      read
          phone                 \(Self.phone)  2025-11-24 12:01:30  1      read, a conflict \
          copy: \(conflict)

          """
      )
      let listed = try await app.run("list")
      #expect(listed.status == 0)
      #expect(listed.standardOutput == "[ ] milk\n[ ] eggs\n[ ] bread\n")
      #expect(
        listed.standardError
          == "Warning: skipped \(app.defaultFolder)/device-\(Self.tablet).jsonl: line 3, column "
          + "2: expected a key in double quotes, found the end of the file; it is read again "
          + "once it changes\n"
      )

      // Once the file is whole again, it is read.
      try whole.write(to: URL(fileURLWithPath: tabletFile))
      let again = try await app.run("list")
      #expect(again.standardError.isEmpty)
      #expect(again.standardOutput == "[ ] milk\n[ ] eggs\n[ ] bread\n[ ] jam\n")
      let devices = try await app.run("devices").standardOutput
      // NB: the tablet's clock had seen the phone's change, so its stamp is not earlier.
      #expect(
        devices.hasSuffix(
          "tablet                \(Self.tablet)  2025-11-24 12:01:30  1      read\n"
        )
      )
    }
  }

  @Test func errorsNameTheFileAndTheWayOut() async throws {
    try await ShoppingListExecutable.withTemporaryHome { app in
      // An identity that is not one.
      try app.writeIdentity("not-a-uuid", name: "laptop")
      let badIdentity = try await app.run("list")
      #expect(badIdentity.status == 1)
      #expect(
        badIdentity.standardError
          == "Error: the device identity \(app.identity) is not valid (line 1, column 12: a "
          + "device id must be a UUID); move it away to start as a new device\n"
      )

      // This device's own file cut short: reading goes on, writing stops.
      try app.writeIdentity(Self.laptop, name: "laptop")
      let own = try save(app, device: Self.laptop, name: "laptop", at: Self.noon, ["milk"])
      try Data("{\"format\": \"shopping-list-device\", \"ver".utf8)
        .write(to: URL(fileURLWithPath: own))
      let ownError =
        "Error: this device's file \(own) cannot be read (line 1, column 36: this string is "
        + "never closed with '\"'); fix or move it to make changes\n"
      let added = try await app.run("add", "eggs")
      #expect(added.status == 1)
      #expect(added.standardError == ownError)
      // `list` shows what the other devices wrote, then says what is wrong, and fails: it once
      // printed nothing and exited 0.
      _ = try save(app, device: Self.phone, name: "phone", at: Self.noon, ["tea"])
      let listed = try await app.run("list")
      #expect(listed.status == 1)
      #expect(listed.standardOutput == "[ ] tea\n")
      #expect(listed.standardError == ownError)
      #expect(
        String(decoding: try Data(contentsOf: URL(fileURLWithPath: own)), as: UTF8.self)
          == "{\"format\": \"shopping-list-device\", \"ver"
      )

      // A folder that is a file.
      try app.home.write("not a folder", to: "plain")
      let notFolder = try await app.run("list", "--list", "plain")
      #expect(notFolder.status == 1)
      #expect(
        notFolder.standardError
          == "Error: cannot read the shared list \(app.home.path)/plain: Not a directory\n"
      )
    }
  }

  @Test func aFolderThatCannotBeReadIsReportedAsSuch() async throws {
    try await ShoppingListExecutable.withTemporaryHome { app in
      // NB: root may read anything, so the command runs as `nobody`, as a user would meet it.
      let shared = app.home.appending("shared")
      try FileManager.default.createDirectory(
        atPath: shared, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o300]
      )
      #expect(chmod(app.home.path, 0o755) == 0)
      var environment = app.environment
      let state = try TemporaryDirectory()
      defer { state.remove() }
      #expect(chmod(state.path, 0o777) == 0)
      environment["XDG_STATE_HOME"] = state.path
      let result = try await Subprocess.run(
        "/usr/bin/setpriv",
        [
          "--reuid=65534", "--regid=65534", "--clear-groups", ShoppingListExecutable.path,
          "list", "--list", shared,
        ],
        environment: environment, workingDirectory: "/"
      )
      #expect(result.status == 1)
      #expect(
        result.standardError
          == "Error: cannot read the shared list \(shared): Permission denied\n"
      )
    }
  }

  // MARK: Helpers

  /// The path of this device's file in the default folder (one device wrote to it).
  private func ownFile(_ app: ShoppingListExecutable) throws -> String {
    let names = try app.home.fileNames(in: "data/shopping-list/list")
    let name = try #require(names.first { $0.hasPrefix("device-") && $0.hasSuffix(".jsonl") })
    return "data/shopping-list/list/" + name
  }

  /// The ids of the list's items in order, read as another device would.
  private func itemIDs(_ app: ShoppingListExecutable) throws -> [String] {
    let snapshot = try SharedFolder(
      path: app.defaultFolder,
      device: DeviceIdentity(id: .random(), name: "reader")
    ).read()
    return snapshot.list.visibleItems.map(\.id.uuidString)
  }

  /// Writes `names` at the end of the list as the device `id`, as its own process would, and
  /// returns the path of its file.
  @discardableResult
  private func save(
    _ app: ShoppingListExecutable, device id: String, name: String, at now: Int64,
    _ names: [String]
  ) throws -> String {
    let device = DeviceID(uuid: try #require(UUID(uuidString: id)))
    let folder = SharedFolder(
      path: app.defaultFolder, device: DeviceIdentity(id: device, name: name)
    )
    var list = try folder.read().list
    var clock = HybridClock(device: device)
    let items = names.map { ShoppingItem(id: UUID(), name: $0) }
    try list.apply(.insert(items, at: .end), clock: &clock, now: now)
    try folder.save(list, now: now)
    return folder.ownFilePath
  }
}
