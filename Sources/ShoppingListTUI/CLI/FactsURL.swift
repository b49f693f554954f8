import ArgumentParser
import Foundation

/// Validates the base URL of the facts service given with `--facts-url` or
/// `SHOPPING_LIST_FACTS_URL`, so a typo is reported at start-up rather than as a failed fetch.
enum FactsURL {
  /// The environment variable that sets the URL when `--facts-url` is not given.
  static let environmentVariable = "SHOPPING_LIST_FACTS_URL"

  /// An `http` or `https` URL with a host, e.g. `http://127.0.0.1:8080`.
  static func parse(_ text: String) throws(ValidationError) -> URL {
    guard
      let url = URL(string: text),
      let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
      let host = url.host, !host.isEmpty
    else {
      throw ValidationError("'\(text)' is not an http:// or https:// URL with a host")
    }
    return url
  }

  /// The URL set in the environment, if any; the error names the variable.
  static func fromEnvironment(_ environment: [String: String]) throws(ValidationError) -> URL? {
    guard let text = environment[environmentVariable], !text.isEmpty else { return nil }
    do {
      return try parse(text)
    } catch {
      throw ValidationError("\(environmentVariable): \(error.message)")
    }
  }
}
