import Dependencies

/// Fetches a sentence about a number, so the counter can show facts without knowing where they
/// come from (number-trivia.com in the app, a stub in reducer tests).
///
/// ```swift
/// @Dependency(\.numberFact) var numberFact
/// let fact = try await numberFact.fetch(42)
/// ```
package struct NumberFactClient: Sendable {
  /// A fact about `number`; throws a ``NumberFactError`` on failure, `CancellationError` when the
  /// calling task is cancelled.
  package var fetch: @Sendable (_ number: Int) async throws -> String

  /// A client that answers with `fetch`.
  package init(fetch: @escaping @Sendable (_ number: Int) async throws -> String) {
    self.fetch = fetch
  }
}

extension NumberFactClient: TestDependencyKey {
  /// Reports an issue when a test reaches the network without saying what it should answer.
  package static let testValue = NumberFactClient(fetch: unimplemented("NumberFactClient.fetch"))
}

extension DependencyValues {
  /// Where the counter's number facts come from.
  package var numberFact: NumberFactClient {
    get { self[NumberFactClient.self] }
    set { self[NumberFactClient.self] = newValue }
  }
}
