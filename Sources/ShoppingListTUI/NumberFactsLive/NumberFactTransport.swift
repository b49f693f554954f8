import NumberFacts
import Dependencies
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The HTTP side of live number facts: one `URLSession` whose delegate sees every chunk of an
/// answer as it streams in, so a body is capped at a size limit without ever being buffered
/// whole, and cancelling the calling Swift task cancels its request at once.
///
/// `URLSession.data(for:delegate:)` falls short on Linux: it keeps every byte it receives until
/// the transfer ends, and cancelling it can deadlock when the cancellation races the transfer's
/// completion (it calls `URLSessionTask.cancel()`, which waits for the session's work queue,
/// inside the Swift task's cancellation handler).
package final class NumberFactTransport: Sendable {
  /// The transport every live number-fact client shares, like `URLSession.shared`.
  package static let shared = NumberFactTransport()

  private let session: URLSession
  private let transfers: NumberFactTransfers

  private init() {
    let configuration = URLSessionConfiguration.ephemeral
    // NB: every request should bring a fresh fact, and the app keeps no web state on disk.
    configuration.urlCache = nil
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.httpCookieStorage = nil
    configuration.httpShouldSetCookies = false
    let delegateQueue = OperationQueue()
    delegateQueue.name = "shopping-list.number-facts"
    delegateQueue.maxConcurrentOperationCount = 1
    transfers = NumberFactTransfers()
    session = URLSession(
      configuration: configuration, delegate: transfers, delegateQueue: delegateQueue
    )
  }

  /// Sends `request` and returns the body of a 2xx answer of at most `limit` bytes.
  ///
  /// Throws ``NumberFactError/status(_:)`` for any other status and
  /// ``NumberFactError/tooLarge(limit:)`` as soon as the answer announces or reaches more than
  /// `limit` bytes (the transfer is cancelled then), `CancellationError` when the calling task is
  /// cancelled, and the `URLError` of any transport failure.
  package func data(for request: URLRequest, limit: Int) async throws -> Data {
    try Task.checkCancellation()
    let task = session.dataTask(with: request)
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        transfers.begin(task, limit: limit, continuation: continuation)
        if Task.isCancelled {
          transfers.end(task, with: .failure(CancellationError()))
        } else {
          task.resume()
        }
      }
    } onCancel: {
      // NB: `URLSessionTask.cancel()` waits for the session's work queue. Called right here,
      // under the Swift task's cancellation lock, it deadlocks whenever that queue is busy
      // finishing this same task, so it runs elsewhere.
      DispatchQueue.global().async { task.cancel() }
    }
  }
}
