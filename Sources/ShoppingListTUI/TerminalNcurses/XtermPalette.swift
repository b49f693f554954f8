/// The red, green and blue of the 256 indexed colors as xterm defines them, which most terminals
/// follow: what a `#rrggbb` color is matched against when the terminal cannot show it exactly.
enum XtermPalette {
  /// An exact color.
  struct RGB: Hashable, Sendable {
    var red: Int
    var green: Int
    var blue: Int
  }

  private static let standard: [RGB] = [
    0x000000, 0xcd0000, 0x00cd00, 0xcdcd00, 0x0000ee, 0xcd00cd, 0x00cdcd, 0xe5e5e5,
    0x7f7f7f, 0xff0000, 0x00ff00, 0xffff00, 0x5c5cff, 0xff00ff, 0x00ffff, 0xffffff,
  ].map { RGB(red: $0 >> 16 & 0xFF, green: $0 >> 8 & 0xFF, blue: $0 & 0xFF) }

  private static let cubeLevels = [0, 95, 135, 175, 215, 255]

  /// The color of `index`: the 16 standard ones, the 6×6×6 cube (16–231), the gray ramp
  /// (232–255).
  static func rgb(of index: Int) -> RGB {
    switch index {
    case 0..<16:
      return standard[index]
    case 16..<232:
      let cube = index - 16
      return RGB(
        red: cubeLevels[cube / 36], green: cubeLevels[cube / 6 % 6], blue: cubeLevels[cube % 6]
      )
    default:
      let level = 8 + 10 * (index - 232)
      return RGB(red: level, green: level, blue: level)
    }
  }

  /// The index in `candidates` whose color is nearest `color` (the smallest squared distance;
  /// the lowest index on a tie).
  static func nearest(to color: RGB, among candidates: some Sequence<Int>) -> Int {
    var best = (index: 0, distance: Int.max)
    for index in candidates {
      let other = rgb(of: index)
      let distance = [color.red - other.red, color.green - other.green, color.blue - other.blue]
        .reduce(0) { $0 + $1 * $1 }
      if distance < best.distance { best = (index, distance) }
    }
    return best.index
  }
}
