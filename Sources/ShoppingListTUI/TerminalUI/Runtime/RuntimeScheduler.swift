import Dispatch

/// How the runtime defers work to a later turn of the main queue: right away (a coalesced
/// render) or after a delay (the exit deadline). Live code uses the main dispatch queue; tests
/// substitute a scheduler they run by hand.
package struct RuntimeScheduler: Sendable {
  /// Runs `work` on the main actor once the current event has been handled.
  package var schedule: @Sendable (_ work: @escaping @MainActor () -> Void) -> Void
  /// Runs `work` on the main actor after `delay`.
  package var scheduleAfter:
    @Sendable (_ delay: Duration, _ work: @escaping @MainActor () -> Void) -> Void

  /// The main dispatch queue, which `dispatchMain()` drains.
  package static let main = RuntimeScheduler(
    schedule: { work in
      DispatchQueue.main.async { MainActor.assumeIsolated { work() } }
    },
    scheduleAfter: { delay, work in
      let (seconds, attoseconds) = delay.components
      let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
      DispatchQueue.main.asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) {
        MainActor.assumeIsolated { work() }
      }
    }
  )

  /// A scheduler that defers work with these two closures.
  package init(
    schedule: @escaping @Sendable (_ work: @escaping @MainActor () -> Void) -> Void,
    scheduleAfter:
      @escaping @Sendable (_ delay: Duration, _ work: @escaping @MainActor () -> Void) -> Void
  ) {
    self.schedule = schedule
    self.scheduleAfter = scheduleAfter
  }
}
