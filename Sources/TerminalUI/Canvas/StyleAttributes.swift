extension Style {
  /// The text attributes every terminal can show, so the monochrome look still has emphasis.
  package struct Attributes: OptionSet, Hashable, Sendable {
    package let rawValue: UInt8

    package init(rawValue: UInt8) {
      self.rawValue = rawValue
    }

    /// Heavier text, for titles and emphasis.
    package static let bold = Attributes(rawValue: 1 << 0)
    /// Fainter text, for secondary information.
    package static let dim = Attributes(rawValue: 1 << 1)
    /// Swapped foreground and background, for the selection.
    package static let reverse = Attributes(rawValue: 1 << 2)
    /// Underlined text.
    package static let underline = Attributes(rawValue: 1 << 3)
  }
}
