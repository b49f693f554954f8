import ShoppingListFeatures
import TerminalUI

/// The words of the read-only banner and how they wrap, shared by the list (which needs to know
/// how many rows the banner takes from the items) and its view.
package enum ReadOnlyBanner {
  /// The most rows the banner takes; a longer reason ends in `…`.
  package static let maximumLineCount = 2

  /// The banner for `reason` wrapped at word boundaries to `width` columns.
  ///
  /// ```swift
  /// ReadOnlyBanner.lines(for: "list.json is locked by another shopping-list", width: 30)
  /// // ["Read-only: list.json is", "locked by another…"]
  /// ```
  package static func lines(for reason: String, width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    var line = ""
    for word in "Read-only: \(reason)".split(separator: " ") {
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
