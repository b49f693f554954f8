import ArgumentParser
import Foundation
import ShoppingListConfig
import ShoppingListViews

/// `shopping-list keys`: every key of the app as the configuration in effect binds it, grouped
/// as the help shows them; the man page lists the default keys.
struct KeysCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "keys",
    abstract: "Print every key of the app as your configuration binds it.",
    discussion: """
      The same groups the app's help (?) shows, for both panes, dialogs and the keys that work \
      everywhere, with the keys the configuration file (or --config) gives; the man page lists \
      the default keys.
      """
  )

  @OptionGroup var configOptions: ConfigOptions

  func run() throws {
    let configuration = try configOptions.load(environment: ProcessInfo.processInfo.environment)
    StandardStream.output.write(Self.text(of: configuration.keyMap.helpSections))
  }

  /// The sections as text: a heading a section, then its keys in a column and what they do.
  static func text(of sections: [KeyMap.Section]) -> String {
    let width = sections.flatMap(\.lines).map(\.keys.count).max() ?? 0
    return sections.map { section in
      ([section.title]
        + section.lines.map { line in
          "  " + line.keys.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
            + line.summary
        }).joined(separator: "\n") + "\n"
    }.joined(separator: "\n")
  }
}
