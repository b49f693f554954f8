import NumberFactsLive
import ShoppingListViews
import TerminalUI

/// Prints a configuration as a `config.toml` with every setting, commented: what
/// `shopping-list config` shows, ready to copy and edit. Parsing the text gives back the
/// configuration, every default filled in (``Configuration/completed``).
///
/// ```swift
/// print(ConfigurationPrinter.text(of: Configuration()))
/// // # shopping-list configuration …
/// // mouse = true
/// // …
/// ```
package enum ConfigurationPrinter {
  /// The commented TOML text of `configuration`.
  package static func text(of configuration: Configuration) -> String {
    let completed = configuration.completed
    var lines = [
      "# shopping-list configuration: the settings in effect, every default included.",
      "# Save it as ~/.config/shopping-list/config.toml (or $XDG_CONFIG_HOME/shopping-list/",
      "# config.toml, or pass --config PATH) and change what you like; a setting left out keeps",
      "# its default. A command-line flag or an environment variable wins over this file.",
      "",
      "# Whether clicks and the wheel reach the app (--no-mouse and SHOPPING_LIST_NO_MOUSE win).",
      "mouse = \(completed.mouse ?? Configuration.defaultMouse)",
      "",
      "[facts]",
      "# Where number facts come from: \"auto\", \"live\" or \"offline\" (--facts wins).",
      "mode = \(TOMLText.string((completed.factsMode ?? Configuration.defaultFactsMode).rawValue))",
      "# The facts service's base URL (--facts-url, \(NumberFactBaseURL.environmentVariable) win).",
      "url = \(TOMLText.string((completed.factsURL ?? NumberFactBaseURL.default).absoluteString))",
      "",
      "[list]",
      "# The folder the list is kept in: an absolute path, or one starting with ~/ (--list and",
      "# SHOPPING_LIST_DIR win). Left out, the list is in its default place.",
      completed.listFolder.map { "folder = \(TOMLText.string($0))" }
        ?? "# folder = \"~/shopping-list\"",
      "",
      "[device]",
      "# The name other devices show for this one (\"2 changes from NAME\"). Left out, the",
      "# host's name, or the one `shopping-list devices rename` gave.",
      completed.deviceName.map { "name = \(TOMLText.string($0))" } ?? "# name = \"Ada's laptop\"",
      "",
      "[colors]",
      "# A color per role: \"default\" (the terminal's), a name (black, red, green, yellow, blue,",
      "# magenta, cyan, white, or bright- one of these), a number from 0 to 255, or \"#rrggbb\".",
      "# NO_COLOR turns every color off.",
    ]
    lines += aligned(
      Style.Color.allCases.map { role in
        let color = completed.colors[role]
        let value = if case .indexed(let index) = color, index >= 16 {
          String(index)
        } else {
          TOMLText.string(color.description)
        }
        return ("\(role.name) = \(value)", role.purpose)
      }
    )
    lines += [
      "",
      "# Keys, table by table: a command takes a key or a list of keys; [] leaves it without",
      "# any. Keys are a character (\"j\", \"J\", \"?\"), space, enter, esc, tab, shift+tab,",
      "# backspace, delete, up, down, left, right, home, end, pgup, pgdown, f1 to f12, ctrl+ a",
      "# letter or one of @ \\ ] ^ _, or alt+ any of these. A key does one thing in a table; a",
      "# pane's keys come before the keys that work everywhere. ctrl+c and ctrl+z always quit",
      "# and suspend.",
    ]
    let keyMap = configuration.keyMap
    for table in KeyMap.Table.allCases {
      lines += ["", "[keys.\(table.rawValue)]", "# \(table.title)."]
      if let typing = keyMap.typingSummary(in: table) {
        lines.append("# Other keys: \(typing).")
      }
      lines += aligned(
        keyMap.commands(in: table).map { command in
          let keys = command.keys.map { TOMLText.string($0.description) }.joined(separator: ", ")
          return ("\(command.name) = [\(keys)]", command.summary)
        }
      )
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `settings` with their comments lined up one column past the longest setting.
  private static func aligned(_ settings: [(setting: String, comment: String)]) -> [String] {
    let width = settings.map(\.setting.count).max() ?? 0
    return settings.map { setting, comment in
      setting + String(repeating: " ", count: width - setting.count + 2) + "# " + comment
    }
  }
}

extension Style.Color {
  /// What the role colors, for the comment beside its setting.
  fileprivate var purpose: String {
    switch self {
    case .accent: "titles, the active pane, keys in the help"
    case .success: "what went well (no screen uses it yet)"
    case .warning: "the read-only banner, the counter's failures"
    case .danger: "a failing save, buttons that delete"
    case .muted: "checked items, hints, the other pane"
    }
  }
}
