/// Finds a string that a TOML line opens and never closes, which TOMLKit reports as
/// "unescaped control characters other than TAB … are explicitly prohibited" (the line break it
/// reaches) instead of saying which quote is missing.
///
/// ```swift
/// TOMLUnclosedString.column(in: #"accent = "bright-magenta"#)  // 10
/// TOMLUnclosedString.column(in: #"accent = "cyan" # a "quote"#)  // nil
/// ```
enum TOMLUnclosedString {
  /// The column (from 1) of the quote that opens a one-line string that `line` never closes, and
  /// that quote; `nil` when every string on the line is closed. Multi-line strings (three
  /// quotes) are left to the parser.
  static func opening(in line: some StringProtocol) -> (column: Int, quote: Character)? {
    var open: (column: Int, quote: Character)?
    var isEscaped = false
    var column = 0
    var characters = Array(line)[...]
    while let character = characters.popFirst() {
      column += 1
      if let current = open {
        if isEscaped {
          isEscaped = false
        } else if current.quote == "\"", character == "\\" {
          isEscaped = true
        } else if character == current.quote {
          open = nil
        }
      } else if character == "#" {
        return nil
      } else if character == "\"" || character == "'" {
        if characters.prefix(2).elementsEqual([character, character]) { return nil }
        open = (column, character)
      }
    }
    return open
  }
}
