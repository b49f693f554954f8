import Dispatch
import Foundation
import Testing

/// Ends the whole test run, naming the test, when one test runs far longer than it ever should.
///
/// A test that hangs (a process that never exits, a continuation never resumed) otherwise
/// leaves an idle test process until CI's own time limit, with nothing in the log that says
/// where it stopped. Swift Testing's `.timeLimit` records an issue but then still waits for the
/// hung test, so the watchdog exits the process after printing which test it was.
///
/// ```swift
/// @Suite(.hangWatchdog(.seconds(120)))
/// struct AppEndToEndTests { … }
/// ```
package struct HangWatchdog: SuiteTrait, TestTrait, TestScoping {
  /// How long one test case may run.
  package let limit: Duration
  /// What happens when a test case runs past ``limit``: by default, a line on standard error
  /// and the end of the process with status 1.
  package let onHang: @Sendable (_ message: String) -> Void

  package var isRecursive: Bool { true }

  /// A watchdog that calls `onHang` for a test case still running after `limit`.
  package init(
    limit: Duration,
    onHang: @escaping @Sendable (_ message: String) -> Void = HangWatchdog.stopTheTestRun
  ) {
    self.limit = limit
    self.onHang = onHang
  }

  package func provideScope(
    for test: Test,
    testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    // NB: a suite's scope covers all its tests; only a single test case gets a deadline.
    guard testCase != nil else { return try await function() }
    let message = """
      \(test.sourceLocation): \(test.name) was still running after \(limit) and is taken as \
      hung; the test run stops here so the hang does not wait for CI's own time limit
      """
    let timer = DispatchSource.makeTimerSource(queue: .global())
    let (seconds, attoseconds) = limit.components
    timer.schedule(
      deadline: .now()
        + .nanoseconds(
          Int(seconds) * 1_000_000_000
            + Int(attoseconds / 1_000_000_000)))
    timer.setEventHandler { [onHang] in onHang(message) }
    timer.activate()
    defer { timer.cancel() }
    try await function()
  }

  /// Prints `message` on standard error, stops what tests left running (see
  /// ``TestRunCleanup``) and ends the process with status 1.
  package static let stopTheTestRun: @Sendable (String) -> Void = { message in
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    TestRunCleanup.shared.runAll()
    exit(1)
  }
}

extension Trait where Self == HangWatchdog {
  /// Ends the test run, naming the test, when a test case runs longer than `limit`.
  package static func hangWatchdog(_ limit: Duration) -> Self {
    HangWatchdog(limit: limit)
  }
}
