import Foundation
import TestSupport
import Testing

@testable import TerminalUI

/// The live event sources deliver input and signals on the main actor, and notice the end of
/// input instead of reporting it as readable forever.
@MainActor
@Suite(.serialized, .hangWatchdog(.seconds(60)))
struct TerminalEventSourcesTests {
  @Test func inputEventsUntilTheInputEnds() async throws {
    let (reading, writing) = try #require(Self.makePipe())
    defer { close(reading) }
    let sources = TerminalEventSources()
    defer { sources.cancel() }
    var iterator = Self.texts(readFrom: reading, observedBy: sources).makeAsyncIterator()

    _ = write(writing, "abc", 3)
    #expect(await iterator.next() == "abc")
    _ = write(writing, "de", 2)
    #expect(await iterator.next() == "de")
    close(writing)
    #expect(await iterator.next() == "closed")
  }

  @Test func cancelledInputIsNoLongerDelivered() async throws {
    let (reading, writing) = try #require(Self.makePipe())
    defer { close(reading) }
    var staleEvents: [String] = []
    let cancelled = TerminalEventSources()
    cancelled.observeInput(on: reading) {
      staleEvents.append("input")
    } closed: {
      staleEvents.append("closed")
    }
    cancelled.cancel()
    let sources = TerminalEventSources()
    defer { sources.cancel() }
    var iterator = Self.texts(readFrom: reading, observedBy: sources).makeAsyncIterator()

    // A reader that ignored its cancellation would be woken by each of these too, and report
    // them (or, once they are read, the end of the input) to its own handlers.
    _ = write(writing, "xyz", 3)
    #expect(await iterator.next() == "xyz")
    _ = write(writing, "w", 1)
    #expect(await iterator.next() == "w")
    close(writing)
    #expect(await iterator.next() == "closed")
    #expect(staleEvents.isEmpty)
  }

  /// A pipe's reading and writing ends.
  private static func makePipe() -> (reading: Int32, writing: Int32)? {
    closeOnExecPipe()
  }

  /// What each input event on `reading` reads from it, then "closed" when the input ends.
  private static func texts(
    readFrom reading: Int32, observedBy sources: TerminalEventSources
  ) -> AsyncStream<String> {
    let events = AsyncStream<String>.makeStream()
    sources.observeInput(on: reading) {
      var buffer = [UInt8](repeating: 0, count: 64)
      let count = read(reading, &buffer, buffer.count)
      events.continuation.yield(String(decoding: buffer.prefix(max(0, count)), as: UTF8.self))
    } closed: {
      events.continuation.yield("closed")
    }
    return events.stream
  }

  @Test func signalsArriveOnceObserved() async throws {
    let sources = TerminalEventSources()
    defer { sources.cancel() }
    let events = AsyncStream<TerminalSignal?>.makeStream()
    sources.observeSignals({ events.continuation.yield($0) }, only: [.windowChanged]) {
      events.continuation.yield(nil)
    }
    var iterator = events.stream.makeAsyncIterator()
    let ready = await iterator.next()
    #expect(ready == .some(nil))
    // NB: sent again until it arrives: an ncurses test running meanwhile on the main actor
    // catches SIGWINCH with curses' own handler until it puts the previous one back, and a
    // signal sent in that window never reaches the source. One that arrives proves the point.
    let sender = Task.detached {
      while !Task.isCancelled {
        kill(getpid(), SIGWINCH)
        try? await Task.sleep(for: .milliseconds(100))
      }
    }
    defer { sender.cancel() }
    let signal = await iterator.next()
    #expect(signal == .some(.windowChanged))
  }
}
