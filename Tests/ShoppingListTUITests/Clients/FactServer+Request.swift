import FlyingFox

extension FactServer {
  /// What a client asked the ``FactServer``.
  struct Request: Equatable, Sendable {
    var method: String
    var path: String
    /// The `Accept` header, if any.
    var accept: String?

    init(method: String = "GET", path: String, accept: String? = "text/plain") {
      self.method = method
      self.path = path
      self.accept = accept
    }

    init(_ request: HTTPRequest) {
      self.init(
        method: request.method.rawValue,
        path: request.path,
        accept: request.headers[HTTPHeader("Accept")]
      )
    }
  }
}
