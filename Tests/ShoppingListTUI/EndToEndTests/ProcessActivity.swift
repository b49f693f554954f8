import Foundation
import TestSupport

/// How often a process's main thread, where the app's event loop runs, has been scheduled, read
/// from `/proc`: an event-driven app that sleeps while idle is not scheduled at all.
///
/// NB: only the main thread is counted. On Linux, libdispatch's worker-pool monitor wakes one of
/// its own threads about once a second in every process that uses Dispatch or Swift concurrency
/// (a ten-line `dispatchMain()` program shows the same), which says nothing about the app.
enum ProcessActivity {
  /// The voluntary and involuntary context switches of the main thread of `processID` so far.
  static func contextSwitches(of processID: pid_t) throws -> Int {
    let status = try String(
      contentsOfFile: "/proc/\(processID)/task/\(processID)/status", encoding: .utf8
    )
    var total = 0
    for line in status.split(separator: "\n") where line.contains("ctxt_switches:") {
      let value = line.split(separator: ":").last?.trimmingCharacters(in: .whitespaces)
      total += Int(value ?? "") ?? 0
    }
    return total
  }

  /// Waits until the main thread of `processID` has not been scheduled for `quietPeriod`:
  /// start-up work (the first frame, loading) is over. An app that ticks never gets there, and the
  /// wait fails at `timeout`.
  static func waitUntilQuiet(
    _ processID: pid_t,
    for quietPeriod: Duration = .milliseconds(250),
    timeout: Duration = .seconds(10)
  ) async throws {
    let clock = ContinuousClock()
    let deadline = clock.now + timeout
    var last = try contextSwitches(of: processID)
    var quietSince = clock.now
    while clock.now - quietSince < quietPeriod {
      guard clock.now < deadline else {
        throw ProcessActivityError.neverQuiet(processID: processID, timeout: timeout)
      }
      try await Task.sleep(for: .milliseconds(25))
      let current = try contextSwitches(of: processID)
      if current != last {
        last = current
        quietSince = clock.now
      }
    }
  }
}

/// A process kept being scheduled when it should have gone idle.
enum ProcessActivityError: Error, CustomStringConvertible {
  case neverQuiet(processID: pid_t, timeout: Duration)

  var description: String {
    switch self {
    case let .neverQuiet(processID, timeout):
      "process \(processID) was still being scheduled after \(timeout)"
    }
  }
}
