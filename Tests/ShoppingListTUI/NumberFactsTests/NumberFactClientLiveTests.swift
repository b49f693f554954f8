import Foundation
import TestSupport
import Testing

@testable import NumberFacts
@testable import NumberFactsLive

/// The live client against a real HTTP server on 127.0.0.1.
@Suite(.hangWatchdog(.seconds(120)))
struct NumberFactClientLiveTests {
  @Test func fetchesTheTrimmedFactWithAPlainTextGet() async throws {
    try await FactServer.run { _ in .text("  42 is the answer.\n") } operation: { server in
      let fact = try await patientClient(server.baseURL).fetch(42)

      #expect(fact == "42 is the answer.")
      #expect(server.requests == [FactServer.Request(path: "/42/trivia", accept: "text/plain")])
    }
  }

  @Test(arguments: [404, 500, 503, 301])
  func failsWithTheStatusOutside2xx(status: Int) async throws {
    try await FactServer.run { _ in .status(status) } operation: { server in
      await #expect(throws: NumberFactError.status(status)) {
        try await patientClient(server.baseURL).fetch(1)
      }
    }
  }

  @Test func failsAsSoonAsTheStatusArrives() async throws {
    let head = FactServer.Reply.stalledAfterHead(status: 404, announcing: 100)
    try await FactServer.run { _ in head } operation: { server in
      let client = NumberFactClient.live(baseURL: server.baseURL, timeout: .seconds(50))

      await #expect(throws: NumberFactError.status(404)) { try await client.fetch(1) }
    }
  }

  @Test func failsAsSoonAsTheAnswerAnnouncesMoreThan64KiB() async throws {
    let head = FactServer.Reply.stalledAfterHead(announcing: 64 * 1024 + 1)
    try await FactServer.run { _ in head } operation: { server in
      let client = NumberFactClient.live(baseURL: server.baseURL, timeout: .seconds(50))

      await #expect(throws: NumberFactError.tooLarge(limit: 64 * 1024)) {
        try await client.fetch(1)
      }
    }
  }

  @Test func failsWhenTheAnswerComesAfterTheTimeout() async throws {
    let late = FactServer.Reply.text("too late").delayed(by: .seconds(30))
    try await FactServer.run { _ in late } operation: { server in
      let client = NumberFactClient.live(baseURL: server.baseURL, timeout: .seconds(1))

      await #expect(throws: NumberFactError.timedOut(after: .seconds(1))) {
        try await client.fetch(1)
      }
    }
  }

  @Test func waitsForASlowAnswerWithinTheTimeout() async throws {
    let soon = FactServer.Reply.text("in time").delayed(by: .milliseconds(100))
    try await FactServer.run { _ in soon } operation: { server in
      let fact = try await patientClient(server.baseURL).fetch(1)

      #expect(fact == "in time")
    }
  }

  /// The loopback server itself never gives up on a reply: in a full test run a reply can wait
  /// in the queue for longer than FlyingFox's default 15 s, which answered 500 instead.
  @Test func aReplyLaterThanFifteenSecondsStillArrives() async throws {
    let late = FactServer.Reply.text("late, but here").delayed(by: .seconds(16))
    try await FactServer.run { _ in late } operation: { server in
      let fact = try await patientClient(server.baseURL).fetch(1)

      #expect(fact == "late, but here")
    }
  }

  @Test func cancellingTheTaskCancelsTheRequestInFlight() async throws {
    try await FactServer.run { _ in .stalled } operation: { server in
      let client = NumberFactClient.live(baseURL: server.baseURL, timeout: .seconds(50))
      let fetch = Task { try await client.fetch(7) }
      await server.waitForRequests(count: 1)

      let clock = ContinuousClock()
      let cancelled = clock.now
      fetch.cancel()

      await #expect(throws: CancellationError.self) { try await fetch.value }
      // NB: below the 50 s timeout, with room for the queue of a full test run: the request
      // ended because it was cancelled.
      #expect(clock.now - cancelled < .seconds(40))
    }
  }

  @Test func anAlreadyCancelledTaskSendsNothing() async throws {
    try await FactServer.run { _ in .text("unseen") } operation: { server in
      let client = patientClient(server.baseURL)

      let fetch = Task {
        withUnsafeCurrentTask { $0?.cancel() }
        return try await client.fetch(7)
      }

      await #expect(throws: CancellationError.self) { try await fetch.value }
      #expect(server.requests.isEmpty)
    }
  }

  @Test func acceptsAnAnswerOfExactly64KiB() async throws {
    let body = String(repeating: "a", count: 64 * 1024)
    try await FactServer.run { _ in .text(body) } operation: { server in
      let fact = try await patientClient(server.baseURL).fetch(1)

      #expect(fact == body)
    }
  }

  @Test(arguments: [64 * 1024 + 1, 4 * 1024 * 1024])
  func failsForAnAnswerOver64KiB(size: Int) async throws {
    let body = FactServer.Reply.bytes(Data(repeating: UInt8(ascii: "a"), count: size))
    try await FactServer.run { _ in body } operation: { server in
      await #expect(throws: NumberFactError.tooLarge(limit: 64 * 1024)) {
        try await patientClient(server.baseURL).fetch(1)
      }
    }
  }

  @Test func stopsReadingAnEndlessAnswer() async throws {
    try await FactServer.run { _ in .endless } operation: { server in
      let client = NumberFactClient.live(baseURL: server.baseURL, timeout: .seconds(50))

      await #expect(throws: NumberFactError.tooLarge(limit: 64 * 1024)) {
        try await client.fetch(1)
      }
    }
  }

  @Test func failsForAnAnswerThatIsNotUTF8() async throws {
    try await FactServer.run { _ in .bytes(Data([0x34, 0x32, 0xFF, 0xFE])) } operation: { server in
      await #expect(throws: NumberFactError.notUTF8) {
        try await patientClient(server.baseURL).fetch(1)
      }
    }
  }

  @Test(arguments: ["", " \n\t "] as [ArgumentText])
  func failsForAnEmptyAnswer(body: ArgumentText) async throws {
    try await FactServer.run { _ in .text(body.value) } operation: { server in
      await #expect(throws: NumberFactError.empty) {
        try await patientClient(server.baseURL).fetch(1)
      }
    }
  }

  @Test(arguments: ["/facts", "/facts/", "/v1/number%20facts"])
  func honoursTheBaseURLsPathPrefix(prefix: String) async throws {
    try await FactServer.run(pathPrefix: prefix) { _ in .text("fact") } operation: { server in
      _ = try await patientClient(server.baseURL).fetch(42)

      let expected = prefix.hasSuffix("/") ? "\(prefix)42/trivia" : "\(prefix)/42/trivia"
      #expect(server.requests.map(\.path) == [expected.removingPercentEncoding])
    }
  }

  @Test(arguments: [0, -1, -42, Int.max, Int.min])
  func asksForNegativeAndExtremeNumbers(number: Int) async throws {
    let server = try await FactServer.start(facts: [number: "\(number) is a number."])
    let client = patientClient(server.baseURL)
    let fact = await Result { try await client.fetch(number) }
    await server.stop()

    #expect(try fact.get() == "\(number) is a number.")
    #expect(server.requests.map(\.path) == ["/\(number)/trivia"])
  }

  @Test func failsWhenNothingListens() async throws {
    let port = try ClosedPort()
    defer { port.release() }
    let baseURL = try #require(URL(string: "http://127.0.0.1:\(port.number)"))

    await #expect(
      throws: NumberFactError.unreachable(
        host: "127.0.0.1:\(port.number)", reason: "no server accepted the connection"
      )
    ) {
      try await patientClient(baseURL).fetch(1)
    }
  }

  @Test func failsWithoutSendingWhenLibcurlIsMissing() async throws {
    try await FactServer.run { _ in .text("unseen") } operation: { server in
      let transport = NumberFactTransport { CurlLibrary.load("libshopping-list-absent.so.4") }
      let client = NumberFactClient.live(
        baseURL: server.baseURL, timeout: .seconds(50), transport: transport
      )

      await #expect(
        throws: NumberFactError.unavailable(
          reason: "the app could not load libcurl (libshopping-list-absent.so.4: cannot open "
            + "shared object file: No such file or directory)"
        )
      ) {
        try await client.fetch(1)
      }
      #expect(server.requests.isEmpty)
    }
  }

  /// A live client whose deadline is far beyond any answer here, for tests about what the answer
  /// means rather than how long it took (the timeout has tests of its own).
  ///
  /// NB: while a `TestStore` in another test is alive, every task in the process runs on the main
  /// thread; a long main-actor test beside this suite can then stall the loopback server for
  /// seconds, and the production 5 s deadline would turn a 404 into a timeout.
  private func patientClient(_ baseURL: URL) -> NumberFactClient {
    .live(baseURL: baseURL, timeout: .seconds(50))
  }
}
