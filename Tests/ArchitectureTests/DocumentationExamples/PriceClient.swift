import Architecture

/// The "Dependencies" article's client: a struct of closures, with a live value.
struct PriceClient: Sendable {
  var price: @Sendable (_ name: String) async throws -> Int
}

extension PriceClient: DependencyKey {
  static let liveValue = PriceClient { name in
    // A real client would ask a shop's catalog; this one makes a price up.
    name.unicodeScalars.reduce(0) { $0 + Int($1.value) }
  }
}

extension DependencyValues {
  var priceClient: PriceClient {
    get { self[PriceClient.self] }
    set { self[PriceClient.self] = newValue }
  }
}
