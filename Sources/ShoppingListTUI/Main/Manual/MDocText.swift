/// Text made safe for an mdoc(7) manual page, so that no name or summary is ever read as a roff
/// request or escape, and every character renders alike in groff and mandoc.
enum MDocText {
  /// `text` as a line of running text.
  static func line(_ text: String) -> String {
    let escaped = characters(text)
    // NB: a line starting with `.` or `'` would be a request; `\&` is a zero-width guard.
    return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
  }

  /// `text` as one quoted argument of a macro, e.g. `.It Sy "j down"`.
  static func argument(_ text: String) -> String {
    "\"" + characters(text).replacingOccurrences(of: "\"", with: "\\(dq") + "\""
  }

  /// Backslashes as `\e` and everything beyond ASCII as a `\[uXXXX]` escape.
  private static func characters(_ text: String) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\":
        escaped += "\\e"
      case _ where scalar.isASCII:
        escaped.unicodeScalars.append(scalar)
      default:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        escaped += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
      }
    }
    return escaped
  }
}
