import Architecture
import Testing

/// The "Testing" and "Dependencies" articles' tests of ``PriceCheck``.
@MainActor
struct PriceCheckTests {
  struct Unavailable: Error {}

  @Test func showsThePrice() async {
    let store = TestStore(initialState: PriceCheck.State(name: "milk")) {
      PriceCheck()
    } withDependencies: {
      $0.priceClient.price = { _ in 129 }
    }
    await store.send(.checkKeyPressed)
    await store.receive(\.priceResponse) { $0.cents = 129 }
  }

  @Test func saysWhenThePriceCannotBeHad() async {
    let store = TestStore(initialState: PriceCheck.State(name: "milk")) {
      PriceCheck()
    } withDependencies: {
      $0.priceClient.price = { _ in throw Unavailable() }
    }
    await store.send(.checkKeyPressed)
    await store.receive(.priceFailed) { $0.failed = true }

    store.dependencies.priceClient.price = { _ in 99 }
    await store.send(.checkKeyPressed) { $0.failed = false }
    await store.receive(.priceResponse(99)) { $0.cents = 99 }
  }

  @Test func onlyWhatMatters() async {
    let store = TestStore(initialState: PriceCheck.State(name: "milk")) {
      PriceCheck()
    } withDependencies: {
      $0.priceClient.price = { _ in 129 }
    }
    store.exhaustivity = .off
    await store.send(.checkKeyPressed)
    await store.skipReceivedActions()
    #expect(store.state.cents == 129)
  }

  @Test func aReducerCanSetItsOwnDependency() async {
    let store = Store(initialState: PriceCheck.State(name: "milk")) {
      PriceCheck()
        .dependency(\.priceClient, PriceClient { _ in 250 })
    }
    await store.send(.checkKeyPressed).finish()
    #expect(store.state.cents == 250)
  }
}
