import Foundation
import NumberFactsLive
import ShoppingListFeatures
import ShoppingListModel
import ShoppingListViews
import TOMLKit
import TerminalUI

/// Turns the text of `config.toml` into a ``Configuration``, or refuses it whole with the first
/// problem in the file (by line): a TOML syntax error, a table or setting the app does not
/// know, a value of the wrong type, an unknown command, key name or color, or a key bound to
/// two commands of one table. Nothing of a refused file is used.
///
/// ```swift
/// let configuration = try ConfigurationParser.parse(
///   "[keys.list]\ncursor-down = [\"n\", \"down\"]\n", path: "config.toml", homeDirectory: nil
/// )
/// configuration.keys[.list]  // ["cursor-down": [.character("n"), .down]]
/// ```
package struct ConfigurationParser {
  /// The settings of the top level, in the order `shopping-list config` prints them.
  static let topLevelSettings = ["mouse", "facts", "list", "device", "colors", "keys"]
  /// The settings of `[facts]`.
  static let factsSettings = ["mode", "url"]
  /// The settings of `[list]`.
  static let listSettings = ["folder"]
  /// The settings of `[device]`.
  static let deviceSettings = ["name"]

  private let path: String
  private let homeDirectory: String?
  private let index: TOMLLineIndex
  private var problems: [(line: Int?, message: String)] = []
  private var configuration = Configuration()

  /// The configuration `text` sets; `path` names the file in errors, and `homeDirectory`
  /// expands a `~/` folder.
  package static func parse(
    _ text: String, path: String, homeDirectory: String?
  ) throws(ConfigurationError) -> Configuration {
    let document: TOMLTable
    do {
      document = try TOMLTable(string: text)
    } catch let error as TOMLParseError {
      throw ConfigurationError(
        path: path, line: error.source.begin.line,
        message: unclosedString(in: text, atLine: error.source.begin.line) ?? error.description
      )
    } catch {
      throw ConfigurationError(path: path, line: nil, message: "\(error)")
    }
    var parser = ConfigurationParser(path: path, homeDirectory: homeDirectory, text: text)
    parser.read(document)
    let first = parser.problems.enumerated().min { lhs, rhs in
      (lhs.element.line ?? .max, lhs.offset) < (rhs.element.line ?? .max, rhs.offset)
    }
    if let first {
      throw ConfigurationError(path: path, line: first.element.line, message: first.element.message)
    }
    return parser.configuration
  }

  /// What to say of a parse error at line `line` of `text` when the line opens a string it
  /// never closes, which the parser reports as a control character (the line break it reaches).
  private static func unclosedString(in text: String, atLine line: Int) -> String? {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard line >= 1, line <= lines.count,
      let (column, quote) = TOMLUnclosedString.opening(in: lines[line - 1])
    else { return nil }
    return "the string that starts at column \(column) is never closed: end it with \(quote) on "
      + "the same line"
  }

  private init(path: String, homeDirectory: String?, text: String) {
    self.path = path
    self.homeDirectory = homeDirectory
    index = TOMLLineIndex(text)
  }

  private mutating func read(_ document: TOMLTable) {
    for (name, value) in sorted(document) {
      switch name {
      case "mouse":
        if let mouse = expect(value.bool, "true or false", value, at: [name]) {
          configuration.mouse = mouse
        }
      case "facts":
        guard let table = expectTable(value, at: [name]) else { continue }
        readFacts(table)
      case "list":
        guard let table = expectTable(value, at: [name]) else { continue }
        readList(table)
      case "device":
        guard let table = expectTable(value, at: [name]) else { continue }
        readDevice(table)
      case "colors":
        guard let table = expectTable(value, at: [name]) else { continue }
        readColors(table)
      case "keys":
        guard let table = expectTable(value, at: [name]) else { continue }
        readKeys(table)
      default:
        report(
          at: [name],
          "\(quoted(name)) is not a setting; the settings are: mouse, [facts], [list], [device], "
            + "[colors], [keys]"
        )
      }
    }
  }

  private mutating func readFacts(_ table: TOMLTable) {
    for (name, value) in sorted(table) {
      let path = ["facts", name]
      switch name {
      case "mode":
        guard let text = expect(value.string, "a string", value, at: path) else { continue }
        guard let mode = FactsMode(rawValue: text) else {
          let modes = FactsMode.allCases.map(\.rawValue).joined(separator: ", ")
          report(
            at: path, "[facts] mode: \(quoted(text)) is not a facts mode; the modes are: \(modes)"
          )
          continue
        }
        configuration.factsMode = mode
      case "url":
        guard let text = expect(value.string, "a string", value, at: path) else { continue }
        do {
          configuration.factsURL = try NumberFactBaseURL.parse(text, source: .flag)
        } catch {
          report(at: path, "[facts] url: \(quoted(text)) is not a base URL: \(error.reason)")
        }
      default:
        report(at: path, unknownSetting(name, in: "[facts]", known: Self.factsSettings))
      }
    }
  }

  private mutating func readList(_ table: TOMLTable) {
    for (name, value) in sorted(table) {
      let path = ["list", name]
      guard name == "folder" else {
        report(at: path, unknownSetting(name, in: "[list]", known: Self.listSettings))
        continue
      }
      guard let text = expect(value.string, "a string", value, at: path) else { continue }
      if text.hasPrefix("/") {
        configuration.listFolder = text
      } else if text == "~" || text.hasPrefix("~/"), let homeDirectory {
        let rest = text.dropFirst(text == "~" ? 1 : 2)
        let base = homeDirectory.hasSuffix("/") ? homeDirectory : homeDirectory + "/"
        configuration.listFolder = rest.isEmpty ? homeDirectory : base + rest
      } else if text == "~" || text.hasPrefix("~/") {
        report(
          at: path, "[list] folder: \(quoted(text)) starts with ~ but there is no home directory"
        )
      } else {
        report(
          at: path, "[list] folder: \(quoted(text)) must be an absolute path or start with ~/"
        )
      }
    }
  }

  private mutating func readDevice(_ table: TOMLTable) {
    for (name, value) in sorted(table) {
      let path = ["device", name]
      guard name == "name" else {
        report(at: path, unknownSetting(name, in: "[device]", known: Self.deviceSettings))
        continue
      }
      guard let text = expect(value.string, "a string", value, at: path) else { continue }
      let cleaned = ShoppingItem.sanitizedName(text)
      guard !cleaned.isEmpty else {
        report(at: path, "[device] name: a device needs a name; this one is empty once cleaned")
        continue
      }
      configuration.deviceName = cleaned
    }
  }

  private mutating func readColors(_ table: TOMLTable) {
    for (name, value) in sorted(table) {
      let path = ["colors", name]
      guard let role = Style.Color.allCases.first(where: { $0.name == name }) else {
        let roles = Style.Color.allCases.map(\.name).joined(separator: ", ")
        report(
          at: path, "\(quoted(name)) is not a color role of [colors]; the roles are: \(roles)"
        )
        continue
      }
      if let number = value.int {
        guard let color = TerminalColor(index: number) else {
          report(
            at: path,
            "[colors] \(name): \(number) is not a color number; numbers go from 0 to 255"
          )
          continue
        }
        configuration.colors[role] = color
      } else if let text = value.string {
        do {
          configuration.colors[role] = try TerminalColor(name: text)
        } catch {
          report(at: path, "[colors] \(name): \(error)")
        }
      } else {
        let expected = "a color name, a number or \"#rrggbb\""
        report(at: path, wrongType(value, expected: expected, at: path))
      }
    }
  }

  private mutating func readKeys(_ keysTable: TOMLTable) {
    for (name, value) in sorted(keysTable) {
      guard let table = KeyMap.Table(rawValue: name) else {
        let tables = KeyMap.Table.allCases.map { "[keys.\($0.rawValue)]" }.joined(separator: ", ")
        report(at: ["keys", name], "[keys.\(name)] is not a key table; the tables are: \(tables)")
        continue
      }
      guard let commands = expectTable(value, at: ["keys", name]) else { continue }
      readBindings(commands, of: table)
    }
  }

  private mutating func readBindings(_ commands: TOMLTable, of table: KeyMap.Table) {
    let known = KeyMap.standard.commands(in: table).map(\.name)
    let tableName = "[keys.\(table.rawValue)]"
    var bindings: [String: [KeyEvent]] = [:]
    for (command, value) in sorted(commands) {
      let path = ["keys", table.rawValue, command]
      guard known.contains(command) else {
        report(
          at: path,
          "\(quoted(command)) is not a command of \(tableName); the commands are: "
            + known.joined(separator: ", ")
        )
        continue
      }
      let names: [String]
      if let name = value.string {
        names = [name]
      } else if let array = value.array {
        var strings: [String] = []
        for element in array {
          guard let name = element.string else {
            report(
              at: path,
              "\(tableName) \(command): every key is a string, like \"j\" or \"ctrl+d\", not "
                + article(element.type)
            )
            break
          }
          strings.append(name)
        }
        guard strings.count == array.count else { continue }
        names = strings
      } else {
        report(at: path, wrongType(value, expected: "a key or a list of keys", at: path))
        continue
      }
      var keys: [KeyEvent] = []
      for name in names {
        let line = index.line(of: path, containing: TOMLText.string(name))
        do {
          let key = try KeyEvent(name: name)
          if table == .dialog, key == .character("y") || key == .character("n") {
            problems.append(
              (line, "\(quoted(name)) cannot be bound in \(tableName): y and n answer a question")
            )
          } else if keys.contains(key) {
            problems.append((line, "\(tableName) \(command): \(quoted(name)) is listed twice"))
          }
          keys.append(key)
        } catch {
          problems.append((line, "\(tableName) \(command): \(error)"))
        }
      }
      bindings[command] = keys
    }
    for (key, commands) in KeyMap.duplicateKeys(in: table, rebinding: bindings) {
      let lines = commands.compactMap { command -> Int? in
        guard bindings[command] != nil else { return nil }
        return index.line(
          of: ["keys", table.rawValue, command], containing: TOMLText.string(key.description)
        )
      }
      problems.append(
        (
          lines.max(),
          "\(quoted(key.description)) is bound to \(listed(commands)) in \(tableName); a key "
            + "can do one thing in a table"
        )
      )
    }
    configuration.keys[table] = bindings.isEmpty ? nil : bindings
  }

  // MARK: - Helpers

  /// The settings of `table` by name; problems are put in file order once all are found.
  private func sorted(_ table: TOMLTable) -> [(String, TOMLValue)] {
    zip(table.keys, table.values).map { ($0, $1) }.sorted { $0.0 < $1.0 }
  }

  private mutating func report(at path: [String], _ message: String) {
    problems.append((index.line(of: path), message))
  }

  private mutating func expect<Value>(
    _ value: Value?, _ expected: String, _ raw: TOMLValue, at path: [String]
  ) -> Value? {
    if value == nil { report(at: path, wrongType(raw, expected: expected, at: path)) }
    return value
  }

  private mutating func expectTable(_ value: TOMLValue, at path: [String]) -> TOMLTable? {
    guard let table = value.table else {
      let expected = "a table, [\(path.joined(separator: "."))]"
      report(at: path, wrongType(value, expected: expected, at: path))
      return nil
    }
    return table
  }

  private func wrongType(_ value: TOMLValue, expected: String, at path: [String]) -> String {
    "\(settingName(path)) must be \(expected), not \(article(value.type))"
  }

  private func settingName(_ path: [String]) -> String {
    guard path.count > 1 else { return path.joined() }
    return "[\(path.dropLast().joined(separator: "."))] \(path[path.count - 1])"
  }

  private func unknownSetting(_ name: String, in table: String, known: [String]) -> String {
    "\(quoted(name)) is not a setting of \(table); the settings are: "
      + known.joined(separator: ", ")
  }

  private func article(_ type: TOMLType) -> String {
    switch type {
    case .table: "a table"
    case .array: "an array"
    case .string: "a string"
    case .int: "an integer"
    case .double: "a floating-point number"
    case .bool: "a boolean"
    case .date: "a date"
    case .time: "a time"
    case .dateTime: "a date and time"
    }
  }

  /// `["a", "b"]` as "both a and b", longer lists as "a, b and c".
  private func listed(_ names: [String]) -> String {
    guard names.count > 2 else { return "both " + names.joined(separator: " and ") }
    return names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
  }

  private func quoted(_ text: String) -> String {
    TOMLText.string(text)
  }
}
