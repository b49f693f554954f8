import Foundation
import TestSupport
import Testing

/// `make install` and `make uninstall` with the binary the tests run (`BINARY=`, so there is no
/// release build), into a temporary `DESTDIR` and `PREFIX`, with a temporary home.
// NB: generate-manual is built once per checkout (about 35 s); `.ci/run` builds it before the
// tests, and after that an install takes well under a second.
@Suite(.hangWatchdog(.seconds(300))) struct InstallTests {
  /// The repository's root, where the Makefile is.
  static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

  /// Every file `make install` puts under the prefix.
  static let installedFiles = [
    "bin/shopping-list",
    "share/bash-completion/completions/shopping-list",
    "share/fish/vendor_completions.d/shopping-list.fish",
    "share/man/man1/shopping-list.1",
    "share/zsh/site-functions/_shopping-list",
  ]

  @Test func installsTheBinaryCompletionsAndManPageAndUninstallsExactlyThose() async throws {
    try await TemporaryDirectory.with { directory in
      let prefix = directory.appending("stage/usr/local")
      try FileManager.default.createDirectory(
        atPath: prefix + "/bin", withIntermediateDirectories: true
      )
      try directory.write("#!/bin/sh\n", to: "stage/usr/local/bin/another-tool")
      // The installer's own keys stay out of the page everyone reads.
      try FileManager.default.createDirectory(
        atPath: directory.appending("home/.config/shopping-list"), withIntermediateDirectories: true
      )
      try directory.write(
        "[keys.list]\nundo = \"U\"\n", to: "home/.config/shopping-list/config.toml")

      let installed = try await make("install", in: directory)
      #expect(installed.status == 0, "\(installed.standardError)")
      let expected = (Self.installedFiles + ["bin/another-tool"]).sorted()
      #expect(try Self.files(under: prefix) == expected)
      for file in Self.installedFiles {
        let size = try FileManager.default.attributesOfItem(atPath: "\(prefix)/\(file)")[.size]
        #expect((size as? Int ?? 0) > 0, "\(file) is empty")
      }
      let version = try await Subprocess.run(
        "\(prefix)/bin/shopping-list", ["--version"], environment: try environment(in: directory)
      )
      #expect(version.status == 0)
      #expect(version.standardOutput == "0.1.0\n")

      let page = try String(
        contentsOfFile: "\(prefix)/share/man/man1/shopping-list.1", encoding: .utf8
      )
      let sections = page.split(separator: "\n").filter { $0.hasPrefix(".Sh ") }
      #expect(
        sections == [
          ".Sh NAME", ".Sh SYNOPSIS", ".Sh DESCRIPTION", ".Sh KEYS", ".Sh FILES",
          ".Sh \"EXIT STATUS\"",
        ]
      )
      #expect(page.contains(".Ss \"Typing a name, a note or a category\"\n"))
      #expect(page.contains(".It Sy \"ctrl+r\"\nredo\n"))
      #expect(page.contains(".It Sy \"u\"\nundo\n"))
      #expect(page.contains("shopping-list keys"))
      #expect(page.contains(".Nm\n.Op Ar subcommand\n"))
      #expect(page.contains(".It Pa \"$XDG_CONFIG_HOME/shopping-list/config.toml\"\n"))

      let uninstalled = try await make("uninstall", in: directory)
      #expect(uninstalled.status == 0, "\(uninstalled.standardError)")
      #expect(try Self.files(under: prefix) == ["bin/another-tool"])
    }
  }

  /// A missing requirement is named, with where to get it, before anything is built or installed.
  @Test func namesAMissingSwiftInOneLineAndInstallsNothing() async throws {
    try await TemporaryDirectory.with { directory in
      let installed = try await make("install", "SWIFT=/nonexistent/swift", in: directory)
      #expect(installed.status != 0)
      #expect(
        installed.standardError.split(separator: "\n").first.map(String.init)
          == "error: /nonexistent/swift not found: install Swift 6.1 or later"
          + " (https://www.swift.org/install/linux/)"
      )
      #expect(!FileManager.default.fileExists(atPath: directory.appending("stage")))
    }
  }

  /// The installed man page through the formatter `man` uses: no warning, and the sections
  /// added to generate-manual's page come out as text.
  @Test(
    .enabled(
      if: ProgramOnPath.find("groff") != nil,
      "groff, which man uses to show the page, is not installed (apt-get install groff-base)"
    )
  )
  func theManPageRendersWithoutWarnings() async throws {
    try await TemporaryDirectory.with { directory in
      #expect(try await make("install", in: directory).status == 0)
      let page = directory.appending("stage/usr/local/share/man/man1/shopping-list.1")
      let groff = try #require(ProgramOnPath.find("groff"))
      // NB: -ww turns every warning on; -P-cbou asks grotty for plain text, no bold or colors.
      let rendered = try await Subprocess.run(
        groff, ["-mandoc", "-Tutf8", "-ww", "-P-cbou", page],
        environment: try environment(in: directory)
      )
      #expect(rendered.status == 0)
      #expect(rendered.standardError == "")
      for line in [
        "KEYS", "   In a dialog", "     y n 1…9  the button with that letter or number", "FILES",
        "     $XDG_STATE_HOME/shopping-list/device.json", "     $XDG_DATA_HOME/shopping-list/list/",
      ] {
        #expect(rendered.standardOutput.contains("\n\(line)\n"), "\(line) is not in the page")
      }
    }
  }

  /// Runs `make target` in the repository, installing into `directory`'s `stage/usr/local`.
  private func make(
    _ target: String, _ variables: String..., in directory: TemporaryDirectory
  ) async throws -> Subprocess.Result {
    let make = try #require(
      ProgramOnPath.find("make"), "make is not installed (apt-get install make)"
    )
    return try await Subprocess.run(
      make,
      [
        "--no-print-directory", "-C", Self.repository, target,
        "DESTDIR=\(directory.appending("stage"))", "PREFIX=/usr/local",
        "BINARY=\(ShoppingListExecutable.path)",
      ] + variables,
      environment: try environment(in: directory)
    )
  }

  /// The test's own home, so nothing reaches the real one; the `PATH` finds swift and make.
  private func environment(in directory: TemporaryDirectory) throws -> [String: String] {
    try FileManager.default.createDirectory(
      atPath: directory.appending("home"), withIntermediateDirectories: true
    )
    return [
      "HOME": directory.appending("home"), "LANG": "C.UTF-8",
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
    ]
  }

  /// The files below `directory`, as sorted paths relative to it.
  private static func files(under directory: String) throws -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: directory)
    var files: [String] = []
    while let path = enumerator?.nextObject() as? String {
      var isDirectory: ObjCBool = false
      let exists = FileManager.default.fileExists(
        atPath: "\(directory)/\(path)", isDirectory: &isDirectory
      )
      if exists && !isDirectory.boolValue { files.append(path) }
    }
    return files.sorted()
  }
}
