import Dispatch
import Foundation

/// The live events of a full-screen app, delivered on the main queue: standard input became
/// readable, or one of the ``TerminalSignal``s arrived. Between events the process sleeps in the
/// kernel, so an idle app uses no CPU.
@MainActor
package final class TerminalEventSources {
  private var signalSources: [DispatchSourceSignal] = []
  private var inputWatcher: InputWatcher?

  /// Event sources that observe nothing yet.
  package init() {}

  /// Sets every ``TerminalSignal`` to be ignored until its dispatch source takes it over.
  ///
  /// Call this before curses starts: curses installs its own handlers only for signals left at
  /// their default action, and those would swallow the signals the runtime waits for.
  package static func ignoreSignalsUntilObserved() {
    for terminalSignal in TerminalSignal.allCases {
      signal(terminalSignal.number, SIG_IGN)
    }
  }

  /// Starts listening for `signals` (all of them by default); `ready` runs once every signal
  /// source is registered, so a signal sent after that is never lost.
  package func observeSignals(
    _ handler: @escaping @MainActor (TerminalSignal) -> Void,
    only signals: [TerminalSignal] = TerminalSignal.allCases,
    ready: @escaping @MainActor () -> Void
  ) {
    var unregistered = signals.count
    for terminalSignal in signals {
      let source = DispatchSource.makeSignalSource(signal: terminalSignal.number, queue: .main)
      source.setEventHandler {
        MainActor.assumeIsolated { handler(terminalSignal) }
      }
      source.setRegistrationHandler {
        MainActor.assumeIsolated {
          unregistered -= 1
          if unregistered == 0 { ready() }
        }
      }
      signalSources.append(source)
      source.activate()
    }
  }

  /// Starts listening for input on `descriptor` (standard input by default); `closed` runs once
  /// if the input ends (the terminal went away), after which no more input events are delivered.
  ///
  /// A thread of its own waits for the input and runs `handler` through `DispatchQueue.main.sync`
  /// rather than a dispatch read source: once `dispatchMain()` has parked the main thread, the
  /// main queue is drained by whichever thread submits to it when it is idle, so a key is handled
  /// by the thread that woke for it. A read source would wake the dispatch event thread, which
  /// then wakes a worker: two thread wake-ups per key instead of one.
  package func observeInput(
    on descriptor: Int32 = STDIN_FILENO,
    _ handler: @escaping @MainActor () -> Void,
    closed: @escaping @MainActor () -> Void
  ) {
    inputWatcher?.cancel()
    let reader = InputWatcher(descriptor: descriptor, handler: handler, closed: closed)
    inputWatcher = reader
    reader.start()
  }

  /// Stops delivering events.
  package func cancel() {
    inputWatcher?.cancel()
    signalSources.forEach { $0.cancel() }
    inputWatcher = nil
    signalSources.removeAll()
  }
}
