import ShoppingListFeatures
import TerminalUI

extension CounterView {
  /// A five-row block font for the digits and the minus sign, so the count reads from across
  /// the room; one column between glyphs.
  ///
  /// ```swift
  /// CounterView.BigDigits.rows(for: "42")
  /// // ["█ █ ███",
  /// //  "█ █   █",
  /// //  "███ ███",
  /// //  "  █ █  ",
  /// //  "  █ ███"]
  /// ```
  package enum BigDigits {
    /// The rows every glyph has.
    package static let height = 5

    /// The rows that draw `text`, or `nil` when it has a character the font lacks.
    package static func rows(for text: String) -> [String]? {
      var rows = Array(repeating: "", count: height)
      for (index, character) in text.enumerated() {
        guard let glyph = glyphs[character] else { return nil }
        for row in rows.indices {
          rows[row] += (index == 0 ? "" : " ") + glyph[row]
        }
      }
      return rows
    }

    /// The columns `text` takes in this font, counting only characters it has.
    package static func width(of text: String) -> Int {
      text.isEmpty ? 0 : text.count * (glyphWidth + 1) - 1
    }

    private static let glyphWidth = 3

    private static let glyphs: [Character: [String]] = [
      "0": ["███", "█ █", "█ █", "█ █", "███"],
      "1": ["██ ", " █ ", " █ ", " █ ", "███"],
      "2": ["███", "  █", "███", "█  ", "███"],
      "3": ["███", "  █", " ██", "  █", "███"],
      "4": ["█ █", "█ █", "███", "  █", "  █"],
      "5": ["███", "█  ", "███", "  █", "███"],
      "6": ["███", "█  ", "███", "█ █", "███"],
      "7": ["███", "  █", "  █", "  █", "  █"],
      "8": ["███", "█ █", "███", "█ █", "███"],
      "9": ["███", "█ █", "███", "  █", "███"],
      "-": ["   ", "   ", "███", "   ", "   "],
    ]
  }
}
