import FlyingSocks

/// A body that never ends: either the letter "a" without end, or nothing at all while the client
/// waits, for server answers no client should read to the end.
struct EndlessBytes: AsyncBufferedSequence {
  typealias Element = UInt8

  /// Whether the body sends nothing (after its head) instead of bytes without end.
  var stalls = false

  struct Iterator: AsyncBufferedIteratorProtocol {
    var stalls: Bool

    mutating func next() async throws -> UInt8? {
      try await nextBuffer(suggested: 1)?.first
    }

    mutating func nextBuffer(suggested count: Int) async throws -> [UInt8]? {
      if stalls { try await Task.sleep(for: .seconds(3600)) }
      try Task.checkCancellation()
      return [UInt8](repeating: UInt8(ascii: "a"), count: Swift.max(count, 1))
    }
  }

  func makeAsyncIterator() -> Iterator { Iterator(stalls: stalls) }
}
