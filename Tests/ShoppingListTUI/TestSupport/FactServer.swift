import Architecture
import FlyingFox
import Foundation

/// A number-fact server on 127.0.0.1 for tests: real HTTP on an ephemeral port, canned replies,
/// and a record of every request, so the live client (and the real binary, through
/// `SHOPPING_LIST_FACTS_URL`) can be tested without the internet.
///
/// ```swift
/// let server = try await FactServer.start(facts: [2: "2 is the only even prime."])
/// let client = NumberFactClient.live(baseURL: server.baseURL)
/// #expect(try await client.fetch(2) == "2 is the only even prime.")
/// await server.stop()
/// ```
package struct FactServer: Sendable {
  /// Where the server answers, including the path prefix it was started with, e.g.
  /// `http://127.0.0.1:41237/facts`.
  package let baseURL: URL

  private let server: HTTPServer
  private let running: Task<Void, any Error>
  private let log: RequestLog

  /// Starts a server answering every request with `reply(request)`.
  ///
  /// - Parameters:
  ///   - pathPrefix: A path that ``baseURL`` ends with (e.g. `/facts`); the server itself
  ///     answers every path, so tests can see what was asked.
  ///   - reply: The answer to each request; it may suspend, as ``Reply/stalled`` does.
  package static func start(
    pathPrefix: String = "",
    reply: @escaping @Sendable (Request) async -> Reply
  ) async throws -> FactServer {
    let log = RequestLog()
    // NB: FlyingFox answers 500 for a reply that takes longer than its timeout, 15 s by default.
    // In a full test run every test starts at once on a 2-core machine, and a reply's task can
    // wait that long in the queue before it runs, so the server never gives up: the client's own
    // timeout and the hang watchdog decide how long is too long. (A day: FlyingFox turns the
    // timeout into whole nanoseconds, which `.infinity` would trap on.)
    let server = HTTPServer(
      address: try .inet(ip4: "127.0.0.1", port: 0),
      timeout: 86_400,
      logger: .disabled,
      handler: ClosureHTTPHandler { httpRequest in
        let request = Request(httpRequest)
        log.append(request)
        return try await reply(request).response()
      }
    )
    let running = Task { try await server.run() }
    do {
      // NB: FlyingFox gives up after 5 s by default, which a full test run on a loaded 2-core
      // machine can exceed before the server task is even scheduled; the hang watchdog still
      // stops a server that never listens.
      try await server.waitUntilListening(timeout: 60)
    } catch {
      running.cancel()
      throw error
    }
    guard case let .ip4(_, port)? = await server.listeningAddress,
      let baseURL = URL(string: "http://127.0.0.1:\(port)\(pathPrefix)")
    else {
      await server.stop()
      throw FactServerError.notListening
    }
    return FactServer(baseURL: baseURL, server: server, running: running, log: log)
  }

  /// Starts a server that answers `GET {pathPrefix}/{n}/trivia` with `facts[n]` as plain text and
  /// everything else with 404 Not Found.
  package static func start(
    facts: [Int: String], pathPrefix: String = ""
  ) async throws -> FactServer {
    try await start(pathPrefix: pathPrefix) { request in
      let fact = facts.first { number, _ in request.path == "\(pathPrefix)/\(number)/trivia" }
      return fact.map { .text($0.value) } ?? .status(404)
    }
  }

  /// Runs `operation` against a server started with `start(pathPrefix:reply:)` and stops the
  /// server afterwards, however `operation` ends.
  @discardableResult
  package static func run<Value>(
    pathPrefix: String = "",
    reply: @escaping @Sendable (Request) async -> Reply,
    operation: (FactServer) async throws -> Value
  ) async throws -> Value {
    let server = try await start(pathPrefix: pathPrefix, reply: reply)
    do {
      let value = try await operation(server)
      await server.stop()
      return value
    } catch {
      await server.stop()
      throw error
    }
  }

  /// Every request received so far, in order of arrival.
  package var requests: [Request] { log.requests }

  /// Returns once at least `count` requests have arrived, so a test can act while the server is
  /// holding a reply back.
  package func waitForRequests(count: Int = 1) async {
    await log.wait(count: count)
  }

  /// Closes the listening socket and every connection, cancelling replies in progress.
  package func stop() async {
    await server.stop(timeout: 0)
    _ = await running.result
  }
}

/// Why a ``FactServer`` could not start.
package enum FactServerError: Error {
  /// The server reported no IPv4 address after it began listening.
  case notListening
}
