/// A grapheme made of several emoji code points that a terminal may or may not draw as one
/// two-column glyph: 👨‍👩‍👧‍👦, 👍🏽, 🇩🇪, ❤️.
///
/// Curses keeps one spacing character per cell, so these cannot go through it whole, and
/// terminals disagree on their width (tmux 3.3 draws a family in two columns but a thumb with
/// a skin tone in four). A backend asks the terminal which kinds it draws two columns wide,
/// writes those whole, and shows the others as ``fallback(for:)``, which keeps the two columns
/// a ``Canvas`` gave them.
///
/// ```swift
/// EmojiSequence("👨‍👩‍👧‍👦")  // .joined
/// EmojiSequence("🇩🇪")      // .flag
/// EmojiSequence("é")        // nil: one letter and a combining accent fit one cell
/// EmojiSequence.flag.fallback(for: "🇩🇪")  // "DE"
/// ```
package enum EmojiSequence: Hashable, Sendable, CaseIterable {
  /// Emoji joined by ZERO WIDTH JOINER (👨‍👩‍👧‍👦, 🏳️‍🌈, 👩🏽‍💻), or a tag sequence (🏴󠁧󠁢󠁳󠁣󠁴󠁿).
  case joined
  /// An emoji with a skin-tone modifier (👍🏽).
  case skinTone
  /// A pair of regional indicators, a country's flag (🇩🇪).
  case flag
  /// A character drawn as text by default, asked for as emoji with VARIATION SELECTOR-16 (❤️,
  /// 1️⃣), which terminals draw one or two columns wide.
  case emojiPresentation

  /// The kind of `character`, or `nil` for a grapheme curses draws as it is: one code point, or
  /// one with combining marks.
  package init?(_ character: Character) {
    // NB: every sequence takes at least four bytes (a selector or joiner after an emoji), and
    // a character's byte count is stored, so nearly every cell of a frame is answered here.
    if character.utf8.count < 4 { return nil }
    let scalars = character.unicodeScalars
    guard let first = scalars.first, scalars.count > 1 else { return nil }
    if scalars.contains(where: { $0 == Self.zeroWidthJoiner || Self.tags.contains($0.value) }) {
      self = .joined
    } else if Self.regionalIndicators.contains(first.value) {
      self = .flag
    } else if scalars.contains(where: { Self.skinTones.contains($0.value) }) {
      self = .skinTone
    } else if scalars.contains(Self.emojiVariationSelector),
      !first.properties.isEmojiPresentation, first.properties.isEmoji
    {
      self = .emojiPresentation
    } else {
      return nil
    }
  }

  /// A sequence of this kind, drawn to measure how wide a terminal draws the kind.
  package var sample: String {
    switch self {
    case .joined: "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"
    case .skinTone: "\u{1F44D}\u{1F3FD}"
    case .flag: "\u{1F1E9}\u{1F1EA}"
    case .emojiPresentation: "\u{2764}\u{FE0F}"
    }
  }

  /// What to show for `character`, of this kind, where the terminal cannot draw it whole: as
  /// many columns as a ``Canvas`` gives it, still saying what it was. A flag becomes its two
  /// region letters (🇩🇪 as `DE`); any other sequence its first emoji, with a space after it
  /// when that is narrower.
  package func fallback(for character: Character) -> String {
    let width = character.displayWidth
    let scalars = character.unicodeScalars
    if self == .flag, width == 2 {
      let letters = scalars.compactMap { scalar -> Character? in
        guard Self.regionalIndicators.contains(scalar.value) else { return nil }
        return Unicode.Scalar(scalar.value - Self.regionalIndicators.lowerBound + 0x41)
          .map(Character.init)
      }
      if letters.count == 2 { return String(letters) }
    }
    guard let first = scalars.first.map(Character.init), first.displayWidth <= width else {
      return String(repeating: "?", count: width)
    }
    return String(first) + String(repeating: " ", count: width - first.displayWidth)
  }

  private static let zeroWidthJoiner: Unicode.Scalar = "\u{200D}"
  private static let emojiVariationSelector: Unicode.Scalar = "\u{FE0F}"
  private static let regionalIndicators: ClosedRange<UInt32> = 0x1F1E6...0x1F1FF
  private static let skinTones: ClosedRange<UInt32> = 0x1F3FB...0x1F3FF
  private static let tags: ClosedRange<UInt32> = 0xE0020...0xE007F
}
