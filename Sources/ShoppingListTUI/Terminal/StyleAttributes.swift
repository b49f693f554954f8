extension Style {
  /// The text attributes every terminal can show, so the monochrome look still has emphasis.
  struct Attributes: OptionSet, Hashable, Sendable {
    let rawValue: UInt8

    /// Heavier text, for titles and emphasis.
    static let bold = Attributes(rawValue: 1 << 0)
    /// Fainter text, for secondary information.
    static let dim = Attributes(rawValue: 1 << 1)
    /// Swapped foreground and background, for the selection.
    static let reverse = Attributes(rawValue: 1 << 2)
    /// Underlined text.
    static let underline = Attributes(rawValue: 1 << 3)
  }
}
