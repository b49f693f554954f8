import FlyingFox


extension FactServer {
  /// What a client asked the ``FactServer``.
  package struct Request: Equatable, Sendable {
    package var method: String
    package var path: String
    /// The `Accept` header, if any.
    package var accept: String?

    package init(method: String = "GET", path: String, accept: String? = "text/plain") {
      self.method = method
      self.path = path
      self.accept = accept
    }

    package init(_ request: HTTPRequest) {
      self.init(
        method: request.method.rawValue,
        path: request.path,
        accept: request.headers[HTTPHeader("Accept")]
      )
    }
  }
}
