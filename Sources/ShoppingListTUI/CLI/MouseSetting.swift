/// Whether the full-screen app takes the mouse: on unless `--no-mouse` is given or
/// `SHOPPING_LIST_NO_MOUSE` is set to anything but empty, `0`, `false` or `no`, so the terminal's
/// own text selection works without holding shift.
enum MouseSetting {
  /// The environment variable that turns the mouse off, for people who always want it off.
  static let environmentVariable = "SHOPPING_LIST_NO_MOUSE"

  /// Whether the app should ask the terminal for clicks and wheel turns.
  static func isOn(noMouseFlag: Bool, environment: [String: String]) -> Bool {
    guard !noMouseFlag else { return false }
    guard let value = environment[environmentVariable] else { return true }
    return ["", "0", "false", "no"].contains(value.lowercased())
  }
}
