import Foundation
import TestSupport
import Testing

@testable import ShoppingListStorage
@testable import ShoppingListTUI

/// Runs the built `shopping-list` binary as people and scripts do, with a temporary home.
// NB: a generous limit: the killed-save test runs ten commands on a 20,000-item list, which takes
// minutes on a loaded 2-core machine in a debug build.
@Suite(.hangWatchdog(.seconds(300))) struct ShoppingListExecutableTests {
  @Test func addsItemsAtTheTopInArgumentOrder() async throws {
    try await ShoppingListExecutable.withTemporaryHome { app in
      #expect(try await app.run("add", "milk").status == 0)
      let added = try await app.run("add", "eggs", "  bread\t")
      #expect(added.status == 0)
      #expect(added.standardOutput.isEmpty && added.standardError.isEmpty)
      #expect(try await app.run("list").standardOutput == "[ ] eggs\n[ ] bread\n[ ] milk\n")
      #expect(try app.home.fileNames(in: "data/shopping-list/list").count == 2)
      #expect(!FileManager.default.fileExists(atPath: app.defaultList))
    }
  }

  @Test func keepsTheListUnderHomeWithoutXDGDataHome() async throws {
    try await ShoppingListExecutable.withTemporaryHome { app throws in
      var app = app
      app.dataHome = nil
      #expect(try await app.run("add", "milk").status == 0)
      let folder = try app.home.fileNames(in: ".local/share/shopping-list/list")
      #expect(folder.count == 2 && folder.allSatisfy { $0.hasPrefix("device-") })
      #expect(try await app.run("list").standardOutput == "[ ] milk\n")
    }
  }

  @Test func printsAListFileInEachFormat() async throws {
    try await ShoppingListExecutable.withTemporaryHome { app in
      let imported = try await app.run(
        "--file", app.defaultList, "import", "-", input: "- [ ] milk\n- [x] eggs 🥚\n"
      )
      #expect(imported.status == 0)
      // NB: standard error is a file here, not a terminal: no progress, no summary.
      #expect(imported.standardError == "")
      #expect(imported.standardOutput == "")
      let file = app.defaultList
      #expect(
        try await app.run("list", "--file", file).standardOutput == "[ ] milk\n[x] eggs 🥚\n"
      )
      #expect(
        try await app.run("list", "--file", file, "--format", "plain").standardOutput
          == "[ ] milk\n[x] eggs 🥚\n"
      )
      #expect(
        try await app.run("list", "--file", file, "--format", "markdown").standardOutput
          == "- [ ] milk\n- [x] eggs 🥚\n"
      )
      let json = try await app.run("list", "--file", file, "--format", "json").standardOutput
      #expect(Data(json.utf8) == (try Data(contentsOf: URL(fileURLWithPath: app.defaultList))))
      #expect(json.contains(#""name": "eggs 🥚", "checked": true, "category": "Dairy & Eggs"}"#))
    }
  }

  @Test func printsNothingForAnEmptyListAndCreatesNoFile() async throws {
    try await ShoppingListExecutable.withTemporaryHome { app in
      let listed = try await app.run("list")
      #expect(listed.status == 0 && listed.standardOutput.isEmpty)
      #expect(!FileManager.default.fileExists(atPath: app.defaultList))
      #expect(!FileManager.default.fileExists(atPath: app.defaultFolder))
    }
  }

  @Test func importsAFileInItsOrderAboveTheList() async throws {
    try await ShoppingListExecutable.withTemporaryHome { app in
      #expect(try await app.run("add", "milk").status == 0)
      try app.home.write(
        "# Groceries\n\n- [x] eggs\n* [ ] butter\n1. bread\n\n- [ ] jam\n", to: "groceries.md"
      )
      #expect(try await app.run("import", "groceries.md").status == 0)
      #expect(
        try await app.run("list").standardOutput
          == "[x] eggs\n[ ] butter\n[ ] bread\n[ ] jam\n[ ] milk\n"
      )
    }
  }

  @Test func importsWhatListPrintsIntoAnotherFile() async throws {
    try await ShoppingListExecutable.withTemporaryHome { app in
      #expect(try await app.run("import", "-", input: "[x] eggs\n[ ] \"milk\" \\ 2%\n").status == 0)
      let markdown = try await app.run("list", "--format", "markdown").standardOutput
      #expect(try await app.run("--file", "copy.json", "import", "-", input: markdown).status == 0)
      #expect(
        try await app.run("list", "--file", "copy.json").standardOutput
          == "[x] eggs\n[ ] \"milk\" \\ 2%\n"
      )
    }
  }

  /// swift-argument-parser's completion scripts, generated from the commands themselves, so
  /// they name every subcommand and option the binary has, and parse in their shell (checked
  /// for each shell that is installed; bash always is).
  @Test(arguments: ["bash", "zsh", "fish"])
  func completesEveryCommandInEachShell(shell: String) async throws {
    try await ShoppingListExecutable.withTemporaryHome { app in
      let result = try await app.run(arguments: ["--generate-completion-script", shell])
      #expect(result.status == 0)
      #expect(result.standardError.isEmpty)
      // NB: bash and zsh write options as `--no-mouse`, fish as `-l 'no-mouse'`.
      for word in [
        "add", "list", "import", "check", "uncheck", "remove", "devices", "config", "debug-log",
        "no-mouse", "facts-url", "markdown", "file", "path", "stores", "aisles", "learned",
        "trips", "limit",
      ] {
        #expect(result.standardOutput.contains(word), "\(shell) completion lacks \(word)")
      }
      #expect(!result.standardOutput.contains("generate-manual-sections"))
      guard let shellPath = ProgramOnPath.find(shell) else { return }
      try app.home.write(result.standardOutput, to: "completion.\(shell)")
      // NB: `-n` reads the script without running it, in each of the three shells.
      let parsed = try await Subprocess.run(
        shellPath, ["-n", app.home.appending("completion.\(shell)")], environment: app.environment
      )
      #expect(parsed.status == 0)
      #expect(parsed.standardError == "")
    }
  }

  @Test(arguments: [
    (["--help"], "USAGE: shopping-list [--file <path>] [--list <dir>]"),
    (
      ["add", "--help"],
      "USAGE: shopping-list add [--file <path>] [--list <dir>] [--config <path>] [--in <list>] "
        + "[--category <name>] [--note <text>] <item> ..."
    ),
    (
      ["list", "--help"],
      "USAGE: shopping-list list [--file <path>] [--list <dir>] [--config <path>] [--in <list>] "
        + "[--format <format>]"
    ),
    (
      ["import", "--help"],
      "USAGE: shopping-list import [--file <path>] [--list <dir>] [--config <path>] [--in <list>] "
        + "<source>"
    ),
    (
      ["help", "add"],
      "USAGE: shopping-list add [--file <path>] [--list <dir>] [--config <path>] [--in <list>] "
        + "[--category <name>] [--note <text>] <item> ..."
    ),
    (
      ["check", "--help"],
      "USAGE: shopping-list check [--file <path>] [--list <dir>] [--config <path>] [--in <list>] "
        + "<name> ..."
    ),
    (
      ["uncheck", "--help"],
      "USAGE: shopping-list uncheck [--file <path>] [--list <dir>] [--config <path>] [--in <list>] "
        + "<name> ..."
    ),
    (
      ["remove", "--help"],
      "USAGE: shopping-list remove [--file <path>] [--list <dir>] [--config <path>] [--in <list>] "
        + "<name> ..."
    ),
    (["devices", "--help"], "USAGE: shopping-list devices <subcommand>"),
    (["lists", "--help"], "USAGE: shopping-list lists <subcommand>"),
    (
      ["move", "--help"],
      "USAGE: shopping-list move [--file <path>] [--list <dir>] [--config <path>] [--in <list>] "
        + "<name> ... --to <list>"
    ),
    (
      ["devices", "show", "--help"],
      "USAGE: shopping-list devices show [--file <path>] [--list <dir>] [--config <path>]"
    ),
    (
      ["devices", "rename", "--help"],
      "USAGE: shopping-list devices rename [--file <path>] [--list <dir>] [--config <path>] "
        + "<name>"
    ),
    (["stores", "--help"], "USAGE: shopping-list stores <subcommand>"),
    (
      ["stores", "aisles", "--help"],
      "USAGE: shopping-list stores aisles [--file <path>] [--list <dir>] [--config <path>] "
        + "<store> [<category> ...] [--learned]"
    ),
    (
      ["trips", "--help"],
      "USAGE: shopping-list trips [--file <path>] [--list <dir>] [--config <path>] "
        + "[--store <store>] [--limit <limit>] [--format <format>]"
    ),
    (
      ["list", "--help"],
      "[--in <list>] [--format <format>] [--store <store>]"
    ),
  ])
  func explainsEveryCommand(arguments: [String], usage: String) async throws {
    try await ShoppingListExecutable.withTemporaryHome { app in
      let result = try await app.run(arguments: arguments)
      #expect(result.status == 0)
      #expect(result.standardOutput.contains(usage))
      #expect(result.standardError.isEmpty)
    }
  }

  @Test func printsItsVersion() async throws {
    try await ShoppingListExecutable.withTemporaryHome { app in
      let result = try await app.run("--version")
      #expect(result.status == 0)
      #expect(result.standardOutput == "\(ShoppingListCommand.version)\n")
    }
  }

  @Test(arguments: [
    (["add"], "Missing expected argument '<item> ...'"),
    (["add", " \t "], "Name 1 is empty; an item needs a name."),
    (["list", "--format", "xml"], "The value 'xml' is invalid for '--format <format>'"),
    (["trips", "--limit", "0"], "--limit must be 1 or more."),
    (
      ["stores", "aisles", "Lidl", "Bakery", "--learned"],
      "Give either categories or --learned, not both."
    ),
    (["stores", "aisles", "Lidl", "Bakery", "\u{07}"], "Category 2 is empty."),
    (["stores", "rename", "Lidl", " "], "Name 2 is empty; a store needs a name."),
    (["frobnicate"], "Unexpected argument 'frobnicate'"),
    (["import"], "Missing expected argument '<source>'"),
    (["check"], "Missing expected argument '<name> ...'"),
    (["remove", "milk", ""], "Name 2 is empty; an item needs a name."),
    (
      ["--file", "l.json", "list", "--list", "shared"],
      "--file and --list cannot be used together: --file names a single list file, --list a "
        + "shared list folder."
    ),
    (
      ["devices", "--file", "l.json"],
      "devices needs a shared list folder; --file names a single list file, which only this "
        + "device writes. Use --list DIR, or neither option for the default folder."
    ),
    (["--facts", "sometimes"], "The value 'sometimes' is invalid for '--facts <facts>'"),
  ])
  func refusesWrongUsage(arguments: [String], message: String) async throws {
    try await ShoppingListExecutable.withTemporaryHome { app in
      let result = try await app.run(arguments: arguments)
      #expect(result.status == 64)
      #expect(result.standardError.contains("Error: \(message)"))
      #expect(result.standardOutput.isEmpty)
      #expect(!FileManager.default.fileExists(atPath: app.defaultList))
    }
  }

  @Test func aDebugLogThatCannotBeWrittenStopsTheAppBeforeItStarts() async throws {
    try await ShoppingListExecutable.withTemporaryHome { app in
      let log = app.home.appending("missing/debug.log")
      let result = try await app.run("--debug-log", log)
      #expect(result.status == 1)
      #expect(
        result.standardError
          == "Error: cannot write the debug log \(log): No such file or directory\n"
      )
    }
  }

  @Test func refusesToTouchACorruptList() async throws {
    try await ShoppingListExecutable.withTemporaryHome { app in
      let corrupt = Data(#"{"format": "shopping-list", "version": 1, "items": [{"id": 3}]}"#.utf8)
      try FileManager.default.createDirectory(
        atPath: FileSystem.directory(of: app.defaultList), withIntermediateDirectories: true
      )
      try corrupt.write(to: URL(fileURLWithPath: app.defaultList))
      let message =
        "Error: \(app.defaultList) is not a valid shopping list (line 1, column 60: expected the "
        + "id in double quotes, found '3'); fix or move the file to go on\n"
      try app.home.write("bread\n", to: "more.txt")
      for arguments in [["list"], ["add", "milk"], ["import", "more.txt"]] {
        let result = try await app.run(arguments: arguments)
        #expect(result.status == 1, "\(arguments)")
        #expect(result.standardError == message, "\(arguments)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: app.defaultList)) == corrupt)
      }
    }
  }

  @Test func refusesAListFromANewerVersion() async throws {
    try await ShoppingListExecutable.withTemporaryHome { app in
      let path = app.home.appending("new.json")
      try app.home.write(#"{"format": "shopping-list", "version": 3, "items": []}"#, to: "new.json")
      let result = try await app.run("add", "--file", path, "milk")
      #expect(result.status == 1)
      #expect(
        result.standardError
          == "Error: \(path) was written by a newer shopping-list (format version 3; this one "
          + "reads version 2); update shopping-list to use it\n"
      )
    }
  }

  @Test func refusesToWriteWhileAnotherShoppingListHasTheList() async throws {
    try await ShoppingListExecutable.withTemporaryHome { app in
      #expect(try await app.run("add", "--file", app.defaultList, "milk").status == 0)
      let holder = try LockHoldingProcess(lockPath: app.defaultList + ".lock")
      defer { holder.release() }
      for arguments in [
        ["add", "eggs"], ["import", "-"], ["check", "milk"], ["remove", "milk"],
      ] {
        let result = try await app.run(arguments: ["--file", app.defaultList] + arguments)
        #expect(result.status == 1)
        #expect(
          result.standardError
            == "Error: another shopping-list is using \(app.defaultList); quit it to make "
            + "changes here\n"
        )
      }
      #expect(try await app.run("list", "--file", app.defaultList).standardOutput == "[ ] milk\n")
    }
  }

  @Test func aReadOnlyDirectoryIsReportedAsSuch() async throws {
    try await ShoppingListExecutable.withTemporaryHome { app in
      // NB: root may write anywhere, so the command runs as `nobody`, as a user would meet it.
      let shared = app.home.appending("shared")
      try FileManager.default.createDirectory(
        atPath: shared, withIntermediateDirectories: false,
        attributes: [.posixPermissions: 0o555]
      )
      #expect(chmod(app.home.path, 0o755) == 0)
      let result = try await Subprocess.run(
        "/usr/bin/setpriv",
        [
          "--reuid=65534", "--regid=65534", "--clear-groups", ShoppingListExecutable.path,
          "add", "milk", "--file", shared + "/list.json",
        ],
        environment: app.environment, workingDirectory: "/"
      )
      #expect(result.status == 1)
      #expect(
        result.standardError
          == "Error: cannot lock \(shared)/list.json for changes: opening "
          + "\(shared)/list.json.lock: Permission denied\n"
      )
    }
  }

  @Test func reportsAnImportFileThatCannotBeRead() async throws {
    try await ShoppingListExecutable.withTemporaryHome { app in
      let missing = try await app.run("import", "nowhere.md")
      #expect(missing.status == 1)
      #expect(missing.standardError == "Error: cannot read nowhere.md: No such file or directory\n")
      try Data([0x66, 0xFF, 0x0A]).write(to: URL(fileURLWithPath: app.home.appending("bin")))
      let binary = try await app.run("import", "bin")
      #expect(binary.status == 1)
      #expect(binary.standardError == "Error: cannot read bin: it is not UTF-8 text\n")
      #expect(!FileManager.default.fileExists(atPath: app.defaultList))
    }
  }

  @Test func aSaveThatFailsMidWayKeepsTheOldList() async throws {
    try await ShoppingListExecutable.withTemporaryHome { app in
      #expect(try await app.run("add", "--file", app.defaultList, "milk", "eggs").status == 0)
      let before = try Data(contentsOf: URL(fileURLWithPath: app.defaultList))
      // NB: a file size limit of 8 KiB makes write(2) fail with EFBIG part-way through the new
      // list, as a full disk would; SIGXFSZ is ignored so the error reaches the program.
      let names = (1...30).map { "item \($0) " + String(repeating: "x", count: 300) }
      let result = try await Subprocess.run(
        "/bin/bash",
        [
          "-c", #"trap "" XFSZ; ulimit -f 8; exec "$0" "$@""#, ShoppingListExecutable.path,
          "add", "--file", app.defaultList,
        ] + names,
        environment: app.environment
      )
      #expect(result.status == 1)
      #expect(result.standardError.hasPrefix("Error: could not save \(app.defaultList): writing "))
      #expect(result.standardError.hasSuffix(": File too large\n"))
      #expect(try Data(contentsOf: URL(fileURLWithPath: app.defaultList)) == before)
      #expect(try app.home.fileNames(in: "data/shopping-list") == ["list.json", "list.json.lock"])
    }
  }

  @Test func aKilledSaveLeavesTheOldOrTheNewList() async throws {
    try await ShoppingListExecutable.withTemporaryHome { app in
      let lines = (1...20_000).map { "item \($0)" }.joined(separator: "\n")
      let file = app.defaultList
      #expect(try await app.run("import", "--file", file, "-", input: lines).status == 0)
      let start = Date()
      #expect(try await app.run("add", "--file", file, "timed").status == 0)
      // NB: kills land anywhere from start-up to well past the save, most near the save itself.
      let duration = Date().timeIntervalSince(start)
      var generator = SplitMix64(seed: 9)
      var count = 20_001
      for round in 1...8 {
        let child = try Subprocess.start(
          ShoppingListExecutable.path, ["add", "--file", file, "round \(round)"],
          environment: app.environment
        )
        let delay = duration * Double.random(in: 0.3...1.2, using: &generator)
        try await Task.sleep(for: .seconds(delay))
        kill(child, SIGKILL)
        Subprocess.waitForExit(child)
        let items = try ListFile(path: app.defaultList).read()
        #expect([count, count + 1].contains(items.count), "round \(round)")
        count = items.count
      }
      #expect(try await app.run("add", "--file", file, "last").status == 0)
      #expect(try ListFile(path: app.defaultList).read().count == count + 1)
      #expect(try app.home.fileNames(in: "data/shopping-list") == ["list.json", "list.json.lock"])
    }
  }
}
