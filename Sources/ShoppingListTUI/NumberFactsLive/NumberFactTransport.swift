import Foundation
import NumberFacts

/// The HTTP side of live number facts: libcurl, opened at run time, with each request on a thread
/// of its own, so a body is capped at a size limit without ever being buffered whole and
/// cancelling the calling Swift task cancels its request at once.
///
/// NB: not URLSession: FoundationNetworking brings the whole of swift-corelibs-foundation and a
/// link-time libcurl into the executable (BENCHMARKS.md, "Live facts without
/// FoundationNetworking").
struct NumberFactTransport: Sendable {
  /// The transport every live number-fact client shares, on the system's libcurl.
  static let shared = NumberFactTransport(library: { CurlLibrary.shared })

  private let library: @Sendable () -> Result<CurlLibrary, NumberFactError>

  /// A transport on the libcurl `library` opens, asked for on the first request.
  init(library: @escaping @Sendable () -> Result<CurlLibrary, NumberFactError>) {
    self.library = library
  }

  /// Sends `GET url` with `Accept: {accept}` and returns the body of a 2xx answer of at most
  /// `limit` bytes.
  ///
  /// Throws ``NumberFactError/status(_:)`` for any other status and
  /// ``NumberFactError/tooLarge(limit:)`` as soon as the answer announces or reaches more than
  /// `limit` bytes (the transfer stops then), ``NumberFactError/unavailable(reason:)`` when
  /// libcurl cannot be loaded, `CancellationError` when the calling task is cancelled (nothing is
  /// sent if it already was), and a ``CurlError`` for any transport failure, such as running out
  /// of `timeout`.
  func data(
    from url: URL, accept: String, timeout: Duration, limit: Int
  ) async throws -> [UInt8] {
    let library = try library().get()
    try Task.checkCancellation()
    let transfer = try CurlTransfer(
      library, url: url, accept: accept, timeout: timeout, limit: limit
    )
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        Thread.detachNewThread {
          continuation.resume(with: transfer.run())
        }
      }
    } onCancel: {
      transfer.cancel()
    }
  }
}
