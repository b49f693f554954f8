/// Whether the full-screen app takes the mouse: `--no-mouse` turns it off; else
/// `SHOPPING_LIST_NO_MOUSE` decides when set and not empty (`0`, `false` or `no` keep it on,
/// anything else turns it off); else the configuration file's `mouse`; else it is on. Off, the
/// terminal's own text selection works without holding shift.
enum MouseSetting {
  /// The environment variable that turns the mouse off, for people who always want it off.
  static let environmentVariable = "SHOPPING_LIST_NO_MOUSE"

  /// Whether the app should ask the terminal for clicks and wheel turns.
  static func isOn(
    noMouseFlag: Bool, environment: [String: String], configured: Bool? = nil
  ) -> Bool {
    guard !noMouseFlag else { return false }
    guard let value = environment[environmentVariable], !value.isEmpty else {
      return configured ?? true
    }
    return ["0", "false", "no"].contains(value.lowercased())
  }
}
