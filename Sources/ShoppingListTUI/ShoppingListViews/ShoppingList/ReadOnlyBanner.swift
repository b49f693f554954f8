import ShoppingListFeatures
import TerminalUI

/// The words of the list's banner (read-only, or other devices' files that could not be read)
/// and how they wrap, shared by the list (which needs to know how many rows the banner takes
/// from the items) and its view.
package enum ReadOnlyBanner {
  /// The most rows the banner takes; a longer reason ends in `…`.
  static let maximumLineCount = 2

  /// The banner for `reason` wrapped at word boundaries to `width` columns.
  ///
  /// ```swift
  /// ReadOnlyBanner.lines(for: "list.json is locked by another shopping-list", width: 30)
  /// // ["Read-only: list.json is", "locked by another…"]
  /// ```
  package static func lines(for reason: String, width: Int) -> [String] {
    wrapped("Read-only: \(reason)", width: width)
  }

  /// The banner naming other devices' files that could not be read, wrapped like
  /// ``lines(for:width:)``.
  ///
  /// ```swift
  /// ReadOnlyBanner.lines(skipping: ["device-9B2C….jsonl: it is cut short"], width: 60)
  /// // ["Not read (read again when it changes): device-9B2C….jsonl: it is cut short"]
  /// ```
  package static func lines(skipping files: [String], width: Int) -> [String] {
    wrapped("Not read (read again when it changes): " + files.joined(separator: "; "), width: width)
  }

  /// What an empty read-only list says in its middle, where the whole reason fits (the
  /// banner's two rows may cut it), wrapped to `width` columns in at most 6 rows.
  ///
  /// ```swift
  /// ReadOnlyBanner.emptyListLines(for: "this device's file … cannot be read (…)", width: 40)
  /// // ["Nothing to show, and the list is", "read-only: this device's file …", …]
  /// ```
  package static func emptyListLines(for reason: String, width: Int) -> [String] {
    wrapped(
      "Nothing to show, and the list is read-only: \(reason)", width: width, maximumLines: 6,
      breakingLongWords: true
    )
  }

  /// `text` wrapped at spaces to `width` columns in at most `maximumLines` rows, the last
  /// ending in `…` when more was left; a word wider than a row (a path) is cut across rows
  /// when `breakingLongWords`, and ends in `…` otherwise.
  private static func wrapped(
    _ text: String, width: Int, maximumLines: Int = maximumLineCount,
    breakingLongWords: Bool = false
  ) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    var line = ""
    let words = text.split(separator: " ").flatMap { word in
      breakingLongWords && String(word).displayWidth > width ? pieces(of: word, width: width) : [word]
    }
    for word in words {
      let candidate = line.isEmpty ? String(word) : line + " " + word
      if candidate.displayWidth <= width || line.isEmpty {
        line = candidate
      } else {
        lines.append(line)
        line = String(word)
      }
    }
    if !line.isEmpty { lines.append(line) }
    guard lines.count > maximumLines || lines.contains(where: { $0.displayWidth > width })
    else { return lines }
    var shown = Array(lines.prefix(maximumLines - 1)).map { $0.truncated(toWidth: width) }
    let rest = lines.dropFirst(maximumLines - 1).joined(separator: " ")
    shown.append(rest.truncated(toWidth: width))
    return shown
  }

  /// `word` cut into pieces of at most `width` columns, never inside a character.
  private static func pieces(of word: Substring, width: Int) -> [Substring] {
    var pieces: [Substring] = []
    var start = word.startIndex
    var columns = 0
    for index in word.indices {
      let character = word[index]
      if columns + character.displayWidth > width, index > start {
        pieces.append(word[start..<index])
        start = index
        columns = 0
      }
      columns += character.displayWidth
    }
    pieces.append(word[start...])
    return pieces
  }
}
