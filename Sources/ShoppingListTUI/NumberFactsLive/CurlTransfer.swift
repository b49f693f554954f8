import CCurl
import Dependencies
import Foundation
import NumberFacts

/// One GET through libcurl's multi interface, run by ``run()`` on a thread of its own so that
/// waiting for the server never holds a Swift concurrency thread. ``cancel()``, from any thread,
/// ends it at once: `curl_multi_wakeup` interrupts the wait.
///
/// The answer is checked as it streams in: a status outside 2xx or a `Content-Length` over the
/// limit stops the transfer as soon as the head has arrived, and a body stops at the limit
/// without ever being held whole.
final class CurlTransfer: @unchecked Sendable {
  // NB: @unchecked: the handles and the answer are touched only by `run()` and the callbacks
  // libcurl makes inside it, on one thread; `cancel()` only sets a locked flag and wakes libcurl,
  // which curl_multi_wakeup allows from any thread.

  private let curl: UnsafePointer<cc_library>
  private let easy: OpaquePointer
  private let multi: OpaquePointer
  private let headers: OpaquePointer?
  private let limit: Int
  private let cancelled = LockIsolated(false)

  private var body: [UInt8] = []
  private var announcedLength: Int?
  /// Why the transfer was stopped early, if it was.
  private var failure: NumberFactError?

  /// A transfer of `url` with `Accept: {accept}`, that fails once `timeout` has passed or the
  /// answer passes `limit` bytes. Throws a ``CurlError`` when libcurl cannot set it up.
  init(
    _ library: CurlLibrary, url: URL, accept: String, timeout: Duration, limit: Int
  ) throws(CurlError) {
    curl = library.functions
    guard let easy = cc_easy_init(curl) else { throw CurlError(code: -1, message: "no handle") }
    guard let multi = cc_multi_init(curl) else {
      cc_easy_cleanup(curl, easy)
      throw CurlError(code: -1, message: "no multi handle")
    }
    self.easy = easy
    self.multi = multi
    self.limit = limit
    headers = cc_slist_append(curl, nil, "Accept: \(accept)")
    let context = Unmanaged.passUnretained(self).toOpaque()
    let milliseconds =
      timeout.components.seconds * 1000
      + timeout.components.attoseconds / 1_000_000_000_000_000
    // NB: libcurl copies the URL; NOSIGNAL keeps it from timing name lookups with SIGALRM,
    // which a process with threads must not have.
    let results = [
      cc_setopt_pointer(curl, easy, CC_OPT_URL, url.absoluteString),
      cc_setopt_pointer(curl, easy, CC_OPT_HTTPHEADER, UnsafeRawPointer(headers)),
      cc_setopt_long(curl, easy, CC_OPT_NOSIGNAL, 1),
      cc_setopt_long(curl, easy, CC_OPT_TIMEOUT_MS, Int(max(1, milliseconds))),
      cc_setopt_callback(curl, easy, CC_OPT_HEADERFUNCTION, Self.receiveHeader),
      cc_setopt_pointer(curl, easy, CC_OPT_HEADERDATA, context),
      cc_setopt_callback(curl, easy, CC_OPT_WRITEFUNCTION, Self.receiveBody),
      cc_setopt_pointer(curl, easy, CC_OPT_WRITEDATA, context),
    ]
    if let code = results.first(where: { $0 != CC_E_OK }) {
      throw CurlError(code: code, message: String(cString: cc_easy_strerror(curl, code)))
    }
  }

  deinit {
    cc_multi_cleanup(curl, multi)
    cc_easy_cleanup(curl, easy)
    cc_slist_free_all(curl, headers)
  }

