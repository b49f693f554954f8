import Foundation
import Testing
import TestSupport

@testable import ShoppingListStorage

/// What the commands print of another device's file: item names and the device's name are
/// cleaned as they are read, as typed names are (control characters, bidi controls and
/// zero-width characters dropped), and file names and reasons reach standard output and
/// standard error with every such character escaped (`\u{1B}`): never the bytes a terminal
/// acts on. The phone's file is written byte by byte, as a hostile or broken device could.
@Suite(.hangWatchdog(.seconds(120))) struct TerminalTextCommandTests {
  static let laptop = "11111111-0000-4000-8000-000000000001"
  static let phone = "22222222-0000-4000-8000-000000000002"
  static let tablet = "33333333-0000-4000-8000-000000000003"

  /// The phone's item names as its file spells them in JSON, in list order (the second is
  /// checked): clear screen, terminal title, clipboard (OSC 52), an 8-bit CSI, BEL, BS, CR, DEL,
  /// a right-to-left override, a tab and a zero-width space, NUL and NEL, a lone zero-width
  /// joiner and a bidi isolate.
  static let phoneNames = [
    #"bad clear\u001B[2J"#,
    #"bad title\u001B]0;owned\u0007"#,
    #"bad clip\u001B]52;c;aGk=\u0007"#,
    #"bad csi\u009B31m"#,
    #"bad bell\u0007"#,
    #"bad back\bspace"#,
    #"bad carriage\rreturn"#,
    #"bad del\u007Fete"#,
    #"bad bidi\u202Eklim"#,
    #"bad tab\tzero\u200Bwidth"#,
    #"bad nul\u0000nel\u0085"#,
    #"bad zwj\u200Djoiner\u2066isolate"#,
  ]

  /// The tablet's file, cut short, under a name that would set the terminal's title.
  static let cutShortFile = "device-\(tablet)\u{1B}]0;owned\u{07}.jsonl"

  @Test func listPrintsNamesEscaped() async throws {
    try await withHostileFolder { app in
      let listed = try await app.run("list")
      #expect(listed.status == 0)
      #expect(unsafeBytes(in: listed.standardOutputBytes) == [])
      #expect(
        listed.standardOutput == #"""
          [ ] bad clear[2J
          [x] bad title]0;owned
          [ ] bad clip]52;c;aGk=
          [ ] bad csi31m
          [ ] bad bell
          [ ] bad backspace
          [ ] bad carriage return
          [ ] bad delete
          [ ] bad bidiklim
          [ ] bad tab zerowidth
          [ ] bad nulnel
          [ ] bad zwjjoinerisolate

          """#
      )
      #expect(unsafeBytes(in: listed.standardErrorBytes) == [])
      #expect(listed.standardError == warning(app))
    }
  }

  @Test func markdownPrintsNamesEscaped() async throws {
    try await withHostileFolder { app in
      let listed = try await app.run("list", "--format", "markdown")
      #expect(listed.status == 0)
      #expect(unsafeBytes(in: listed.standardOutputBytes) == [])
      #expect(
        listed.standardOutput == #"""
          - [ ] bad clear[2J
          - [x] bad title]0;owned
          - [ ] bad clip]52;c;aGk=
          - [ ] bad csi31m
          - [ ] bad bell
          - [ ] bad backspace
          - [ ] bad carriage return
          - [ ] bad delete
          - [ ] bad bidiklim
          - [ ] bad tab zerowidth
          - [ ] bad nulnel
          - [ ] bad zwjjoinerisolate

          """#
      )
      #expect(unsafeBytes(in: listed.standardErrorBytes) == [])
      #expect(listed.standardError == warning(app))
    }
  }

  /// JSON stays JSON: what a terminal would act on is escaped as JSON escapes it, so the names
  /// read back as they were.
  @Test func jsonEscapesNamesAsJSONDoes() async throws {
    try await withHostileFolder { app in
      let listed = try await app.run("list", "--format", "json")
      #expect(listed.status == 0)
      #expect(unsafeBytes(in: listed.standardOutputBytes) == [])
      let items = try ListFileDecoder.decode(listed.standardOutputBytes)
      #expect(items.map(\.name) == [
        "bad clear[2J", "bad title]0;owned", "bad clip]52;c;aGk=", "bad csi31m", "bad bell",
        "bad backspace", "bad carriage return", "bad delete", "bad bidiklim", "bad tab zerowidth",
        "bad nulnel", "bad zwjjoinerisolate",
      ])
      #expect(listed.standardError == warning(app))
    }
  }

  /// The device's name and the cut-short file's name are escaped, and the columns line up as
  /// printed.
  @Test func devicesPrintsDeviceAndFileNamesEscaped() async throws {
    try await withHostileFolder { app in
      let devices = try await app.run("devices")
      #expect(devices.status == 0)
      #expect(unsafeBytes(in: devices.standardOutputBytes) == [])
      #expect(
        devices.standardOutput
          == "NAME                  ID                                    LAST CHANGE  "
          + "        ITEMS  FILE\n"
          + "laptop (this device)  \(Self.laptop)  -                    0      "
          + "no changes yet\n"
          + "?                     \(Self.tablet)  -                    -      "
          + #"cannot be read (line 1, column 36: this string is never closed with '"'): "#
          + #"device-\#(Self.tablet)\u{1B}]0;owned\u{07}.jsonl; read again once it changes"#
          + "\n"
          + "ph]0;ownedone         \(Self.phone)  2025-11-24 12:00:00  12     "
          + "read\n"
      )
      #expect(devices.standardError.isEmpty)
    }
  }

  /// The candidates of an ambiguous name, printed on the error path, are escaped too.
  @Test func anAmbiguousNameListsTheCandidatesEscaped() async throws {
    try await withHostileFolder { app in
      let checked = try await app.run("check", "bad")
      #expect(checked.status == 1)
      #expect(checked.standardOutput.isEmpty)
      #expect(unsafeBytes(in: checked.standardErrorBytes) == [])
      #expect(
        checked.standardError == warning(app) + #"""
          Error: "bad" matches 12 items; name one by more of its name or by its id:
            00000001  bad clear[2J
            00000002  bad title]0;owned
            00000003  bad clip]52;c;aGk=
            00000004  bad csi31m
            00000005  bad bell
            00000006  bad backspace
            00000007  bad carriage return
            00000008  bad delete
            00000009  bad bidiklim
            0000000A  bad tab zerowidth
            0000000B  bad nulnel
            0000000C  bad zwjjoinerisolate
          nothing was changed

          """#
      )
      #expect(!FileManager.default.fileExists(atPath: ownFile(app)))
    }
  }

  // MARK: Helpers

  /// The warning every command prints about the cut-short file, its name escaped.
  private func warning(_ app: ShoppingListExecutable) -> String {
    "Warning: skipped \(app.defaultFolder)/device-\(Self.tablet)"
      + #"\u{1B}]0;owned\u{07}.jsonl: line 1, column 36: this string is never closed with '"'; "#
      + "it is read again once it changes\n"
  }

  private func ownFile(_ app: ShoppingListExecutable) -> String {
    app.defaultFolder + "/device-\(Self.laptop).jsonl"
  }

  /// Runs `body` with this home the laptop, and in its default folder the phone's file, every
  /// item and its own name hostile, and the tablet's file cut short under a hostile name.
  private func withHostileFolder(
    _ body: (ShoppingListExecutable) async throws -> Void
  ) async throws {
    try await TemporaryDirectory.with { home throws in
      let app = ShoppingListExecutable(home: home)
      try app.writeIdentity(Self.laptop, name: "laptop")
      try FileManager.default.createDirectory(
        atPath: app.defaultFolder, withIntermediateDirectories: true
      )
      let header =
        #"{"format": "shopping-list-device", "version": 1, "device": "\#(Self.phone)", "#
        + #""name": "ph\u001B]0;owned\u0007one"}"#
      let digits = Array("123456789ABC")
      let records = Self.phoneNames.enumerated().map { index, name in
        #"{"id": "0000000\#(digits[index])-0000-4000-8000-000000000000", "#
          + #""edited": [1763985600000, 0], "name": ["\#(name)"], "#
          + #""checked": [\#(index == 1)], "position": ["a\#(digits[index])"]}"#
      }
      let file = ([header] + records + [#"{"end": \#(records.count)}"#])
        .joined(separator: "\n") + "\n"
      try Data(file.utf8).write(
        to: URL(fileURLWithPath: app.defaultFolder + "/device-\(Self.phone).jsonl")
      )
      try Data(#"{"format": "shopping-list-device", "ver"#.utf8).write(
        to: URL(fileURLWithPath: app.defaultFolder + "/" + Self.cutShortFile)
      )
      try await body(app)
    }
  }

  /// What in `bytes` a terminal acts on or that hides or reorders text, with its byte offset:
  /// each C0 control but the line feed, DEL, each C1 control (`C2 80` to `C2 9F` in UTF-8), the
  /// bidi overrides and isolates, and the zero-width characters.
  private func unsafeBytes(in bytes: [UInt8]) -> [String] {
    let hidden: [UInt32] = [
      0x200B, 0x200C, 0x200D, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2060, 0x2066, 0x2067,
      0x2068, 0x2069, 0xFEFF,
    ]
    let hiddenSequences = hidden.compactMap(Unicode.Scalar.init).map { Array(String($0).utf8) }
    var found: [String] = []
    for offset in bytes.indices {
      let byte = bytes[offset]
      if (byte < 0x20 && byte != 0x0A) || byte == 0x7F {
        found.append("\(byte) at \(offset)")
      } else if byte == 0xC2, offset + 1 < bytes.count, (0x80...0x9F).contains(bytes[offset + 1]) {
        found.append("C2 \(bytes[offset + 1]) at \(offset)")
      } else if let sequence = hiddenSequences.first(where: { bytes[offset...].starts(with: $0) }) {
        found.append("\(sequence) at \(offset)")
      }
    }
    return found
  }
}
