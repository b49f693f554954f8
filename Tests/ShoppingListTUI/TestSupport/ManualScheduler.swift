import TerminalUI

/// A ``RuntimeScheduler`` that only runs work when the test says so, so coalescing and exit
/// deadlines are checked without waiting.
@MainActor
package final class ManualScheduler {
  /// Work scheduled to run on the next turn of the main queue.
  package private(set) var pending: [@MainActor () -> Void] = []
  /// Work scheduled to run after a delay, with that delay.
  package private(set) var delayed: [(delay: Duration, work: @MainActor () -> Void)] = []

  /// A scheduler with nothing scheduled.
  package init() {}

  /// The scheduler to hand to the runtime.
  package var scheduler: RuntimeScheduler {
    RuntimeScheduler(
      schedule: { work in
        MainActor.assumeIsolated { self.pending.append(work) }
      },
      scheduleAfter: { delay, work in
        MainActor.assumeIsolated { self.delayed.append((delay, work)) }
      }
    )
  }

  /// Runs the work scheduled so far for the next turn of the main queue.
  package func runPending() {
    let work = pending
    pending.removeAll()
    work.forEach { $0() }
  }

  /// Runs the delayed work as if its deadline had passed.
  package func fireDelayed() {
    let work = delayed
    delayed.removeAll()
    work.forEach { $0.work() }
  }
}
