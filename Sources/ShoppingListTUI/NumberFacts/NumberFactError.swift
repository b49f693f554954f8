import Foundation

/// Why a live number fact could not be had, in words short enough for the counter's modal:
/// `Could not load a number fact :(` followed by the ``description``.
package enum NumberFactError: Error, Equatable, Sendable {
  /// The server answered with a status outside 200–299.
  case status(Int)
  /// No complete answer arrived within the time limit.
  case timedOut(after: Duration)
  /// The answer grew past the size limit, in bytes.
  case tooLarge(limit: Int)
  /// The answer's bytes are not valid UTF-8.
  case notUTF8
  /// The answer was empty or only whitespace.
  case empty
  /// The request never got an answer: the host, and why not.
  case unreachable(host: String, reason: String)
  /// No request can be made on this machine, and why not (no HTTP client library, for one).
  case unavailable(reason: String)
}

extension NumberFactError: CustomStringConvertible, LocalizedError {
  package var description: String {
    switch self {
    case let .status(code):
      let phrase = Self.reasonPhrases[code].map { " \($0)" } ?? ""
      return "the server answered \(code)\(phrase)"
    case let .timedOut(duration):
      return "the request timed out after \(Self.format(duration))"
    case let .tooLarge(limit):
      let size = limit.isMultiple(of: 1024) ? "\(limit / 1024) KiB" : "\(limit) bytes"
      return "the answer was larger than \(size)"
    case .notUTF8:
      return "the answer was not UTF-8 text"
    case .empty:
      return "the answer was empty"
    case let .unreachable(host, reason):
      return "could not reach \(host): \(reason)"
    case let .unavailable(reason):
      return reason
    }
  }

  package var errorDescription: String? { description }

  private static func format(_ duration: Duration) -> String {
    let milliseconds = duration.components.seconds * 1000
      + duration.components.attoseconds / 1_000_000_000_000_000
    return milliseconds.isMultiple(of: 1000) ? "\(milliseconds / 1000) s" : "\(milliseconds) ms"
  }

  /// The reason phrases of RFC 9110 for the statuses a fact server is likely to send.
  private static let reasonPhrases: [Int: String] = [
    204: "No Content", 300: "Multiple Choices", 301: "Moved Permanently", 302: "Found",
    303: "See Other", 304: "Not Modified", 307: "Temporary Redirect", 308: "Permanent Redirect",
    400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found",
    405: "Method Not Allowed", 406: "Not Acceptable", 408: "Request Timeout", 410: "Gone",
    429: "Too Many Requests", 500: "Internal Server Error", 501: "Not Implemented",
    502: "Bad Gateway", 503: "Service Unavailable", 504: "Gateway Timeout",
  ]
}
