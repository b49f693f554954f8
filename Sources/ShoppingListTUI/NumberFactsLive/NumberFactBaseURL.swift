import NumberFacts
import Foundation

/// Where live number facts come from: `--facts-url`, else `SHOPPING_LIST_FACTS_URL`, else
/// number-trivia.com. Resolved once at launch, so a typo stops the app with a clear message
/// instead of failing every fetch.
package enum NumberFactBaseURL {
  /// The environment variable consulted when there is no `--facts-url` flag.
  package static let environmentVariable = "SHOPPING_LIST_FACTS_URL"

  /// `http://number-trivia.com`, the successor of the retired numbersapi.com.
  package static let `default`: URL = {
    guard let url = URL(string: "http://number-trivia.com") else {
      preconditionFailure("The default number-fact URL literal is malformed.")
    }
    return url
  }()

  /// The base URL to fetch facts from, given the `--facts-url` value (if any), the process
  /// environment and the configuration file's URL (if any), in that order of precedence. An
  /// empty environment variable counts as unset.
  ///
  /// ```swift
  /// try NumberFactBaseURL.resolve(flag: nil, environment: [:])  // http://number-trivia.com
  /// try NumberFactBaseURL.resolve(flag: "http://127.0.0.1:8080/facts", environment: [:])
  /// ```
  package static func resolve(
    flag: String?, environment: [String: String], configured: URL? = nil
  ) throws(InvalidNumberFactURL) -> URL {
    if let flag {
      return try parse(flag, source: .flag)
    }
    if let value = environment[environmentVariable], !value.isEmpty {
      return try parse(value, source: .environment)
    }
    return configured ?? self.default
  }

  /// `text` as a base URL for facts, or why it is not one (`source` says where it came from).
  package static func parse(
    _ text: String, source: InvalidNumberFactURL.Source
  ) throws(InvalidNumberFactURL) -> URL {
    func invalid(_ reason: String) -> InvalidNumberFactURL {
      InvalidNumberFactURL(source: source, value: text, reason: reason)
    }
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { throw invalid("it is empty") }
    guard let components = URLComponents(string: trimmed), let url = components.url else {
      throw invalid("it is not a valid URL")
    }
    guard let scheme = components.scheme?.lowercased(), ["http", "https"].contains(scheme) else {
      throw invalid("it must start with http:// or https://")
    }
    guard let host = components.host, !host.isEmpty else {
      throw invalid("it has no host name")
    }
    guard components.query == nil, components.fragment == nil else {
      throw invalid("it must not have a query (?…) or a fragment (#…)")
    }
    return url
  }
}
