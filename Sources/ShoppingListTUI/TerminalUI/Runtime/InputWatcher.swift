import Dispatch
import Foundation

/// Waits on a thread of its own for a descriptor to become readable and reports it on the main
/// actor; the live input of ``TerminalEventSources``.
///
/// The thread sleeps in `poll` between events, so an idle app uses no CPU. Each event is
/// delivered with `DispatchQueue.main.sync`, which the thread runs itself when the main queue is
/// idle, and the thread waits for the handler before it polls again: the handler reads the input
/// it was told about, so the next poll sees only newer input.
@MainActor
package final class InputWatcher {
  private let descriptor: Int32
  private let handler: @MainActor () -> Void
  private let closed: @MainActor () -> Void
  private let wakeUp = WakeUpPipe()
  private var isCancelled = false

  /// A reader that calls `handler` whenever `descriptor` has bytes to read, and `closed` once
  /// when its input ends.
  package init(
    descriptor: Int32,
    handler: @escaping @MainActor () -> Void,
    closed: @escaping @MainActor () -> Void
  ) {
    self.descriptor = descriptor
    self.handler = handler
    self.closed = closed
  }

  /// Starts the thread.
  package func start() {
    let thread = Thread { [self, descriptor, wakeUp] in
      // NB: fetched once: `DispatchQueue.main` makes a new object each time it is read.
      let mainQueue = DispatchQueue.main
      var descriptors = [
        pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
        pollfd(fd: wakeUp.readingEnd, events: Int16(POLLIN), revents: 0),
      ]
      while true {
        descriptors[0].revents = 0
        descriptors[1].revents = 0
        let polled = poll(&descriptors, 2, -1)
        if polled < 0, errno == EINTR { continue }
        if descriptors[1].revents != 0 { return }
        // NB: readable (or hung up) with no bytes to read is the end of the input; polling again
        // would return at once forever. A descriptor that cannot be polled is an end too, so the
        // app hears of it instead of waiting for keys that never come.
        var bytesAvailable: Int32 = 0
        let hasEnded =
          polled < 0 || descriptors[0].revents & Int16(POLLNVAL) != 0
          || ioctl(descriptor, UInt(FIONREAD), &bytesAvailable) != 0 || bytesAvailable == 0
        // NB: the `Void` form of `sync`: the generic one wraps the result in a `Result` whose
        // metadata the runtime looks up on every key.
        var goesOn = false
        mainQueue.sync {
          goesOn = MainActor.assumeIsolated { self.deliver(hasEnded: hasEnded) }
        }
        if !goesOn { return }
      }
    }
    thread.name = "shopping-list input"
    thread.start()
  }

  /// Stops delivering events; the thread ends at its next wake-up, which this causes.
  package func cancel() {
    isCancelled = true
    wakeUp.signal()
  }

  /// Runs the handler for one event; whether the thread should wait for another.
  private func deliver(hasEnded: Bool) -> Bool {
    guard !isCancelled else { return false }
    if hasEnded {
      isCancelled = true
      closed()
      return false
    }
    handler()
    return true
  }
}
