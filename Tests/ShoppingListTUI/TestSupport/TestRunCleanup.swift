import Foundation
import Synchronization

/// What must not outlive the test process when ``HangWatchdog`` ends the run: a tmux server or
/// a daemon a test started is stopped by the test's own `defer`, which a run ended by `exit`
/// never reaches, and one left behind keeps its app, its inotify instances and its ports (a
/// later run then fails with "Too many open files").
///
/// ```swift
/// let cleanup = TestRunCleanup.shared.register { kill(daemon, SIGTERM) }
/// defer { TestRunCleanup.shared.unregister(cleanup) }
/// ```
package final class TestRunCleanup: Sendable {
  /// The one ``HangWatchdog`` runs before it ends the run.
  package static let shared = TestRunCleanup()

  private let actions = Mutex<[UUID: @Sendable () -> Void]>([:])

  /// An empty registry; tests of it make their own.
  package init() {}

  /// Registers `action` to run if the run ends before ``unregister(_:)``; returns its key.
  package func register(_ action: @escaping @Sendable () -> Void) -> UUID {
    let key = UUID()
    actions.withLock { $0[key] = action }
    return key
  }

  /// Forgets the action of `key`: what it stops has been stopped.
  package func unregister(_ key: UUID) {
    actions.withLock { _ = $0.removeValue(forKey: key) }
  }

  /// Runs every registered action once, and forgets them.
  package func runAll() {
    let pending = actions.withLock { actions in
      defer { actions = [:] }
      return Array(actions.values)
    }
    for action in pending { action() }
  }
}
