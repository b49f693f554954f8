import TerminalUI
import CNcurses

/// Decides how each ``Style`` looks on this terminal: semantic colors as curses color pairs over
/// the terminal's own background, or, without colors or with `NO_COLOR` set, a monochrome look
/// that keeps emphasis through bold.
package struct NcursesPalette: Hashable, Sendable {
  /// Whether colors are shown.
  package let usesColor: Bool
  /// How many colors the terminal has; 16 or more gives muted text a true gray.
  package let colorCount: Int

  /// The monochrome palette: reverse, bold, underline and dim only.
  package static let monochrome = NcursesPalette(usesColor: false, colorCount: 0)

  /// Whether the environment allows colors: the `NO_COLOR` convention turns them off when the
  /// variable is set to anything but the empty string.
  package static func allowsColor(environment: [String: String]) -> Bool {
    environment["NO_COLOR", default: ""].isEmpty
  }

  /// Starts curses colors over the default background and returns the palette that goes with
  /// them, or the monochrome one when the terminal or `environment` rules colors out.
  package static func start(environment: [String: String]) -> NcursesPalette {
    guard allowsColor(environment: environment), has_colors() else { return .monochrome }
    guard start_color() != ERR, use_default_colors() != ERR else { return .monochrome }
    let palette = NcursesPalette(usesColor: true, colorCount: Int(cn_colors()))
    for color in Style.Color.allCases {
      init_pair(palette.pair(for: color), palette.foreground(for: color), -1)
    }
    return palette
  }

  /// The curses attributes and color pair that show `style`.
  package func attributes(for style: Style) -> (attributes: attr_t, pair: Int16) {
    var attributes = cn_a_normal()
    if style.attributes.contains(.bold) { attributes |= cn_a_bold() }
    if style.attributes.contains(.dim) { attributes |= cn_a_dim() }
    if style.attributes.contains(.reverse) { attributes |= cn_a_reverse() }
    if style.attributes.contains(.underline) { attributes |= cn_a_underline() }
    guard let color = style.color else { return (attributes, 0) }
    if !usesColor {
      switch color {
      case .accent, .warning, .danger: attributes |= cn_a_bold()
      case .success, .muted: break
      }
      return (attributes, 0)
    }
    if color == .muted, colorCount < 16 { attributes |= cn_a_dim() }
    return (attributes, pair(for: color))
  }

  private func pair(for color: Style.Color) -> Int16 {
    Int16(Style.Color.allCases.firstIndex(of: color) ?? 0) + 1
  }

  private func foreground(for color: Style.Color) -> Int16 {
    switch color {
    case .accent: Int16(COLOR_CYAN)
    case .success: Int16(COLOR_GREEN)
    case .warning: Int16(COLOR_YELLOW)
    case .danger: Int16(COLOR_RED)
    // NB: color 8 is "bright black", a gray, on every terminal with 16 colors or more.
    case .muted: colorCount >= 16 ? 8 : -1
    }
  }

  /// A palette with or without colors, for a terminal of `colorCount` colors.
  package init(usesColor: Bool, colorCount: Int) {
    self.usesColor = usesColor
    self.colorCount = colorCount
  }
}
