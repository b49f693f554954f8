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

  /// This style with `attributes` added.
  package func adding(_ attributes: Attributes) -> Style {
    Style(self.attributes.union(attributes), color: color)
  }
}
