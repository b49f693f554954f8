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
    guard lines.count > maximumLineCount || lines.contains(where: { $0.displayWidth > width })
    else { return lines }
    var shown = Array(lines.prefix(maximumLineCount - 1)).map { $0.truncated(toWidth: width) }
    let rest = lines.dropFirst(maximumLineCount - 1).joined(separator: " ")
    shown.append(rest.truncated(toWidth: width))
    return shown
  }
}
