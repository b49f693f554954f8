import FlyingSocks


/// A body that never ends: either the letter "a" without end, or nothing at all while the client
/// waits, for server answers no client should read to the end.
package struct EndlessBytes: AsyncBufferedSequence {
  package typealias Element = UInt8

  /// Whether the body sends nothing (after its head) instead of bytes without end.
  package var stalls = false

  package struct Iterator: AsyncBufferedIteratorProtocol {
    package var stalls: Bool

    package mutating func next() async throws -> UInt8? {
      try await nextBuffer(suggested: 1)?.first
    }

    package mutating func nextBuffer(suggested count: Int) async throws -> [UInt8]? {
      if stalls { try await Task.sleep(for: .seconds(3600)) }
      try Task.checkCancellation()
      return [UInt8](repeating: UInt8(ascii: "a"), count: Swift.max(count, 1))
    }

    /// An iterator that stalls after its first bytes when `stalls`.
    package init(stalls: Bool) {
      self.stalls = stalls
    }
  }

  package func makeAsyncIterator() -> Iterator { Iterator(stalls: stalls) }
}
