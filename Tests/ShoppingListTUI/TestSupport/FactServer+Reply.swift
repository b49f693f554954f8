import FlyingFox
import Foundation


extension FactServer {
  /// A canned answer of the ``FactServer``.
  package struct Reply: Sendable {
    /// The bytes of an answer's body.
    package enum Body: Sendable {
      /// Exactly these bytes, with a `Content-Length`.
      case bytes(Data)
      /// Bytes without end, chunked and without a `Content-Length`.
      case endless
      /// A `Content-Length` of `announcing` bytes, then none of them until the client hangs up.
      case stalledAfterHead(announcing: Int)
    }

    package var status = 200
    package var headers = ["Content-Type": "text/plain; charset=utf-8"]
    package var body = Body.bytes(Data())
    /// How long to wait before answering.
    package var delay = Duration.zero

    /// 200 OK with `text` as UTF-8.
    package static func text(_ text: String) -> Self {
      Self(body: .bytes(Data(text.utf8)))
    }

    /// 200 OK with exactly these bytes.
    package static func bytes(_ data: Data) -> Self {
      Self(body: .bytes(data))
    }

    /// The status `code` with its number as the body.
    package static func status(_ code: Int) -> Self {
      Self(status: code, body: .bytes(Data("status \(code)".utf8)))
    }

    /// 200 OK streaming bytes until the client hangs up.
    package static let endless = Self(body: .endless)

    /// The status `code` and a `Content-Length` of `announcing` bytes, then nothing.
    package static func stalledAfterHead(status code: Int = 200, announcing count: Int) -> Self {
      Self(status: code, body: .stalledAfterHead(announcing: count))
    }

    /// Holds the answer back until the server stops or the client hangs up.
    package static let stalled = Self.text("too late").delayed(by: .seconds(3600))

    /// This answer, sent after `delay`.
    package func delayed(by delay: Duration) -> Self {
      var reply = self
      reply.delay = delay
      return reply
    }

    package func response() async throws -> HTTPResponse {
      try await Task.sleep(for: delay)
      let status = HTTPStatusCode(self.status, phrase: "Status \(self.status)")
      let headers = HTTPHeaders(
        Dictionary(uniqueKeysWithValues: self.headers.map { (HTTPHeader($0.key), $0.value) })
      )
      switch body {
      case let .bytes(data):
        return HTTPResponse(statusCode: status, headers: headers, body: data)
      case .endless:
        return HTTPResponse(
          statusCode: status, headers: headers, body: HTTPBodySequence(from: EndlessBytes())
        )
      case let .stalledAfterHead(count):
        let body = HTTPBodySequence(from: EndlessBytes(stalls: true), count: count)
        return HTTPResponse(statusCode: status, headers: headers, body: body)
      }
    }
  }
}