  /// Performs the transfer and returns the body of a 2xx answer, a ``NumberFactError`` for an
  /// answer that cannot be a fact, a ``CurlError`` for a failed transfer or `CancellationError`.
  /// Blocks until then; call it once.
  func run() -> Result<[UInt8], any Error> {
    guard cc_multi_add_handle(curl, multi, easy) == CC_M_OK else {
      return .failure(CurlError(code: -1, message: "the transfer could not start"))
    }
    defer { _ = cc_multi_remove_handle(curl, multi, easy) }
    var running: Int32 = 1
    while true {
      if cancelled.value { return .failure(CancellationError()) }
      let performed = cc_multi_perform(curl, multi, &running)
      if performed != CC_M_OK { return .failure(multiError(performed)) }
      if let message = cc_multi_info_read(curl, multi), message.pointee.msg == CC_MSG_DONE {
        return outcome(message.pointee.data.result)
      }
      // NB: returns as soon as a socket is ready, libcurl's own timeout is due or `cancel()`
      // wakes it; 1,000 ms is only the longest wait.
      let polled = cc_multi_poll(curl, multi, 1000)
      if polled != CC_M_OK { return .failure(multiError(polled)) }
    }
  }

  /// Makes ``run()`` return `CancellationError` as soon as it can, or at once if it has not begun.
  func cancel() {
    cancelled.setValue(true)
    _ = cc_multi_wakeup(curl, multi)
  }

  private func outcome(_ code: cc_code) -> Result<[UInt8], any Error> {
    if let failure { return .failure(failure) }
    guard code == CC_E_OK else {
      var systemError = 0
      _ = cc_getinfo_long(curl, easy, CC_INFO_OS_ERRNO, &systemError)
      return .failure(
        CurlError(
          code: code, systemError: Int32(truncatingIfNeeded: systemError),
          message: String(cString: cc_easy_strerror(curl, code))
        )
      )
    }
    if let failure = headFailure() { return .failure(failure) }
    return .success(body)
  }

  private func multiError(_ code: cc_mcode) -> CurlError {
    CurlError(code: -1, message: String(cString: cc_multi_strerror(curl, code)))
  }

  /// Why an answer whose head has just ended cannot be a fact, if it cannot.
  private func headFailure() -> NumberFactError? {
    var status = 0
    _ = cc_getinfo_long(curl, easy, CC_INFO_RESPONSE_CODE, &status)
    if !(200..<300).contains(status) { return .status(status) }
    if let announcedLength, announcedLength > limit { return .tooLarge(limit: limit) }
    return nil
  }

  /// Notes `Content-Length` and checks the head when its blank line arrives.
  private func header(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    let text = String(decoding: line, as: UTF8.self)
    if text.hasPrefix("HTTP/") {
      announcedLength = nil
    } else if text == "\r\n" || text == "\n" {
      var status = 0
      _ = cc_getinfo_long(curl, easy, CC_INFO_RESPONSE_CODE, &status)
      // NB: a 1xx head (100 Continue) comes before the real one.
      guard !(100..<200).contains(status) else { return true }
      failure = headFailure()
    } else if let colon = text.firstIndex(of: ":"),
      text[..<colon].lowercased() == "content-length"
    {
      let value = text[text.index(after: colon)...]
      announcedLength = Int(value.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    return failure == nil
  }

  /// Keeps `chunk` unless the body would pass the limit.
  private func receive(_ chunk: UnsafeBufferPointer<UInt8>) -> Bool {
    guard failure == nil else { return false }
    guard body.count + chunk.count <= limit else {
      failure = .tooLarge(limit: limit)
      body = []
      return false
    }
    body.append(contentsOf: chunk)
    return true
  }

  private static let receiveHeader: cc_data_callback = { data, size, count, context in
    deliver(data, size * count, context) { $0.header($1) }
  }

  private static let receiveBody: cc_data_callback = { data, size, count, context in
    deliver(data, size * count, context) { $0.receive($1) }
  }

  /// Hands libcurl's bytes to the transfer behind `context`; returning anything but `length`
  /// makes libcurl stop the transfer.
  private static func deliver(
    _ data: UnsafeMutablePointer<CChar>?, _ length: Int, _ context: UnsafeMutableRawPointer?,
    _ handle: (CurlTransfer, UnsafeBufferPointer<UInt8>) -> Bool
  ) -> Int {
    guard let context else { return 0 }
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
    let bytes =
      UnsafeRawPointer(data).map {
        UnsafeBufferPointer(start: $0.assumingMemoryBound(to: UInt8.self), count: length)
      } ?? UnsafeBufferPointer(start: nil, count: 0)
    return handle(transfer, bytes) ? length : 0
  }
}
