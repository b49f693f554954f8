import Foundation

/// One thing to buy, as stored on disk and passed between the list, the CLI and persistence.
///
/// The id stays stable across edits and saves so that undo, reordering and the cursor can follow an
/// item; `isChecked` means it is already in the basket. Names, notes and categories always go
/// through ``sanitizedName(_:)`` before they are stored; an empty note or category is none.
package struct ShoppingItem: Equatable, Identifiable, Sendable, Hashable {
  package var id: UUID
  package var name: String
  package var isChecked: Bool
  /// How much to buy, if said.
  package var quantity: ItemQuantity?
  /// A line for the shopper ("lactose free"), or empty.
  package var note: String
  /// The aisle it belongs to ("Dairy & Eggs"), or empty.
  package var category: String
  /// Which device added it and when, where the list keeps that (a shared folder does).
  package var added: ItemOrigin?
  /// The list it is on.
  package var list: ListID

  package init(
    id: UUID, name: String, isChecked: Bool = false, quantity: ItemQuantity? = nil,
    note: String = "", category: String = "", added: ItemOrigin? = nil, list: ListID = .main
  ) {
    self.id = id
    self.name = name
    self.isChecked = isChecked
    self.quantity = quantity
    self.note = note
    self.category = category
    self.added = added
    self.list = list
  }

  /// Whether the item carries any field besides its name and checked state, which a list file
  /// of the first version cannot hold.
  package var hasDetails: Bool { quantity != nil || !note.isEmpty || !category.isEmpty }

  /// The longest name an item may have, in user-perceived characters.
  package static let maximumNameLength = 500
  /// The most UTF-8 bytes a name may have: a character may carry any number of marks, and a
  /// name must fit a line of a shared folder's file (see `DeviceFileLimits`).
  package static let maximumNameBytes = 4_096

  /// Normalises a name typed, imported or read from disk into the form the list stores.
  ///
  /// Tabs and line breaks become spaces, other control characters are dropped, and so are the
  /// invisible characters that let one name pose as another: bidirectional overrides,
  /// isolates and marks, zero-width spaces, and a zero-width joiner or non-joiner that is not
  /// between two characters beyond ASCII (where emoji sequences and scripts need them).
  /// Surrounding whitespace is trimmed and the result is cut to ``maximumNameLength``
  /// characters and ``maximumNameBytes`` bytes (never splitting a grapheme such as `👍🏽`). An
  /// empty result means "no name".
  ///
  /// ```swift
  /// ShoppingItem.sanitizedName("  milk\t2%\u{7}\n")  // "milk 2%"
  /// ShoppingItem.sanitizedName("\u{202E}klim")  // "klim"
  /// ```
  package static func sanitizedName(_ raw: String) -> String {
    if isAlreadySanitized(raw) { return raw }
    var scalars = String.UnicodeScalarView()
    var previous: Unicode.Scalar?
    var pendingJoiner: Unicode.Scalar?
    for scalar in raw.unicodeScalars {
      if isJoiner(scalar) {
        pendingJoiner = previous.map(canBeJoined) == true ? scalar : nil
        continue
      }
      let kept: Unicode.Scalar
      switch scalar.properties.generalCategory {
      case .control where scalar.properties.isWhitespace, .lineSeparator, .paragraphSeparator:
        kept = " "
      case .control:
        continue
      case .format where isInvisible(scalar):
        continue
      default:
        kept = scalar
      }
      if let joiner = pendingJoiner, canBeJoined(kept) { scalars.append(joiner) }
      pendingJoiner = nil
      scalars.append(kept)
      previous = kept
    }
    var name = trimmed(Substring(String(scalars)))
    if name.count > maximumNameLength {
      name = trimmed(name.prefix(maximumNameLength))
    }
    if name.utf8.count > maximumNameBytes {
      var end = name.startIndex
      var bytes = 0
      for index in name.indices {
        bytes += name[index].utf8.count
        guard bytes <= maximumNameBytes else { break }
        end = name.index(after: index)
      }
      name = trimmed(name[..<end])
    }
    // NB: a cut can end the name after a joiner, which then joins nothing.
    if let last = name.unicodeScalars.last, isJoiner(last) {
      name = Substring(name.unicodeScalars.dropLast())
    }
    return String(name)
  }

  /// Whether a joiner next to `scalar` may stay: beside a letter or symbol beyond ASCII.
  private static func canBeJoined(_ scalar: Unicode.Scalar) -> Bool {
    !scalar.isASCII && !scalar.properties.isWhitespace
  }

  /// The zero-width non-joiner and joiner.
  private static func isJoiner(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value == 0x200C || scalar.value == 0x200D
  }

  /// The format characters that change no glyph of their own but can make one name look like
  /// another: bidirectional controls, zero-width spaces, invisible operators, the soft hyphen.
  private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00AD, 0x061C, 0x180E, 0x200B, 0x200E, 0x200F, 0x202A...0x202E, 0x2060...0x206F,
      0xFEFF:
      true
    default: false
    }
  }

  /// A cheap check on the UTF-8 bytes that lets ordinary names skip the full normalisation, which
  /// matters when 100,000 names are read at start-up.
  private static func isAlreadySanitized(_ raw: String) -> Bool {
    var raw = raw
    let (bytesAreClean, first, last) = raw.withUTF8 { utf8 -> (Bool, UInt8, UInt8) in
      guard let first = utf8.first, let last = utf8.last, utf8.count <= maximumNameLength,
        first > 0x20, last > 0x20
      else { return (false, 0, 0) }
      // NB: printable ASCII alone (most names) needs none of the checks below, which look for
      // controls and sequences of two and three bytes.
      if utf8.allSatisfy({ $0 &- 0x20 < 0x5F }) { return (true, first, last) }
      var previous: (UInt8, UInt8) = (0, 0)
      for byte in utf8 {
        if byte < 0x20 || byte == 0x7F { return (false, 0, 0) }
        // NB: C1 controls (U+0080…U+009F) are 0xC2 0x80…0x9F; U+2028/2029 are 0xE2 0x80 0xA8/9.
        if previous.1 == 0xC2 && (byte < 0xA0 || byte == 0xAD) { return (false, 0, 0) }
        // NB: U+2000…U+207F (joiners, bidi controls, separators among them), U+FEFF, U+061C
        // and U+180E go the long way, which keeps the ones that are harmless.
        if previous.1 == 0xE2 && byte <= 0x81 { return (false, 0, 0) }
        if (previous.1, byte) == (0xEF, 0xBB) || (previous.1, byte) == (0xD8, 0x9C)
          || (previous.1, byte) == (0xE1, 0xA0)
        {
          return (false, 0, 0)
        }
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
