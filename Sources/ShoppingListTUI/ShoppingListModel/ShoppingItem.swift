import Foundation

/// One thing to buy, as stored on disk and passed between the list, the CLI and persistence.
///
/// The id stays stable across edits and saves so that undo, reordering and the cursor can follow an
/// item; `isChecked` means it is already in the basket. Names always go through
/// ``sanitizedName(_:)`` before they are stored.
package struct ShoppingItem: Equatable, Identifiable, Sendable, Hashable {
  package var id: UUID
  package var name: String
  package var isChecked: Bool

  package init(id: UUID, name: String, isChecked: Bool = false) {
    self.id = id
    self.name = name
    self.isChecked = isChecked
  }

  /// The longest name an item may have, in user-perceived characters.
  package static let maximumNameLength = 500

  /// Normalises a name typed, imported or read from disk into the form the list stores.
  ///
  /// Tabs and line breaks become spaces, other control characters are dropped, surrounding
  /// whitespace is trimmed and the result is cut to ``maximumNameLength`` characters (never
  /// splitting a grapheme such as `👍🏽`). An empty result means "no name".
  ///
  /// ```swift
  /// ShoppingItem.sanitizedName("  milk\t2%\u{7}\n")  // "milk 2%"
  /// ```
  package static func sanitizedName(_ raw: String) -> String {
    if isAlreadySanitized(raw) { return raw }
    var scalars = String.UnicodeScalarView()
    for scalar in raw.unicodeScalars {
      switch scalar.properties.generalCategory {
      case .control where scalar.properties.isWhitespace, .lineSeparator, .paragraphSeparator:
        scalars.append(" ")
      case .control:
        continue
      default:
        scalars.append(scalar)
      }
    }
    var name = trimmed(Substring(String(scalars)))
    if name.count > maximumNameLength {
      name = trimmed(name.prefix(maximumNameLength))
    }
    return String(name)
  }

  /// A cheap check on the UTF-8 bytes that lets ordinary names skip the full normalisation, which
  /// matters when 100,000 names are read at start-up.
  private static func isAlreadySanitized(_ raw: String) -> Bool {
    var raw = raw
    let (bytesAreClean, first, last) = raw.withUTF8 { utf8 -> (Bool, UInt8, UInt8) in
      guard let first = utf8.first, let last = utf8.last, utf8.count <= maximumNameLength,
        first > 0x20, last > 0x20
      else { return (false, 0, 0) }
      var previous: (UInt8, UInt8) = (0, 0)
      for byte in utf8 {
        if byte < 0x20 || byte == 0x7F { return (false, 0, 0) }
        // NB: C1 controls (U+0080…U+009F) are 0xC2 0x80…0x9F; U+2028/2029 are 0xE2 0x80 0xA8/9.
        if previous.1 == 0xC2 && byte < 0xA0 { return (false, 0, 0) }
        if previous == (0xE2, 0x80) && (byte == 0xA8 || byte == 0xA9) { return (false, 0, 0) }
        previous = (previous.1, byte)
      }
      return (true, first, last)
    }
    guard bytesAreClean else { return false }
    // NB: a character is whitespace when its first scalar is; a printable ASCII byte at the end
    // is a character of its own, while a non-ASCII end may be a mark on a space (" \u{301}").
    if first >= 0x80, raw.unicodeScalars.first?.properties.isWhitespace != false { return false }
    if last >= 0x80, raw.last?.isWhitespace != false { return false }
    return true
  }

  private static func trimmed(_ text: Substring) -> Substring {
    guard
      let start = text.firstIndex(where: { !$0.isWhitespace }),
      let end = text.lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return text[start...end]
  }
}
