import Architecture
import Foundation
import IssueCapture
import TestSupport
import Testing

@testable import NumberFacts
@testable import NumberFactsLive

struct NumberFactClientTests {
  @Test func theTestValueReportsAnUnimplementedFetch() async {
    let issues = await captureIssues {
      await #expect(throws: UnimplementedFailure.self) {
        try await NumberFactClient.testValue.fetch(42)
      }
    }
    #expect(
      issues.map(\.message) == [
        """
        Unimplemented: NumberFactClient.fetch …

          Defined in 'NumberFactClient' at:
            NumberFacts/NumberFactClient.swift:23

          Invoked with:
            42
        """
      ]
    )
  }

  @Test func isADependency() async throws {
    let fact = try await withDependencies {
      $0.numberFact.fetch = { "\($0) is a stub." }
    } operation: {
      @Dependency(\.numberFact) var numberFact
      return try await numberFact.fetch(7)
    }
    #expect(fact == "7 is a stub.")
  }

  @Test(arguments: [
    ("http://number-trivia.com", 42, "http://number-trivia.com/42/trivia"),
    ("http://number-trivia.com/", 42, "http://number-trivia.com/42/trivia"),
    ("http://127.0.0.1:8080/facts", -42, "http://127.0.0.1:8080/facts/-42/trivia"),
    ("http://127.0.0.1:8080/facts/", 0, "http://127.0.0.1:8080/facts/0/trivia"),
    ("https://h/a%20b", Int.min, "https://h/a%20b/-9223372036854775808/trivia"),
    ("https://h", Int.max, "https://h/9223372036854775807/trivia"),
  ])
  func asksForTriviaUnderTheBaseURL(base: String, number: Int, expected: String) throws {
    let baseURL = try #require(URL(string: base))
    #expect(NumberFactClient.url(for: number, baseURL: baseURL).absoluteString == expected)
  }
}
