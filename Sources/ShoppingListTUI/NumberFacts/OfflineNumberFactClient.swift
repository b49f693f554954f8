import Dependencies

/// Picks one of the facts ``OfflineNumberFacts`` knows about a number, so asking twice can
/// teach something new; the choice comes from `\.withRandomNumberGenerator`, so tests can seed it.
package struct OfflineNumberFactClient: Sendable {
  /// Returns one true sentence about `number`.
  package var fact: @Sendable (_ number: Int) -> String

  /// A client that answers with `fact`.
  package init(fact: @escaping @Sendable (_ number: Int) -> String) {
    self.fact = fact
  }
}

extension OfflineNumberFactClient: DependencyKey {
  /// A fact chosen by the current `\.withRandomNumberGenerator`.
  package static let liveValue = OfflineNumberFactClient { number in
    @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator
    let facts = OfflineNumberFacts.facts(about: number)
    let index = withRandomNumberGenerator { Int.random(in: facts.indices, using: &$0) }
    return facts[index]
  }

  // NB: the facts are pure; the only thing a test must control is the generator, and
  // `\.withRandomNumberGenerator` already reports an issue when a test leaves it unset.
  package static let testValue = liveValue
}

extension DependencyValues {
  /// Facts computed from the number itself, for when the network is off or fails.
  package var offlineNumberFact: OfflineNumberFactClient {
    get { self[OfflineNumberFactClient.self] }
    set { self[OfflineNumberFactClient.self] = newValue }
  }
}
