extension String {
  /// The number of terminal columns the string occupies, summed per grapheme.
  ///
  /// ```swift
  /// "milk".displayWidth   // 4
  /// "牛乳".displayWidth    // 4
  /// "café".displayWidth   // 4, whether "é" is one scalar or "e" plus a combining accent
  /// ```
  package var displayWidth: Int {
    if let width = narrowTextWidth { return width }
    return reduce(0) { $0 + $1.displayWidth }
  }

  /// The width of a string whose every code point is printable ASCII or one of the narrow,
  /// never-joining blocks a frame draws besides it (Latin-1 to the spacing modifiers, general
  /// punctuation such as `·`, `…` and quotes, arrows, box drawing): one column each, counted
  /// byte by byte rather than grapheme by grapheme. `nil` for any other string.
  var narrowTextWidth: Int? {
    var string = self
    return string.withUTF8 { bytes -> Int? in
      var width = 0
      var index = 0
      while index < bytes.count {
        let lead = bytes[index]
        // NB: only the lead bytes that can start a narrow-text code point are decoded: ASCII,
        // U+0080 to U+02FF, U+2000 to U+2FFF.
        let point: UInt32
        switch lead {
        case 0x20...0x7E:
          point = UInt32(lead)
          index += 1
        case 0xC2...0xCB where index + 1 < bytes.count:
          point = (UInt32(lead & 0x1F) << 6) | UInt32(bytes[index + 1] & 0x3F)
          index += 2
        case 0xE2 where index + 2 < bytes.count:
          point = 0x2000 | (UInt32(bytes[index + 1] & 0x3F) << 6) | UInt32(bytes[index + 2] & 0x3F)
          index += 3
        default:
          return nil
        }
        guard Self.isNarrowText(point) else { return nil }
        width += 1
      }
      return width
    }
  }

  /// The blocks from U+2000 whose code points are each one column and never join a neighbour.
  // NB: the zero-width and format characters of general punctuation (U+200B to U+200F, U+2028
  // to U+202E, U+2060 on) are left out; `DisplayWidthTests` checks every code point here
  // against the grapheme-by-grapheme width.
  private static let narrowPunctuationAndSymbols: [ClosedRange<UInt32>] = [
    0x2010...0x2027, 0x2030...0x205E, 0x2190...0x21FF, 0x2500...0x259F,
  ]

  /// Whether the code point `point` is narrow text: printable ASCII, U+00A0 to U+02FF (Latin-1's
  /// letters and signs, Latin Extended, IPA, modifiers), or one of the narrow blocks from U+2000.
  static func isNarrowText(_ point: UInt32) -> Bool {
    switch point {
    case 0x20...0x7E, 0xA0...0x2FF: true
    case 0x2000...0x2FFF: narrowPunctuationAndSymbols.contains { $0.contains(point) }
    default: false
    }
  }

  /// Whether every character is printable ASCII (space to `~`) and so one column wide: nearly
  /// every string drawn, measured and drawn byte by byte instead of grapheme by grapheme.
  var isPrintableASCII: Bool {
    var string = self
    // NB: a native string is contiguous, so this is a loop over its bytes; `allSatisfy` on the
    // UTF-8 view goes through the view's index machinery byte by byte.
    return string.withUTF8 { bytes in
      for byte in bytes where byte < 0x20 || byte > 0x7E { return false }
      return true
    }
  }

  /// The string cut to at most `width` columns, ending in `…` when something was cut.
  ///
  /// A wide character that would straddle the limit is dropped whole, so the result may be one
  /// column narrower than `width`.
  ///
  /// ```swift
  /// "strawberries".truncated(toWidth: 6)  // "straw…"
  /// "日本語".truncated(toWidth: 4)         // "日…"
  /// "milk".truncated(toWidth: 6)          // "milk"
  /// ```
  package func truncated(toWidth width: Int) -> String {
    // NB: no grapheme is wider than its UTF-8 bytes (one byte is ASCII, one column; none is
    // wider than two), and a native string knows its byte count without reading it.
    if utf8.count <= width { return self }
    guard displayWidth > width else { return self }
    guard width > 0 else { return "" }
    if isPrintableASCII { return String(decoding: utf8.prefix(width - 1), as: UTF8.self) + "…" }
    var result = ""
    var used = 0
    for character in self {
      let characterWidth = character.displayWidth
      if used + characterWidth > width - 1 { break }
      result.append(character)
      used += characterWidth
    }
    return result + "…"
  }

  /// The string cut to at most `width` columns by putting `…` in place of its middle, keeping
  /// its start and its end: paths and names that differ at the end stay apart.
  ///
  /// The end gets half of the columns (the odd one included), or `minimumEndWidth` when that is
  /// more, such as a file name's width; the start gets what the end leaves. A wide character
  /// that would straddle either cut is dropped whole, so the result may be one column narrower
  /// than `width`.
  ///
  /// ```swift
  /// "strawberries".truncatedInMiddle(toWidth: 7)                     // "str…ies"
  /// "日本語です".truncatedInMiddle(toWidth: 6)                         // "日…す"
  /// "/home/ada/list.json".truncatedInMiddle(toWidth: 14, minimumEndWidth: 10)
  /// // "/ho…/list.json"
  /// ```
  package func truncatedInMiddle(toWidth width: Int, minimumEndWidth: Int = 0) -> String {
    if utf8.count <= width { return self }
    guard displayWidth > width else { return self }
    guard width > 1 else { return width == 1 ? "…" : "" }
    let budget = width - 1
    let endBudget = min(budget, max(budget - budget / 2, minimumEndWidth))
    var end = endIndex
    var endUsed = 0
    while end > startIndex {
      let before = index(before: end)
      let characterWidth = self[before].displayWidth
      if endUsed + characterWidth > endBudget { break }
      endUsed += characterWidth
      end = before
    }
    var start = startIndex
    var startUsed = 0
    while start < end {
      let characterWidth = self[start].displayWidth
      if startUsed + endUsed + characterWidth > budget { break }
      startUsed += characterWidth
      start = index(after: start)
    }
    return self[..<start] + "…" + self[end...]
  }
}

extension Unicode.Scalar {
  /// Whether this code point is one that narrow text (``String/narrowTextWidth``) is made of:
  /// printable ASCII, U+00A0 to U+02FF, or one of the narrow blocks of punctuation, arrows and
  /// box drawing; each is one column wide and a grapheme of its own.
  var isNarrowText: Bool {
    String.isNarrowText(value)
  }
}
