extension Character {
  /// The number of terminal columns this grapheme occupies: 2 for CJK and emoji, 0 for
  /// combining marks and other invisible characters, 1 otherwise.
  ///
  /// Control characters count one column: a ``Canvas`` shows them as `�`, so a stray tab or
  /// newline in data is visible instead of breaking the layout.
  ///
  /// ```swift
  /// Character("a").displayWidth    // 1
  /// Character("中").displayWidth   // 2
  /// Character("👍🏽").displayWidth  // 2
  /// Character("\u{301}").displayWidth  // 0 (a lone combining accent)
  /// ```
  package var displayWidth: Int {
    if isASCII { return 1 }
    guard let first = unicodeScalars.first else { return 0 }
    if Self.isZeroWidth(first) { return 0 }
    let properties = first.properties
    if EastAsianWidth.isWide(first) || properties.isEmojiPresentation { return 2 }
    // NB: a text-default emoji followed by VARIATION SELECTOR-16 is drawn as a wide emoji.
    if properties.isEmoji, unicodeScalars.contains(Self.emojiVariationSelector) { return 2 }
    return 1
  }

  private static let emojiVariationSelector: Unicode.Scalar = "\u{FE0F}"

  private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format:
      return scalar != "\u{AD}"
    default:
      // Hangul vowels and final consonants only ever extend a preceding syllable.
      return (0x1160...0x11FF).contains(scalar.value) || (0xD7B0...0xD7FF).contains(scalar.value)
    }
  }
}
