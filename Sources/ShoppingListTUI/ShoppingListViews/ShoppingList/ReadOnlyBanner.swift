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
    // NB: `WordWrap` breaks a word wider than a row (a path) across rows, where the banner
    // ends it in `…`.
    let lines = WordWrap.lines(
      of: "Nothing to show, and the list is read-only: \(reason)", width: width
    )
    return capped(lines, width: width, maximumLines: 6)
  }

  /// `text` wrapped at spaces to `width` columns in at most ``maximumLineCount`` rows, the last
  /// ending in `…` when more was left; a word wider than a row ends in `…`.
  private static func wrapped(_ text: String, width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      let candidate = line.isEmpty ? String(word) : line + " " + word
      if candidate.displayWidth <= width || line.isEmpty {
        line = candidate
      } else {
        lines.append(line)
        line = String(word)
      }
    }
    if !line.isEmpty { lines.append(line) }
    return capped(lines, width: width, maximumLines: maximumLineCount)
  }

  /// `lines` as at most `maximumLines` rows of `width` columns, the last ending in `…` when
  /// more was left, and a row too wide ending in `…`.
  private static func capped(_ lines: [String], width: Int, maximumLines: Int) -> [String] {
    guard lines.count > maximumLines || lines.contains(where: { $0.displayWidth > width })
    else { return lines }
    var shown = Array(lines.prefix(maximumLines - 1)).map { $0.truncated(toWidth: width) }
    let rest = lines.dropFirst(maximumLines - 1).joined(separator: " ")
    shown.append(rest.truncated(toWidth: width))
    return shown
  }
}
