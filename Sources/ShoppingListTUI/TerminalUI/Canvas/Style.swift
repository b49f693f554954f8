/// How a cell looks: text attributes plus an optional semantic color, so views say what a piece
/// of text *means* (an accent, a warning) and the backend decides how the terminal shows it.
///
/// ```swift
/// canvas.put("Shopping", at: .zero, style: Style(.bold, color: .accent))
/// canvas.put(row, at: point, style: Style(.reverse))
/// ```
package struct Style: Hashable, Sendable {
  /// Bold, dim, reverse, underline.
  package var attributes: Attributes
  /// The foreground color role, or `nil` for the terminal's default foreground.
  package var color: Color?

  /// A style with the given attributes and color.
  package init(_ attributes: Attributes = [], color: Color? = nil) {
    self.attributes = attributes
    self.color = color
  }

  /// The terminal's default look.
  package static let plain = Style()

  // NB: written out, so that a backend comparing the styles of the cells it draws calls it
  // directly, not through Equatable's witness table.
  package static func == (lhs: Style, rhs: Style) -> Bool {
    lhs.attributes == rhs.attributes && lhs.color == rhs.color
  }

  /// This style with `attributes` added.
  package func adding(_ attributes: Attributes) -> Style {
    Style(self.attributes.union(attributes), color: color)
  }
}

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

extension Style {
  /// A color named by its role rather than its hue, so the palette and the monochrome fallback
  /// stay in one place (the backend) instead of in every view.
  package enum Color: CaseIterable, Hashable, Sendable {
    /// Titles, focused elements, key hints.
    case accent
    /// Completed or successful things.
    case success
    /// Things that need attention soon.
    case warning
    /// Errors and destructive actions.
    case danger
    /// Secondary, de-emphasized text.
    case muted
  }
}
