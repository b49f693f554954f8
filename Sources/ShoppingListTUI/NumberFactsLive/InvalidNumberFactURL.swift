import NumberFacts
/// A `--facts-url` or `SHOPPING_LIST_FACTS_URL` that cannot serve as a base URL for facts; its
/// description names the setting, the value and the fix.
package struct InvalidNumberFactURL: Error, Equatable, Sendable, CustomStringConvertible {
  /// Where the value came from.
  package enum Source: Equatable, Sendable {
    case flag
    case environment
  }

  package var source: Source
  package var value: String
  package var reason: String

  package var description: String {
    let setting = switch source {
    case .flag: "--facts-url"
    case .environment: NumberFactBaseURL.environmentVariable
    }
    return "Invalid \(setting) \"\(value)\": \(reason). "
      + "Give a base URL such as http://number-trivia.com or http://127.0.0.1:8080/facts."
  }

  /// The `value` given through `source`, refused for `reason`.
  package init(source: Source, value: String, reason: String) {
    self.source = source
    self.value = value
    self.reason = reason
  }
}
