/// A terminal color a person can choose for a ``Style/Color`` role: the terminal's default
/// foreground, one of the 256 indexed colors (0–15 being the 16 named ones), or an exact
/// `#rrggbb` that the backend shows as well as the terminal allows.
///
/// ```swift
/// try TerminalColor(name: "bright-red")   // .indexed(9)
/// TerminalColor.indexed(208).description   // "208"
/// try TerminalColor(name: "#ff8800")      // .rgb(red: 255, green: 136, blue: 0)
/// ```
package enum TerminalColor: Hashable, Sendable, CustomStringConvertible {
  /// The terminal's own foreground color.
  case `default`
  /// A color of the terminal's palette: 0–7 the standard colors, 8–15 their bright versions,
  /// 16–231 the 6×6×6 cube, 232–255 the gray ramp.
  case indexed(UInt8)
  /// An exact color.
  case rgb(red: UInt8, green: UInt8, blue: UInt8)

  /// The names of colors 0–15, in palette order.
  package static let names = [
    "black", "red", "green", "yellow", "blue", "magenta", "cyan", "white",
    "bright-black", "bright-red", "bright-green", "bright-yellow", "bright-blue",
    "bright-magenta", "bright-cyan", "bright-white",
  ]

  /// Why a text does not name a color.
  package struct NameError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text that was given.
    package var name: String

    package var description: String {
      "\"\(name)\" is not a color; colors are default, a name (black, red, green, yellow, blue, "
        + "magenta, cyan, white, or bright- one of these), a number from 0 to 255, or #rrggbb"
    }
  }

  /// The color `name` names: `"default"`, one of ``names``, or `"#rrggbb"` (hex digits in
  /// either case). Indexes are numbers, see ``init(index:)``.
  package init(name: String) throws(NameError) {
    let lowercased = name.lowercased()
    if lowercased == "default" {
      self = .default
    } else if let index = Self.names.firstIndex(of: lowercased) {
      self = .indexed(UInt8(index))
    } else if lowercased.hasPrefix("#"), lowercased.count == 7,
      lowercased.dropFirst().allSatisfy(\.isHexDigit),
      let value = UInt32(lowercased.dropFirst(), radix: 16)
    {
      self = .rgb(
        red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF)
      )
    } else {
      throw NameError(name: name)
    }
  }

  /// The indexed color `index`, or `nil` outside 0–255.
  package init?(index: Int) {
    guard let index = UInt8(exactly: index) else { return nil }
    self = .indexed(index)
  }

  /// How the color is written in a configuration: `default`, a name for 0–15, the number for
  /// 16–255, `#rrggbb` in lowercase.
  package var description: String {
    switch self {
    case .default: "default"
    case .indexed(let index) where index < 16: Self.names[Int(index)]
    case .indexed(let index): String(index)
    case .rgb(let red, let green, let blue):
      "#" + [red, green, blue].map { byte in
        let hex = String(byte, radix: 16)
        return hex.count == 1 ? "0" + hex : hex
      }.joined()
    }
  }
}
