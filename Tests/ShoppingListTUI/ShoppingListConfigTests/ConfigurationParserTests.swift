import Foundation
import Testing
import TestSupport

@testable import ShoppingListConfig
@testable import ShoppingListFeatures
@testable import ShoppingListViews
@testable import TerminalUI

/// Reading `config.toml`: what each setting sets, and every way a file is refused, with the
/// line it names.
@Suite struct ConfigurationParserTests {
  static let path = "/home/ada/.config/shopping-list/config.toml"

  static func parse(_ text: String) throws(ConfigurationError) -> Configuration {
    try ConfigurationParser.parse(text, path: path, homeDirectory: "/home/ada")
  }

  /// The error `text` is refused with, as the app prints it.
  static func refusal(_ text: String) -> String? {
    do {
      _ = try parse(text)
      return nil
    } catch {
      return error.description
    }
  }

  @Test func anEmptyFileSetsNothing() throws {
    #expect(try Self.parse("") == Configuration())
    #expect(try Self.parse("# nothing yet\n\n") == Configuration())
  }

  @Test func readsEverySetting() throws {
    let configuration = try Self.parse(
      """
      mouse = false

      [facts]
      mode = "offline"
      url = "http://127.0.0.1:8080/facts"

      [list]
      folder = "~/Sync/shopping"

      [colors]
      accent = "bright-magenta"
      success = 34
      muted = "#808080"
      danger = "default"

      [keys.list]
      cursor-down = ["n", "down", "ctrl+n"]
      add-item = "i"
      undo = []

      [keys.global]
      help = "f1"
      """
    )
    var expected = Configuration()
    expected.mouse = false
    expected.factsMode = .offline
    expected.factsURL = URL(string: "http://127.0.0.1:8080/facts")
    expected.listFolder = "/home/ada/Sync/shopping"
    expected.colors[.accent] = .indexed(13)
    expected.colors[.success] = .indexed(34)
    expected.colors[.muted] = .rgb(red: 128, green: 128, blue: 128)
    expected.colors[.danger] = .default
    expected.keys = [
      .list: [
        "cursor-down": [.character("n"), .down, .ctrl("n")], "add-item": [.character("i")],
        "undo": [],
      ],
      .global: ["help": [.function(1)]],
    ]
    #expect(configuration == expected)
    #expect(
      configuration.keyMap.commands(in: .list)[0].keys == [.character("n"), .down, .ctrl("n")]
    )
  }

  @Test func acceptsDottedKeysAndInlineTables() throws {
    let configuration = try Self.parse(
      """
      keys.counter.reset = "r"
      colors = { accent = 2 }
      """
    )
    #expect(configuration.keys == [.counter: ["reset": [.character("r")]]])
    #expect(configuration.colors[.accent] == .indexed(2))
  }

  /// A device's name is cleaned as an item's name is, and a name that cleans to nothing is
  /// refused at its line.
  @Test func aDeviceNameIsCleanedAndMustNotBeEmpty() throws {
    #expect(
      try Self.parse("[device]\nname = \"  Ada's\\u202E phone \"\n").deviceName == "Ada's phone"
    )
    #expect(
      Self.refusal("[device]\nname = \" \\u200B \"\n")
        == "\(Self.path):2: [device] name: a device needs a name; this one is empty once cleaned"
    )
    #expect(
      Self.refusal("[device]\nnick = \"x\"\n")?.hasPrefix(
        "\(Self.path):2: \"nick\" is not a setting of [device]"
      ) == true
    )
  }

  @Test func anAbsoluteFolderIsKeptAndTildeIsTheHome() throws {
    #expect(try Self.parse("list.folder = \"/srv/lists\"").listFolder == "/srv/lists")
    #expect(try Self.parse("list.folder = \"~\"").listFolder == "/home/ada")
    #expect(
      throws: ConfigurationError(
        path: "c.toml", line: 1,
        message: "[list] folder: \"~/x\" starts with ~ but there is no home directory"
      )
    ) {
      try ConfigurationParser.parse("list.folder = \"~/x\"", path: "c.toml", homeDirectory: nil)
    }
  }

  @Test(arguments: [
    (
      "mouse = true\n[keys.list\n",
      "2: Error while parsing table header: expected ']', saw '\\n'"
    ),
    (
      "mouse = yes\n",
      "1: Error while parsing value: could not determine value type"
    ),
    (
      "[colors]\naccent = \"bright-magenta\n",
      "2: the string that starts at column 10 is never closed: end it with \" on the same line"
    ),
    (
      "[list]\nfolder = '~/Sync # shopping\n",
      "2: the string that starts at column 10 is never closed: end it with ' on the same line"
    ),
    (
      "mouse = true\ncolour = 1\n",
      "2: \"colour\" is not a setting; the settings are: mouse, [facts], [list], [device], "
        + "[colors], [keys]"
    ),
    (
      "mouse = \"no\"\n",
      "1: mouse must be true or false, not a string"
    ),
    (
      "[facts]\nmode = \"auto\"\nmodes = \"live\"\n",
      "3: \"modes\" is not a setting of [facts]; the settings are: mode, url"
    ),
    (
      "[facts]\nmode = \"fast\"\n",
      "2: [facts] mode: \"fast\" is not a facts mode; the modes are: auto, live, offline"
    ),
    (
      "[facts]\nmode = 1\n",
      "2: [facts] mode must be a string, not an integer"
    ),
    (
      "[facts]\nurl = \"ftp://example.com\"\n",
      "2: [facts] url: \"ftp://example.com\" is not a base URL: it must start with http:// or "
        + "https://"
    ),
    (
      "facts = \"live\"\n",
      "1: facts must be a table, [facts], not a string"
    ),
    (
      "[list]\nfolder = \"shopping\"\n",
      "2: [list] folder: \"shopping\" must be an absolute path or start with ~/"
    ),
    (
      "[list]\ndir = \"/x\"\n",
      "2: \"dir\" is not a setting of [list]; the settings are: folder"
    ),
    (
      "[colors]\naccent = \"blu\"\n",
      "2: [colors] accent: \"blu\" is not a color; colors are default, a name (black, red, "
        + "green, yellow, blue, magenta, cyan, white, or bright- one of these), a number from 0 "
        + "to 255, or #rrggbb"
    ),
    (
      "[colors]\n\nmuted = 256\n",
      "3: [colors] muted: 256 is not a color number; numbers go from 0 to 255"
    ),
    (
      "[colors]\nwarning = true\n",
      "2: [colors] warning must be a color name, a number or \"#rrggbb\", not a boolean"
    ),
    (
      "[colors]\nprimary = \"red\"\n",
      "2: \"primary\" is not a color role of [colors]; the roles are: accent, success, warning, "
        + "danger, muted"
    ),
    (
      "[keys.lsit]\nadd-item = \"i\"\n",
      "1: [keys.lsit] is not a key table; the tables are: [keys.list], [keys.editing], "
        + "[keys.filtering], [keys.usuals], [keys.aisles], [keys.counter], [keys.dialog], "
        + "[keys.help], [keys.global]"
    ),
    (
      "[keys]\nlist = [\"j\"]\n",
      "2: [keys] list must be a table, [keys.list], not an array"
    ),
    (
      "# my keys\n\n[keys.counter]\nreset = \"r\"\njump = \"x\"\n",
      "5: \"jump\" is not a command of [keys.counter]; the commands are: count-up, count-down, "
        + "reset, fact"
    ),
    (
      "[keys.help]\nclose = 27\n",
      "2: [keys.help] close must be a key or a list of keys, not an integer"
    ),
    (
      "[keys.help]\nclose = [\"esc\", 1]\n",
      "2: [keys.help] close: every key is a string, like \"j\" or \"ctrl+d\", not an integer"
    ),
    (
      "[keys.list]\nundo = \"ctrl+1\"\n",
      "2: [keys.list] undo: \"ctrl+1\" is not a key: ctrl+ goes with a letter or one of @ \\ ] ^ _"
    ),
    (
      "[keys.global]\nquit = [\"q\", \"ctrl+c\"]\n",
      "2: [keys.global] quit: \"ctrl+c\" cannot be bound: ctrl+c always quits and ctrl+z always "
        + "suspends"
    ),
    (
      "[keys.list]\nsort = [\"s\", \"S\", \"s\"]\n",
      "2: [keys.list] sort: \"s\" is listed twice"
    ),
    (
      "[keys.list]\ncursor-down = \"j\"\nsort = \"j\"\n",
      "3: \"j\" is bound to both cursor-down and sort in [keys.list]; a key can do one thing in "
        + "a table"
    ),
    (
      "[keys.dialog]\npick = \"y\"\n",
      "2: \"y\" cannot be bound in [keys.dialog]: y and n answer a question"
    ),
  ] as [(ArgumentText, String)])
  func refusesABrokenFileAtItsLine(text: ArgumentText, refusal: String) {
    #expect(Self.refusal(text.value) == "\(Self.path):\(refusal)")
  }

  @Test func aKeyBoundTwiceIsReportedWhereItIsWritten() {
    #expect(
      Self.refusal(
        """
        [keys.list]
        cursor-down = "j"
        cursor-up = [
          "k",
          "j",
        ]
        """
      ) == "\(Self.path):5: \"j\" is bound to both cursor-down and cursor-up in [keys.list]; "
        + "a key can do one thing in a table"
    )
    #expect(
      Self.refusal(
        """
        [keys.global]
        help = "x"
        quit = "x"
        next-pane = "x"
        """
      ) == "\(Self.path):4: \"x\" is bound to next-pane, help and quit in [keys.global]; a key "
        + "can do one thing in a table"
    )
  }

  @Test func theFirstProblemInTheFileIsReported() {
    #expect(
      Self.refusal(
        """
        [keys.list]
        zz = "x"
        [colors]
        accent = "nope"
        [facts]
        mode = "fast"
        """
      )?.hasPrefix("\(Self.path):2: \"zz\" is not a command of [keys.list]") == true
    )
    #expect(
      Self.refusal("[facts]\nmode = \"fast\"\n[colors]\naccent = \"nope\"\n")?
        .hasPrefix("\(Self.path):2: [facts] mode") == true
    )
  }

  /// A key a person binds is taken from the command that has it by default, so a file that
  /// binds "n" keeps working when a later version binds "n" to a new command.
  @Test func aKeyBoundInTheFileIsTakenFromItsDefaultCommand() throws {
    let configuration = try Self.parse(
      """
      [keys.list]
      cursor-down = ["n", "down"]
      sort = "j"
      """
    )
    let commands = configuration.keyMap.commands(in: .list)
    func keys(of name: String) -> [KeyEvent]? { commands.first { $0.name == name }?.keys }
    #expect(keys(of: "cursor-down") == [.character("n"), .down])
    #expect(keys(of: "edit-note") == [])
    #expect(keys(of: "sort") == [.character("j")])
  }

  @Test func aKeyMayMoveToAnotherCommandWhenItsOwnerMovesToo() throws {
    let configuration = try Self.parse(
      """
      [keys.list]
      cursor-down = ["k", "down"]
      cursor-up = ["j", "up"]
      """
    )
    let keys = configuration.keyMap.commands(in: .list).prefix(2).map(\.keys)
    #expect(keys == [[.character("k"), .down], [.character("j"), .up]])
  }
}
