/// Text made safe to print on a terminal: every character a terminal would act on, or that
/// hides or reorders text, becomes a visible escape.
///
/// What the commands print comes partly from the shared folder, which any device, sync engine
/// or editor writes: item names, device names, file names, the reasons a file was skipped.
/// Printed raw, `ESC[2J` would clear the screen, `ESC]0;…BEL` set the window title,
/// `ESC]52;c;…` write the clipboard, an 8-bit CSI (U+009B) start a sequence where a terminal
/// reads C1 controls, and a right-to-left override or a zero-width space would let one name pass
/// for another. So ``StandardStream`` sends every line through here, once.
///
/// Escaped are every control character but the line feed that ends lines (C0, tab included: a
/// tab would move the cursor to a column the name does not choose; DEL; C1), every format
/// character (the bidi embeddings, overrides, isolates and marks, U+202A–U+202E, U+2066–U+2069,
/// U+200E, U+200F, U+061C; the zero-width space, non-joiner and joiner, word joiner and byte
/// order mark, U+200B–U+200D, U+2060, U+FEFF; the soft hyphen, the tags), and the line and
/// paragraph separators. Kept is a format character inside one emoji drawn from several: the
/// joiners of 👨‍👩‍👧 and 👩🏽‍💻, the tags of Scotland's flag.
///
/// An escape reads as a Swift string literal writes the character: `\u{`, its code point in
/// upper-case hexadecimal of at least two digits, `}` (`\u{1B}`, `\u{07}`, `\u{9B}`,
/// `\u{202E}`). A backslash already in the text is left as it is: the escapes keep a terminal
/// from acting on a name, they are not a way to read the name back. In JSON the escape is
/// JSON's own (`\u001B`, and a surrogate pair beyond U+FFFF), so the output stays valid JSON
/// and reads back as the text it stands for.
///
/// ```swift
/// TerminalText.escaped("milk\u{1B}[2J\n")  // #"milk\u{1B}[2J"# + "\n"
/// TerminalText.escaped("csi\u{9B}", as: .json)  // #"csi\u009B"#
/// ```
///
/// NB: the command line's alone, not `TerminalUI`'s: the app's views draw into a `Canvas`,
/// which already shows a control character as U+FFFD in its one cell and draws characters of
/// no width not at all, where an escape six columns wide would break the layout it measured.
enum TerminalText {
  /// How an escaped character is written.
  enum Notation: Sendable {
    /// `\u{1B}`, as a Swift string literal writes it: for text read by a person.
    case swift
    /// `\u001B`, as JSON writes it: for JSON text, which stays valid JSON.
    case json
  }

  /// `text` with every character a terminal would act on, or that hides or reorders text,
  /// written as an escape in `notation`; the same text when there is none.
  static func escaped(_ text: String, as notation: Notation = .swift) -> String {
    guard text.unicodeScalars.contains(where: isEscaped) else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + 16)
    // NB: line by line, so that one name to escape does not send a whole list through the
    // character-by-character path, which is many times slower than copying a line.
    let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    for (number, bytes) in lines.enumerated() {
      if number > 0 { result += "\n" }
      let line = Substring(bytes)
      guard line.unicodeScalars.contains(where: isEscaped) else {
        result += line
        continue
      }
      for character in line {
        guard character.unicodeScalars.contains(where: isEscaped), !isOneEmoji(character) else {
          result.append(character)
          continue
        }
        for scalar in character.unicodeScalars {
          if isEscaped(scalar) {
            result += escape(scalar, notation)
          } else {
            result.unicodeScalars.append(scalar)
          }
        }
      }
    }
    return result
  }

  /// Whether `scalar` is written as an escape (unless it is inside ``isOneEmoji(_:)``).
  private static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
    // NB: ASCII, nearly all the text printed, is answered without a Unicode property lookup.
    if scalar.isASCII { return (scalar.value < 0x20 && scalar != "\n") || scalar.value == 0x7F }
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator: return true
    default: return false
    }
  }

  /// Whether `character` is one emoji made of several code points whose format characters
  /// draw it: emoji joined by ZERO WIDTH JOINER (with their variation selectors and skin
  /// tones), or a black flag and the tags that name a region ending in CANCEL TAG.
  private static func isOneEmoji(_ character: Character) -> Bool {
    let scalars = character.unicodeScalars
    guard let first = scalars.first, let last = scalars.last, isEmoji(first) else {
      return false
    }
    if first == blackFlag, last == cancelTag {
      return scalars.dropFirst().dropLast().allSatisfy { tags.contains($0.value) }
    }
    var afterJoiner = true
    for scalar in scalars {
      if scalar == zeroWidthJoiner {
        if afterJoiner { return false }
        afterJoiner = true
      } else if isEmoji(scalar) {
        afterJoiner = false
      } else if scalar != emojiVariationSelector, !skinTones.contains(scalar.value) {
        return false
      }
    }
    return !afterJoiner
  }

  /// Whether `scalar` is an emoji; the ASCII digits, `#` and `*` (keycap bases) are not.
  private static func isEmoji(_ scalar: Unicode.Scalar) -> Bool {
    !scalar.isASCII && scalar.properties.isEmoji
  }

  private static func escape(_ scalar: Unicode.Scalar, _ notation: Notation) -> String {
    switch notation {
    case .swift:
      return "\\u{" + hexadecimal(scalar.value, digits: 2) + "}"
    case .json:
      return String(scalar).utf16.map { "\\u" + hexadecimal(UInt32($0), digits: 4) }.joined()
    }
  }

  /// `value` in upper-case hexadecimal, with leading zeros to at least `digits` digits.
  private static func hexadecimal(_ value: UInt32, digits: Int) -> String {
    let hex = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, digits - hex.count)) + hex
  }

  private static let zeroWidthJoiner: Unicode.Scalar = "\u{200D}"
  private static let emojiVariationSelector: Unicode.Scalar = "\u{FE0F}"
  private static let skinTones: ClosedRange<UInt32> = 0x1F3FB...0x1F3FF
  private static let blackFlag: Unicode.Scalar = "\u{1F3F4}"
  private static let tags: ClosedRange<UInt32> = 0xE0020...0xE007E
  private static let cancelTag: Unicode.Scalar = "\u{E007F}"
}
