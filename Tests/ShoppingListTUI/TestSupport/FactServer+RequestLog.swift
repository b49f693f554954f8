import Architecture


extension FactServer {
  /// The requests a ``FactServer`` received, and the tests waiting for them to arrive.
  package final class RequestLog: Sendable {
    private struct Waiter {
      var count: Int
      var continuation: CheckedContinuation<Void, Never>
    }

    private let state = LockIsolated((requests: [Request](), waiters: [Waiter]()))

    package var requests: [Request] { state.requests }

    package func append(_ request: Request) {
      let ready = state.withValue { state in
        state.requests.append(request)
        let count = state.requests.count
        let ready = state.waiters.filter { $0.count <= count }
        state.waiters.removeAll { $0.count <= count }
        return ready
      }
      for waiter in ready { waiter.continuation.resume() }
    }

    /// Returns once at least `count` requests have arrived.
    package func wait(count: Int) async {
      await withCheckedContinuation { continuation in
        let arrived = state.withValue { state in
          guard state.requests.count < count else { return true }
          state.waiters.append(Waiter(count: count, continuation: continuation))
          return false
        }
        if arrived { continuation.resume() }
      }
    }
  }
}
