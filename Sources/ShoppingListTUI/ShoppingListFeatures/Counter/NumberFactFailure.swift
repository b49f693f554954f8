import NumberFacts

/// Why a number fact could not be had, as the short reason the fact alert shows; a plain value so
/// responses compare equal in tests whatever the client threw.
package struct NumberFactFailure: Error, Equatable, Sendable {
  /// A lowercase clause such as "the server answered 404 Not Found".
  package var reason: String

  /// A failure for `reason`.
  package init(reason: String) {
    self.reason = reason
  }

  /// The failure a fact client's error stands for: a ``NumberFactError``'s own words, or the
  /// system's description of anything else.
  package init(_ error: any Error) {
    reason = (error as? NumberFactError)?.description ?? error.localizedDescription
  }
}
