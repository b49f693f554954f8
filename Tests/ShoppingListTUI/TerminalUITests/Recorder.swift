import TestSupport

@testable import TerminalUI

/// Collects values passed to a callback, for tests that check what was called and how often.
@MainActor
final class Recorder<Value> {
  /// Everything recorded, oldest first.
  private(set) var values: [Value] = []

  /// Records `value`.
  func append(_ value: Value) {
    values.append(value)
  }
}
