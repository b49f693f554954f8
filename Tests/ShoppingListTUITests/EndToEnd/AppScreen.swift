/// What the runtime's end-to-end tests need to know about the app they drive, kept in one place
/// so that changing the app's screen means changing this file, not the tests.
///
/// The app is currently the terminal layer's demo counter (a box titled "Counter" in the accent
/// color, "Count: N" in bold, `+`/`Up` and `-` to change it, `q` to quit).
enum AppScreen {
  /// Text the first screen shows once the app is up.
  static let firstScreen = count(0)

  /// Text the screen shows once the count is `value`.
  static func count(_ value: Int) -> String { "Count: \(value)" }

  /// tmux keys that raise the count by one each.
  static let incrementKeys = ["+", "Up"]

  /// The tmux key that lowers the count by one.
  static let decrementKey = "-"

  /// The tmux key that quits the app normally (exit status 0).
  static let quitKey = "q"

  /// Whether `screen` (as captured) is the app laid out for `width` × `height`: the counter's
  /// box reaches the bottom-right corner.
  static func isLaidOut(_ screen: [String], width: Int, height: Int) -> Bool {
    screen.count == height && screen[0].hasPrefix("┌") && screen[0].hasSuffix("┐")
      && screen[0].count == width && screen[height - 1].hasPrefix("└")
      && screen[height - 1].count == width
  }

  /// The SGR sequence of the accent color, used by the first screen when colors are on.
  static let accentColor = "\u{1B}[36m"

  /// Accented text of the first screen as drawn without colors: bold instead.
  static let accentWithoutColor = "\u{1B}[1m┌ Counter"
}
