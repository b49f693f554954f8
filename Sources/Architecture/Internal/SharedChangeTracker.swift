import Dependencies
import Foundation

/// What a ``TestStore`` knows of the shared values its feature touches: the value each had when
/// the test last asserted, kept from its first change after that assertion. (`_printChanges`
/// keeps one for each action, to show what the action changed.)
///
/// While the store asserts, shared state reads these snapshots and `withLock` writes them, so
/// an assertion closure describes the expected value as it does for plain state, and an
/// equality check compares what the test expects (the snapshot, on the left) with what the
/// feature did (the live value, on the right).
final class SharedChangeTracker: @unchecked Sendable {
  private struct Snapshot {
    /// Keeps the reference, and so its identifier, alive while the snapshot is kept.
    let reference: AnyObject
    var value: Any
  }

  private let lock = NSLock()
  private var snapshots: [ObjectIdentifier: Snapshot] = [:]

  /// The tracker of the test store that is asserting, if one is.
  @TaskLocal static var asserting: SharedChangeTracker?

  /// Whether a shared value changed since the last assertion.
  var hasChanges: Bool { lock.withLock { !snapshots.isEmpty } }

  /// Records `value` as the asserted value of `reference`, unless it changed before.
  func willChange(_ reference: AnyObject, from value: Any) {
    lock.withLock {
      let id = ObjectIdentifier(reference)
      if snapshots[id] == nil { snapshots[id] = Snapshot(reference: reference, value: value) }
    }
  }

  /// The value of `reference` when the test last asserted, if it changed since.
  func snapshot(of reference: AnyObject) -> Any? {
    lock.withLock { snapshots[ObjectIdentifier(reference)]?.value }
  }

  /// Sets the value the test expects of `reference`.
  func setSnapshot(of reference: AnyObject, to value: Any) {
    lock.withLock {
      snapshots[ObjectIdentifier(reference)] = Snapshot(reference: reference, value: value)
    }
  }

  /// Forgets every snapshot: the live values are now the asserted ones.
  func reset() {
    lock.withLock { snapshots.removeAll() }
  }

  /// Runs `body` as an assertion of this tracker's store.
  func asserting<R>(_ body: () throws -> R) rethrows -> R {
    try Self.$asserting.withValue(self, operation: body)
  }
}

extension DependencyValues {
  /// The trackers that hear of the changes the feature and its effects make to shared values:
  /// a test store's, and `_printChanges`'s while it runs its reducer.
  var sharedChangeTrackers: [SharedChangeTracker] {
    get { self[SharedChangeTrackersKey.self] }
    set { self[SharedChangeTrackersKey.self] = newValue }
  }
}

private enum SharedChangeTrackersKey: DependencyKey {
  static var liveValue: [SharedChangeTracker] { [] }
  static var testValue: [SharedChangeTracker] { [] }
}
