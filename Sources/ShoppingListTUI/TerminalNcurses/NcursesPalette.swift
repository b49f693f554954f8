import TerminalUI
import CNcurses

/// Decides how each ``Style`` looks on this terminal: semantic colors as curses color pairs over
/// the terminal's own background, in the colors of a ``ColorScheme``, or, without colors or with
/// `NO_COLOR` set, a monochrome look that keeps emphasis through bold.
///
/// A role's ``TerminalColor`` is shown as well as the terminal allows:
/// - `default` is the terminal's foreground;
/// - an index the terminal has is used as it is; bright-black (8) on an 8-color terminal is the
///   default foreground, dimmed (a gray every terminal shows); 9–15 there are their standard
///   versions (index − 8); 16–255 on a terminal of 8 or 16 colors are the nearest of those;
/// - `#rrggbb` on a terminal that can redefine its colors (`can_change_color`, terminfo's `ccc`)
///   and has 256 or more, redefines a palette slot that no other role uses, counting down from
///   255, to exactly that color for as long as the app runs (curses puts the terminal's palette
///   back when it ends, ``TerminalCrashGuard`` when it crashes); otherwise it is the nearest of
///   the 256 colors (16–255) on a terminal that has them, or of its 8 or 16.
package struct NcursesPalette: Hashable, Sendable {
  /// Whether colors are shown.
  let usesColor: Bool
  /// How many colors the terminal has.
  let colorCount: Int
  /// The palette slots redefined to exact colors, with the curses levels (0–1000) of each.
  let redefinitions: [Redefinition]
  private let foregrounds: [Int16]
  private let dimmed: Set<Style.Color>

  /// A palette slot set to an exact color with `init_color`.
  package struct Redefinition: Hashable, Sendable {
    /// The color number redefined.
    package var slot: Int16
    /// Red, green and blue from 0 to 1000, as curses takes them.
    package var red: Int16
    package var green: Int16
    package var blue: Int16
  }

  /// The monochrome palette: reverse, bold, underline and dim only.
  package static let monochrome = NcursesPalette(usesColor: false, colorCount: 0)

  /// Whether the environment allows colors: the `NO_COLOR` convention turns them off when the
  /// variable is set to anything but the empty string.
  static func allowsColor(environment: [String: String]) -> Bool {
    environment["NO_COLOR", default: ""].isEmpty
  }

  /// Starts curses colors over the default background and returns the palette that shows
  /// `colors` on this terminal, or the monochrome one when the terminal or `environment` rules
  /// colors out.
  package static func start(
    environment: [String: String], colors: ColorScheme = .standard
  ) -> NcursesPalette {
    guard allowsColor(environment: environment), has_colors() else { return .monochrome }
    guard start_color() != ERR, use_default_colors() != ERR else { return .monochrome }
    let palette = NcursesPalette(
      usesColor: true, colorCount: Int(cn_colors()), canChangeColor: can_change_color(),
      colors: colors
    )
    for redefinition in palette.redefinitions {
      init_color(redefinition.slot, redefinition.red, redefinition.green, redefinition.blue)
    }
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
    if dimmed.contains(color) { attributes |= cn_a_dim() }
    return (attributes, pair(for: color))
  }

  /// The curses color number `role`'s text is drawn in; -1 is the terminal's foreground.
  package func foreground(for role: Style.Color) -> Int16 {
    foregrounds[Self.roleIndex(role)]
  }

  private func pair(for color: Style.Color) -> Int16 {
    Int16(Self.roleIndex(color)) + 1
  }

  private static func roleIndex(_ role: Style.Color) -> Int {
    Style.Color.allCases.firstIndex(of: role) ?? 0
  }

  /// A palette for a terminal of `colorCount` colors that can (or cannot) redefine them,
  /// showing `colors`, or the monochrome look when `usesColor` is false.
  package init(
    usesColor: Bool, colorCount: Int, canChangeColor: Bool = false,
    colors: ColorScheme = .standard
  ) {
    self.usesColor = usesColor
    self.colorCount = colorCount
    var foregrounds: [Int16] = []
    var dimmed: Set<Style.Color> = []
    var redefinitions: [Redefinition] = []
    let indexesInUse = Set(Style.Color.allCases.compactMap { role -> Int? in
      guard case .indexed(let index) = colors[role] else { return nil }
      return Int(index)
    })
    var freeSlots = (16...255).reversed().filter { !indexesInUse.contains($0) }.makeIterator()
    for role in Style.Color.allCases {
      switch colors[role] {
      case .default:
        foregrounds.append(-1)
      case .indexed(let index):
        let (number, dim) = Self.nearestIndex(to: Int(index), colorCount: colorCount)
        foregrounds.append(Int16(number))
        if dim { dimmed.insert(role) }
      case .rgb(let red, let green, let blue):
        let rgb = XtermPalette.RGB(red: Int(red), green: Int(green), blue: Int(blue))
        if canChangeColor, colorCount >= 256, let slot = freeSlots.next() {
          let level = { (byte: UInt8) in Int16((Int(byte) * 1000 + 127) / 255) }
          redefinitions.append(
            Redefinition(slot: Int16(slot), red: level(red), green: level(green), blue: level(blue))
          )
          foregrounds.append(Int16(slot))
        } else {
          let candidates = colorCount >= 256 ? 16..<256 : 0..<min(max(colorCount, 8), 16)
          foregrounds.append(Int16(XtermPalette.nearest(to: rgb, among: candidates)))
        }
      }
    }
    self.foregrounds = foregrounds
    self.dimmed = dimmed
    self.redefinitions = redefinitions
  }

  /// The color number that shows index `index` on a terminal of `colorCount` colors, and
  /// whether it must be dimmed to look like it.
  private static func nearestIndex(to index: Int, colorCount: Int) -> (Int, dim: Bool) {
    if index < max(colorCount, 8) { return (index, false) }
    // NB: color 8 is "bright black", a gray; the default foreground dimmed is one everywhere.
    if index == 8 { return (-1, true) }
    if index < 16 { return (index - 8, false) }
    let candidates = 0..<min(max(colorCount, 8), 16)
    return (XtermPalette.nearest(to: XtermPalette.rgb(of: index), among: candidates), false)
  }
}
