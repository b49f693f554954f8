import Dependencies

/// Picks one of the facts ``OfflineNumberFacts`` knows about a number, so asking twice can
/// teach something new; the choice comes from `\.withRandomNumberGenerator`, so tests can seed it.
struct OfflineNumberFactClient: Sendable {
  /// Returns one true sentence about `number`.
  var fact: @Sendable (_ number: Int) -> String
}

extension OfflineNumberFactClient: DependencyKey {
  /// A fact chosen by the current `\.withRandomNumberGenerator`.
  static let liveValue = OfflineNumberFactClient { number in
    @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator
    let facts = OfflineNumberFacts.facts(about: number)
    let index = withRandomNumberGenerator { Int.random(in: facts.indices, using: &$0) }
    return facts[index]
  }

  // NB: the facts are pure; the only thing a test must control is the generator, and
  // `\.withRandomNumberGenerator` already reports an issue when a test leaves it unset.
  static let testValue = liveValue
}

extension DependencyValues {
  /// Facts computed from the number itself, for when the network is off or fails.
  var offlineNumberFact: OfflineNumberFactClient {
    get { self[OfflineNumberFactClient.self] }
    set { self[OfflineNumberFactClient.self] = newValue }
  }
}
