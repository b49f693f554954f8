import Foundation
import Testing

@testable import ShoppingListViews
@testable import TerminalUI

/// Every key the README's table of everyday keys names is a default key of the list or of every
/// pane, as the key tables that handle keys (and generate the help) bind it.
struct ReadmeKeysTests {
  static let readme = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("README.md")

  /// The README's way of writing a key, in the key tables' words.
  static let names = [
    "↓": "down", "↑": "up", "←": "left", "→": "right", "PgDn": "pgdown", "PgUp": "pgup",
    "Space": "space", "Enter": "enter", "Esc": "esc", "Tab": "tab",
  ]

  /// The keys in the first column of the table under "## Keys", as the table writes them.
  static func documentedKeys() throws -> [String] {
    let text = try String(contentsOf: readme, encoding: .utf8)
    let section = try #require(text.components(separatedBy: "\n## Keys\n").dropFirst().first)
    let rows = section.components(separatedBy: "\n").prefix { !$0.hasPrefix("#") }
      .filter { $0.hasPrefix("| `") }
    return rows.flatMap { row in
      let firstCell = row.components(separatedBy: "|")[1]
      return firstCell.matches(of: /`([^`]+)`/).map { String($0.1) }
    }
  }

  @Test func everyEverydayKeyIsBound() throws {
    let keys = try Self.documentedKeys()
    #expect(keys.count >= 30)
    let bound = Set(
      (KeyMap.standard.list.bindings.flatMap(\.keys)
        + KeyMap.standard.global.bindings
        .flatMap(\.keys)).map(\.description)
    )
    let unbound = keys.filter { !bound.contains(Self.names[$0] ?? $0) }
    #expect(unbound == [])
  }
}
