import Dependencies
import Foundation
import NumberFacts

extension NumberFactClient: DependencyKey {
  /// Facts from number-trivia.com; `main.swift` swaps in ``live(baseURL:timeout:)`` with the base
  /// URL from ``NumberFactBaseURL/resolve(flag:environment:)``.
  package static let liveValue = NumberFactClient.live()

  /// The most bytes a fact may have; a longer answer is not a fact.
  static let maximumAnswerSize = 64 * 1024

  /// A client that asks `GET {baseURL}/{number}/trivia` with `Accept: text/plain` and returns the
  /// answer trimmed of surrounding whitespace.
  ///
  /// Fails with a ``NumberFactError`` for a status outside 200–299, an answer over 64 KiB, one
  /// that is empty or not UTF-8, no answer within `timeout`, no connection, or no libcurl on this
  /// machine; with `CancellationError` as soon as the calling task is cancelled (the request is
  /// cancelled too).
  ///
  /// ```swift
  /// let client = NumberFactClient.live(baseURL: try NumberFactBaseURL.resolve(
  ///   flag: options.factsURL, environment: ProcessInfo.processInfo.environment
  /// ))
  /// ```
  package static func live(
    baseURL: URL = NumberFactBaseURL.default,
    timeout: Duration = .seconds(5)
  ) -> Self {
    live(baseURL: baseURL, timeout: timeout, transport: .shared)
  }

  /// ``live(baseURL:timeout:)`` on `transport`.
  static func live(baseURL: URL, timeout: Duration, transport: NumberFactTransport) -> Self {
    Self { number in
      let url = url(for: number, baseURL: baseURL)
      let body = try await withDeadline(timeout) {
        do {
          return try await transport.data(
            from: url, accept: "text/plain", timeout: timeout, limit: maximumAnswerSize
          )
        } catch let error as CurlError where error.isTimeout {
          throw NumberFactError.timedOut(after: timeout)
        } catch let error as CurlError {
          throw NumberFactError.unreachable(host: host(of: baseURL), reason: error.shortReason)
        }
      }
      return try fact(from: body)
    }
  }

  /// `{baseURL}/{number}/trivia`, keeping any path prefix of `baseURL`.
  package static func url(for number: Int, baseURL: URL) -> URL {
    baseURL.appending(path: String(number)).appending(path: "trivia")
  }

  /// The host and any explicit port, as a person would type them: `127.0.0.1:8080`, `[::1]:80`.
  private static func host(of url: URL) -> String {
    let host =
      url.host.map { $0.contains(":") && !$0.hasPrefix("[") ? "[\($0)]" : $0 }
      ?? url.absoluteString
    return url.port.map { "\(host):\($0)" } ?? host
  }

  private static func fact(from body: [UInt8]) throws(NumberFactError) -> String {
    guard let text = String(validating: body, as: UTF8.self) else { throw .notUTF8 }
    let fact = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !fact.isEmpty else { throw .empty }
    return fact
  }

  /// Runs `operation`, failing with ``NumberFactError/timedOut(after:)`` once `timeout` has
  /// passed; the operation is cancelled then, and on any other way out.
  private static func withDeadline<Value: Sendable>(
    _ timeout: Duration, _ operation: @escaping @Sendable () async throws -> Value
  ) async throws -> Value {
    try await withThrowingTaskGroup(of: Value.self) { group in
      group.addTask(operation: operation)
      group.addTask {
        try await Task.sleep(for: timeout)
        throw NumberFactError.timedOut(after: timeout)
      }
      defer { group.cancelAll() }
      guard let value = try await group.next() else { throw CancellationError() }
      return value
    }
  }
}
