import Architecture

/// The "Dependencies" and "Testing" articles' feature: asks a price for a name.
@Reducer
struct PriceCheck {
  struct State: Equatable {
    var name = ""
    var cents: Int?
    var failed = false
  }

  enum Action: Equatable {
    case checkKeyPressed
    case priceResponse(Int)
    case priceFailed
  }

  @Dependency(\.priceClient) var priceClient

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .checkKeyPressed:
        state.failed = false
        return .run { [name = state.name] send in
          await send(.priceResponse(try await priceClient.price(name)))
        } catch: { _, send in
          await send(.priceFailed)
        }
      case .priceResponse(let cents):
        state.cents = cents
        return .none
      case .priceFailed:
        state.failed = true
        return .none
      }
    }
  }
}
