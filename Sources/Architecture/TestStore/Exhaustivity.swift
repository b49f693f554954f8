/// How strictly a ``TestStore`` checks a test.
///
/// ```swift
/// let store = TestStore(initialState: App.State()) { App() }
/// store.exhaustivity = .off(showSkippedAssertions: true)
/// ```
public enum Exhaustivity: Equatable, Sendable {
  /// Every state change, received action and running effect must be asserted (the default).
  ///
  /// ```swift
  /// store.exhaustivity = .on
  /// ```
  case on

  /// Only what the test asserts is checked: unasserted state, actions and effects are skipped.
  /// With `showSkippedAssertions`, what was skipped is reported as known issues.
  ///
  /// ```swift
  /// store.exhaustivity = .off(showSkippedAssertions: true)
  /// ```
  case off(showSkippedAssertions: Bool)

  /// Non-exhaustive testing that stays quiet about what it skipped.
  ///
  /// ```swift
  /// store.exhaustivity = .off
  /// ```
  public static let off = Self.off(showSkippedAssertions: false)
}
