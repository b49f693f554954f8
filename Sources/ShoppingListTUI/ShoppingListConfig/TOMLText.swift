/// TOML's basic strings, for printing the configuration and quoting names in messages.
enum TOMLText {
  /// `text` as a TOML basic string: in double quotes, with `"`, `\` and control characters
  /// escaped.
  ///
  /// ```swift
  /// TOMLText.string("ctrl+\\")  // "\"ctrl+\\\\\""
  /// ```
  static func string(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        let hex = String(scalar.value, radix: 16, uppercase: true)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
