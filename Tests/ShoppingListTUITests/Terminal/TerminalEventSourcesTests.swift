import Foundation
import Testing

@testable import ShoppingListTUI

/// The live event sources deliver input and signals on the main actor, and notice the end of
/// input instead of reporting it as readable forever.
@MainActor
@Suite(.serialized)
struct TerminalEventSourcesTests {
  @Test func inputEventsUntilTheInputEnds() async throws {
    var descriptors: [Int32] = [0, 0]
    #expect(pipe(&descriptors) == 0)
    let (reading, writing) = (descriptors[0], descriptors[1])
    defer { close(reading) }
    let sources = TerminalEventSources()
    defer { sources.cancel() }
    let events = AsyncStream<String>.makeStream()

    sources.observeInput(on: reading) {
      var buffer = [UInt8](repeating: 0, count: 64)
      let count = read(reading, &buffer, buffer.count)
      let text = String(decoding: buffer.prefix(max(0, count)), as: UTF8.self)
      events.continuation.yield(text)
    } closed: {
      events.continuation.yield("closed")
    }
    var iterator = events.stream.makeAsyncIterator()

    _ = write(writing, "abc", 3)
    #expect(await iterator.next() == "abc")
    _ = write(writing, "de", 2)
    #expect(await iterator.next() == "de")
    close(writing)
    #expect(await iterator.next() == "closed")
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
    kill(getpid(), SIGWINCH)
    let signal = await iterator.next()
    #expect(signal == .some(.windowChanged))
  }
}
