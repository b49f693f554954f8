import Foundation
import Testing

@testable import NumberFactsLive
@testable import ShoppingListConfig
@testable import ShoppingListViews
@testable import TerminalUI

/// `shopping-list config` prints a file that reads back as the configuration it shows.
@Suite struct ConfigurationPrinterTests {
  static func reparsed(_ configuration: Configuration) throws -> Configuration {
    try ConfigurationParser.parse(
      ConfigurationPrinter.text(of: configuration), path: "printed.toml", homeDirectory: "/h"
    )
  }

  @Test func theDefaultsReadBackAsEveryDefault() throws {
    let reparsed = try Self.reparsed(Configuration())
    #expect(reparsed == Configuration().completed)
    #expect(reparsed.mouse == true)
    #expect(reparsed.factsMode == .auto)
    #expect(reparsed.factsURL == NumberFactBaseURL.default)
    #expect(reparsed.listFolder == nil)
    #expect(reparsed.colors == .standard)
    #expect(reparsed.keys[.list]?["cursor-down"] == [.character("j"), .down])
    #expect(reparsed.keys.count == 9)
  }

  @Test func aConfigurationReadsBackAsItself() throws {
    var configuration = Configuration()
    configuration.mouse = false
    configuration.factsMode = .live
    configuration.factsURL = URL(string: "https://facts.example/api")
    configuration.listFolder = "/home/ada/Sync/shopping \"list\""
    configuration.deviceName = "Ada's \"kitchen\" tablet"
    configuration.colors[.accent] = .rgb(red: 255, green: 136, blue: 0)
    configuration.colors[.muted] = .indexed(244)
    configuration.colors[.danger] = .default
    configuration.keys = [
      .list: [
        "cursor-down": [.character("n"), .ctrl("n")], "undo": [], "filter": [.character("\\")],
      ],
      .editing: ["keep-name": [.enter, .alt(.character("s"))]],
      .global: ["quit": [.character("\"")]],
    ]
    let reparsed = try Self.reparsed(configuration)
    #expect(reparsed == configuration.completed)
    #expect(reparsed.keys[.list]?["filter"] == [.character("\\")])
    #expect(reparsed.keys[.global]?["quit"] == [.character("\"")])
    #expect(reparsed.keys[.list]?["undo"] == [])
  }

  @Test func printsEverySettingCommented() {
    var configuration = Configuration()
    configuration.colors[.muted] = .indexed(244)
    configuration.keys = [.list: ["undo": []]]
    let lines = ConfigurationPrinter.text(of: configuration).split(
      separator: "\n", omittingEmptySubsequences: false
    )
    #expect(
      lines.first
        == "# shopping-list configuration: the settings in effect, every default included."
    )
    #expect(lines.contains("mouse = true"))
    #expect(lines.contains("mode = \"auto\""))
    #expect(lines.contains("url = \"http://number-trivia.com\""))
    #expect(lines.contains("# folder = \"~/shopping-list\""))
    #expect(lines.contains("accent = \"cyan\"     # titles, the active pane, keys in the help"))
    #expect(lines.contains("muted = 244         # checked items, hints, the other pane"))
    #expect(lines.contains("cursor-down = [\"j\", \"down\"]       # move the cursor down"))
    #expect(lines.contains("undo = []                         # undo"))
    #expect(lines.contains("check = [\"space\", \"x\"]            # check / uncheck"))
    #expect(lines.contains("# Other keys: type the filter."))
    #expect(
      lines.filter { $0.hasPrefix("[keys.") } == [
        "[keys.list]", "[keys.editing]", "[keys.filtering]", "[keys.usuals]", "[keys.aisles]",
        "[keys.counter]", "[keys.dialog]",
        "[keys.help]", "[keys.global]",
      ]
    )
    #expect(lines.last == "")
    #expect(lines.allSatisfy { $0.count <= 100 })
  }
}
