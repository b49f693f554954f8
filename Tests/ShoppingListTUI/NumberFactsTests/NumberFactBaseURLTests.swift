import Foundation
import TestSupport
import Testing

@testable import NumberFacts
@testable import NumberFactsLive

struct NumberFactBaseURLTests {
  private let variable = "SHOPPING_LIST_FACTS_URL"

  @Test func defaultsToNumberTrivia() throws {
    let url = try NumberFactBaseURL.resolve(flag: nil, environment: ["HOME": "/root"])
    #expect(url.absoluteString == "http://number-trivia.com")
  }

  @Test func usesTheEnvironmentWithoutAFlag() throws {
    let url = try NumberFactBaseURL.resolve(
      flag: nil, environment: [variable: "http://127.0.0.1:8080/facts"]
    )
    #expect(url.absoluteString == "http://127.0.0.1:8080/facts")
  }

  @Test func theFlagWinsOverTheEnvironment() throws {
    let url = try NumberFactBaseURL.resolve(
      flag: " https://facts.example/v1/ ", environment: [variable: "http://127.0.0.1:8080"]
    )
    #expect(url.absoluteString == "https://facts.example/v1/")
  }

  @Test func anEmptyEnvironmentVariableCountsAsUnset() throws {
    let url = try NumberFactBaseURL.resolve(flag: nil, environment: [variable: ""])
    #expect(url == NumberFactBaseURL.default)
  }

  @Test(arguments: [
    ("", "it is empty"),
    ("   ", "it is empty"),
    ("http://exa mple.com", "it is not a valid URL"),
    ("number-trivia.com", "it must start with http:// or https://"),
    ("ftp://number-trivia.com", "it must start with http:// or https://"),
    ("http://", "it has no host name"),
    ("http:///facts", "it has no host name"),
    ("http://127.0.0.1:8080/facts?n=1", "it must not have a query (?…) or a fragment (#…)"),
    ("http://127.0.0.1:8080/facts#top", "it must not have a query (?…) or a fragment (#…)"),
  ])
  func rejectsAnUnusableFlag(value: String, reason: String) {
    #expect(
      throws: InvalidNumberFactURL(source: .flag, value: value, reason: reason)
    ) {
      try NumberFactBaseURL.resolve(flag: value, environment: [:])
    }
  }

  @Test func rejectsAnUnusableEnvironmentVariable() {
    #expect(
      throws: InvalidNumberFactURL(
        source: .environment, value: "gopher://x", reason: "it must start with http:// or https://"
      )
    ) {
      try NumberFactBaseURL.resolve(flag: nil, environment: [variable: "gopher://x"])
    }
  }

  @Test func explainsTheMistakeAndTheFix() {
    let flag = InvalidNumberFactURL(source: .flag, value: "ftp://x", reason: "it is wrong")
    let environment = InvalidNumberFactURL(source: .environment, value: "", reason: "it is empty")

    #expect(
      flag.description == """
        Invalid --facts-url "ftp://x": it is wrong. Give a base URL such as \
        http://number-trivia.com or http://127.0.0.1:8080/facts.
        """
    )
    #expect(environment.description.hasPrefix(#"Invalid SHOPPING_LIST_FACTS_URL "": it is empty."#))
  }
}
