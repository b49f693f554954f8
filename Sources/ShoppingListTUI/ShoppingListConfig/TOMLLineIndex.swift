/// The line each table and setting of a TOML text is on, found by scanning the text, since the
/// parsed document keeps no positions: so a setting the parser accepted but the app refuses can
/// be reported at its line.
///
/// Knows table headers (`[keys.list]`, `[[…]]`), settings (`cursor-down = …`) with bare,
/// quoted or dotted keys, comments, and multi-line strings and arrays (whose lines are no
/// settings). A setting inside an inline table (`keys = { list = { … } }`) is found at the line
/// of the enclosing setting. The text must be valid TOML; it is only scanned once it parsed.
///
/// ```swift
/// let index = TOMLLineIndex("mouse = true\n[keys.list]\ncursor-down = \"n\"\n")
/// index.line(of: ["keys", "list", "cursor-down"])  // 3
/// index.line(of: ["keys", "list"])                 // 2
/// ```
struct TOMLLineIndex {
  /// The line of each table and setting, by its full path; the first one found wins.
  private var lines: [[String]: Int] = [:]
  /// The text's lines, for finding a value within a setting.
  private let textLines: [Substring]
  /// The lines, in order, on which a setting or a header starts.
  private var starts: [Int] = []

  init(_ text: String) {
    textLines = text.split(separator: "\n", omittingEmptySubsequences: false)
    var table: [String] = []
    var openString: String?
    var arrayDepth = 0
    for (offset, rawLine) in textLines.enumerated() {
      let number = offset + 1
      var rest = Substring(rawLine)
      if let delimiter = openString {
        guard let end = rest.range(of: delimiter) else { continue }
        rest = rest[end.upperBound...]
        openString = nil
      } else if arrayDepth == 0 {
        rest = rest.drop { $0 == " " || $0 == "\t" }
        if rest.hasPrefix("[") {
          let isArrayOfTables = rest.hasPrefix("[[")
          rest = rest.dropFirst(isArrayOfTables ? 2 : 1)
          guard let (path, after) = Self.keyPath(rest) else { continue }
          table = path
          record(path, at: number)
          rest = after.drop { $0 != "]" }.dropFirst(isArrayOfTables ? 2 : 1)
        } else if let (path, after) = Self.keyPath(rest), after.first == "=" {
          record(table + path, at: number)
          rest = after.dropFirst()
        }
      }
      Self.scanValue(rest, openString: &openString, arrayDepth: &arrayDepth)
    }
  }

  /// The line `path` (tables, then the setting) is on; for a path the scan did not see, the
  /// line of its nearest enclosing table or setting, or `nil` when none was seen either.
  func line(of path: [String]) -> Int? {
    var path = path
    while !path.isEmpty {
      if let line = lines[path] { return line }
      path.removeLast()
    }
    return nil
  }

  /// The line within the setting at `path` where `fragment` appears (an array element spread
  /// over lines), else the setting's own line.
  func line(of path: [String], containing fragment: String) -> Int? {
    guard let start = line(of: path) else { return nil }
    let end = starts.first { $0 > start } ?? textLines.count + 1
    for number in start..<end where textLines[number - 1].contains(fragment) {
      return number
    }
    return start
  }

  private mutating func record(_ path: [String], at line: Int) {
    starts.append(line)
    for length in 1...path.count where lines[Array(path.prefix(length))] == nil {
      lines[Array(path.prefix(length))] = line
    }
  }

  /// A dotted key at the start of `text` (`a`, `"a b".c`, `'x'`), and what follows it, spaces
  /// skipped; `nil` when `text` does not start with a key.
  private static func keyPath(_ text: Substring) -> ([String], Substring)? {
    var rest = text
    var path: [String] = []
    while true {
      rest = rest.drop { $0 == " " || $0 == "\t" }
      guard let first = rest.first else { return nil }
      if first == "\"" || first == "'" {
        guard let (key, after) = quotedKey(rest) else { return nil }
        path.append(key)
        rest = after
      } else {
        let key = rest.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || "-_".contains($0)) }
        guard !key.isEmpty else { return nil }
        path.append(String(key))
        rest = rest.dropFirst(key.count)
      }
      rest = rest.drop { $0 == " " || $0 == "\t" }
      guard rest.first == "." else { return (path, rest) }
      rest = rest.dropFirst()
    }
  }

  /// A quoted key: a literal one as written, a basic one with its escapes of `"` and `\`
  /// undone (the keys the app knows need no other escapes).
  private static func quotedKey(_ text: Substring) -> (String, Substring)? {
    guard let quote = text.first else { return nil }
    var key = ""
    var rest = text.dropFirst()
    while let character = rest.first {
      rest = rest.dropFirst()
      if character == quote { return (key, rest) }
      if quote == "\"", character == "\\", let escaped = rest.first {
        key.append(escaped)
        rest = rest.dropFirst()
      } else {
        key.append(character)
      }
    }
    return nil
  }

  /// Follows a value to the end of the line: strings (a multi-line one left open continues on
  /// the next lines), brackets of arrays left open, and a comment, which ends the line.
  private static func scanValue(
    _ text: Substring, openString: inout String?, arrayDepth: inout Int
  ) {
    var rest = text
    while let character = rest.first {
      if openString != nil {
        guard let delimiter = openString, let end = rest.range(of: delimiter) else { return }
        rest = rest[end.upperBound...]
        openString = nil
        continue
      }
      switch character {
      case "#":
        return
      case "[", "{":
        arrayDepth += 1
        rest = rest.dropFirst()
      case "]", "}":
        arrayDepth = max(0, arrayDepth - 1)
        rest = rest.dropFirst()
      case "\"", "'":
        let triple = String(repeating: character, count: 3)
        if rest.hasPrefix(triple) {
          openString = triple
          rest = rest.dropFirst(3)
        } else {
          rest = rest.dropFirst()
          while let next = rest.first, next != character {
            rest = rest.dropFirst(character == "\"" && next == "\\" ? 2 : 1)
          }
          rest = rest.dropFirst()
        }
      default:
        rest = rest.dropFirst()
      }
    }
  }
}
