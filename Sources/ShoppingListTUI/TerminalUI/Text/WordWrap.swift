/// Breaks text into lines that fit a number of terminal columns, so a modal can show a fact of
/// any length, in any script, without a line running past its border.
///
/// Lines break between words; a word wider than the line is broken between graphemes, and a
/// wide character is never split. Each line break in the text starts a new paragraph, and an
/// empty paragraph is an empty line.
///
/// ```swift
/// WordWrap.lines(of: "42 is the answer to everything", width: 12)
/// // ["42 is the", "answer to", "everything"]
/// WordWrap.lines(of: "日本語のテキスト", width: 5)
/// // ["日本", "語の", "テキ", "スト"]
/// ```
package enum WordWrap {
  /// The lines of `text` at most `width` columns wide.
  ///
  /// Runs of spaces and tabs between words shrink to one space, and lines carry no leading or
  /// trailing whitespace. A character wider than `width` itself (a wide character at width 1)
  /// gets a line of its own rather than being lost. A width below 1 leaves no room: no lines.
  package static func lines(of text: String, width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      var line = Line(width: width)
      for word in paragraph.split(whereSeparator: isBlank) {
        line.append(word, flushingInto: &lines)
      }
      lines.append(line.text)
    }
    return lines
  }

  private static func isBlank(_ character: Character) -> Bool {
    character == " " || character == "\t"
  }

  /// The line being filled, and how many columns it takes.
  private struct Line {
    let width: Int
    var text = ""
    var used = 0

    init(width: Int) {
      self.width = width
    }

    /// Adds `word` after a space, or on fresh lines when it does not fit; full lines go to
    /// `lines`.
    mutating func append(_ word: Substring, flushingInto lines: inout [String]) {
      let wordWidth = word.reduce(0) { $0 + $1.displayWidth }
      if used > 0, used + 1 + wordWidth <= width {
        text += " " + word
        used += 1 + wordWidth
        return
      }
      if used > 0 { flush(into: &lines) }
      if wordWidth <= width {
        text = String(word)
        used = wordWidth
        return
      }
      for character in word {
        let characterWidth = character.displayWidth
        if used > 0, used + characterWidth > width { flush(into: &lines) }
        text.append(character)
        used += characterWidth
      }
    }

    private mutating func flush(into lines: inout [String]) {
      lines.append(text)
      text = ""
      used = 0
    }
  }
}
