/// The terminal color each semantic ``Style/Color`` role is shown in: views name roles, the
/// person's configuration picks the colors, and the backend shows them.
///
/// ```swift
/// var colors = ColorScheme.standard
/// colors[.accent] = .indexed(13)  // bright magenta titles and key hints
/// ```
package struct ColorScheme: Hashable, Sendable {
  private var colors: [Style.Color: TerminalColor]

  /// cyan accents, green success, yellow warnings, red danger, bright-black (gray) muted text.
  package static let standard = ColorScheme(colors: [
    .accent: .indexed(6), .success: .indexed(2), .warning: .indexed(3), .danger: .indexed(1),
    .muted: .indexed(8),
  ])

  /// The color of `role`.
  package subscript(role: Style.Color) -> TerminalColor {
    get { colors[role] ?? .default }
    set { colors[role] = newValue }
  }
}

extension Style.Color {
  /// The role's name in a configuration: `accent`, `success`, `warning`, `danger`, `muted`.
  package var name: String {
    switch self {
    case .accent: "accent"
    case .success: "success"
    case .warning: "warning"
    case .danger: "danger"
    case .muted: "muted"
    }
  }
}
