import ArgumentParser
import Foundation

/// Validates the base URL of the facts service given with `--facts-url` or
/// `SHOPPING_LIST_FACTS_URL`, so a typo is reported at start-up rather than as a failed fetch.
enum FactsURL {
  /// The environment variable that sets the URL when `--facts-url` is not given.
  static let environmentVariable = "SHOPPING_LIST_FACTS_URL"

  /// An `http` or `https` URL with a host, e.g. `http://127.0.0.1:8080`.
  static func parse(_ text: String) throws -> URL {
    guard
      let url = URL(string: text),
      let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
      let host = url.host, !host.isEmpty
    else {
      throw ValidationError("'\(text)' is not an http:// or https:// URL with a host")
    }
    return url
  }
}
