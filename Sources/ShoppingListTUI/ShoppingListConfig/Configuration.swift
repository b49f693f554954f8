import Foundation
import ShoppingListFeatures
import ShoppingListViews
import TerminalUI

/// What `config.toml` sets, validated: keys rebound per table, colors per role, and the launch
/// settings it gives (a setting it leaves out is `nil`, so a flag or an environment variable
/// can still be told apart from the built-in default).
///
/// ```swift
/// let configuration = try ConfigurationParser.parse(text, path: path, homeDirectory: home)
/// let keys = configuration.keyMap       // what the views map keys through
/// configuration.mouse ?? true           // the file's word, else the default
/// ```
package struct Configuration: Equatable, Sendable {
  /// The keys the file binds, table by table and command by command; commands it does not name
  /// keep their standard keys.
  package var keys: [KeyMap.Table: [String: [KeyEvent]]] = [:]
  /// The color of each role.
  package var colors: ColorScheme = .standard
  /// `mouse`: whether the app takes the mouse.
  package var mouse: Bool?
  /// `[facts] mode`: where number facts come from.
  package var factsMode: FactsMode?
  /// `[facts] url`: the base URL of the facts service.
  package var factsURL: URL?
  /// `[list] folder`: the folder the list is kept in, absolute (`~/` expanded).
  package var listFolder: String?
  /// `[device] name`: the name other devices show for this one, cleaned as an item name.
  package var deviceName: String?

  /// A configuration that sets nothing: every default.
  package init() {}

  /// The key tables as this configuration binds them.
  package var keyMap: KeyMap {
    KeyMap(rebinding: keys)
  }
}
