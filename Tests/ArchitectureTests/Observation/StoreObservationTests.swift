import Architecture
import Testing

@MainActor
struct StoreObservationTests {
  @Reducer
  struct Shop {
    @ObservableState
    struct State: Equatable {
      var basket = Basket()
      var rows: IdentifiedArrayOf<Row> = []
      @Presents var checkout: Checkout.State?
    }

    enum Action {
      case countKeyPressed
      case titleChanged(String)
      case basketReplaced
      case rowCountKeyPressed
      case rowAdded
      case checkoutKeyPressed
      case checkout(PresentationAction<Checkout.Action>)
      case rows(IdentifiedActionOf<Checkout>)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .countKeyPressed:
          state.basket.count += 1
        case .titleChanged(let title):
          state.basket.title = title
        case .basketReplaced:
          state.basket = Basket(count: state.basket.count)
        case .rowCountKeyPressed:
          state.basket.row.count += 1
        case .rowAdded:
          state.rows.append(Row(id: state.rows.count + 1))
        case .checkoutKeyPressed:
          state.checkout = Checkout.State(id: 1)
        case .checkout, .rows:
          break
        }
        return .none
      }
      .ifLet(\.$checkout, action: \.checkout) { Checkout() }
    }
  }

  @Reducer
  struct Checkout {
    typealias State = Row

    enum Action { case countKeyPressed }

    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.count += 1
        return .none
      }
    }
  }

  @Reducer
  struct Till {
    @ObservableState
    struct State: Equatable {
      @Presents var destination: Destination.State?
    }

    enum Action {
      case receiptKeyPressed
      case destination(PresentationAction<Destination.Action>)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if case .receiptKeyPressed = action {
          state.destination = .receipt(Row(id: 2))
        }
        return .none
      }
      .ifLet(\.$destination, action: \.destination)
    }
  }

  @Reducer(state: .equatable)
  enum Destination {
    case checkout(Checkout)
    case receipt(Checkout)
  }

  @Test func aSendThatChangesATrackedPropertyNotifies() {
    let store = Store(initialState: Shop.State()) { Shop() }
    let count = Observed { _ = store.basket.count }

    store.send(.countKeyPressed)

    #expect(count.changed)
    #expect(store.basket.count == 1)
  }

  @Test func aSendThatChangesAnotherPropertyDoesNotNotify() {
    let store = Store(initialState: Shop.State()) { Shop() }
    let count = Observed { _ = store.basket.count }
    let state = Observed { _ = store.state }

    store.send(.titleChanged("Groceries"))
    store.send(.titleChanged("Groceries"))

    #expect(!count.changed)
    #expect(!state.changed)
  }

  @Test func replacingTheStateNotifiesThoseThatReadIt() {
    let store = Store(initialState: Basket(count: 2)) {
      Reduce<Basket, Void> { state, _ in
        state = Basket(count: state.count)
        return .none
      }
    }
    let state = Observed { _ = store.state }
    let count = Observed { _ = store.count }

    store.send(())

    #expect(state.changed)
    #expect(count.changed)
    #expect(store.count == 2)
  }

  @Test func changingTheCaseOfEnumStateNotifies() {
    let store = Store(initialState: Detail.empty) {
      Reduce<Detail, Void> { state, _ in
        state = .note("Oat milk")
        return .none
      }
    }
    let state = Observed { _ = store.state }

    store.send(())

    #expect(state.changed)
    #expect(store.state == .note("Oat milk"))
  }

  @Test func aScopedStoreNotifiesWhenItsStateChangesNotWhenTheRestOfItsParentDoes() {
    let store = Store(initialState: Shop.State()) { Shop() }
    let basketStore = store.scope(state: \.basket, action: \.self)
    let rowCount = Observed { _ = basketStore.row.count }
    let title = Observed { _ = basketStore.title }

    store.send(.checkoutKeyPressed)
    #expect(!rowCount.changed)
    #expect(!title.changed)

    store.send(.rowCountKeyPressed)
    #expect(rowCount.changed)
    // NB: as in TCA, a parent that mutates its child in place gives the child a new identity, so
    // whatever was read through the child's store is heard as changed.
    #expect(title.changed)
    #expect(basketStore.row.count == 1)
  }

  @Test func presentingOptionalStateNotifiesThoseThatScopedToIt() {
    let store = Store(initialState: Shop.State()) { Shop() }
    let checkout = Observed {
      _ = store.scope(state: \.checkout, action: \.checkout.presented)
    }
    #expect(store.scope(state: \.checkout, action: \.checkout.presented) == nil)

    store.send(.checkoutKeyPressed)

    #expect(checkout.changed)
    let checkoutStore = store.scope(state: \.checkout, action: \.checkout.presented)
    let presented = Observed {
      _ = store.scope(state: \.checkout, action: \.checkout.presented)
    }
    let count = Observed { _ = checkoutStore?.count }
    checkoutStore?.send(.countKeyPressed)
    #expect(count.changed)
    #expect(!presented.changed)
    #expect(checkoutStore?.count == 1)
  }

  @Test func dismissingNotifiesThoseThatScopedToThePresentedChild() {
    let store = Store(initialState: Shop.State(checkout: Checkout.State(id: 1))) { Shop() }
    let checkout = Observed {
      _ = store.scope(state: \.checkout, action: \.checkout.presented)
    }

    store.send(.checkout(.dismiss))

    #expect(checkout.changed)
    #expect(store.checkout == nil)
  }

  @Test func aCollectionScopeNotifiesWhenElementsComeNotWhenTheRestChanges() {
    let store = Store(initialState: Shop.State(rows: [Row(id: 1)])) { Shop() }
    let rows = Observed { _ = Array(store.scope(state: \.rows, action: \.rows)) }

    store.send(.countKeyPressed)
    #expect(!rows.changed)

    store.send(.rowAdded)
    #expect(rows.changed)
    #expect(store.scope(state: \.rows, action: \.rows).map(\.id) == [1, 2])
  }

  @Test func theCaseOfAnEnumStoreIsTracked() throws {
    let store = Store(initialState: Till.State(destination: .checkout(Row(id: 1)))) { Till() }
    let destinationStore = try #require(
      store.scope(state: \.destination, action: \.destination.presented)
    )
    let destinationCase = Observed { _ = destinationStore.case }

    if case .checkout(let checkoutStore) = destinationStore.case {
      checkoutStore.send(.countKeyPressed)
    }
    #expect(!destinationCase.changed)

    store.send(.receiptKeyPressed)
    #expect(destinationCase.changed)
    guard case .receipt(let receiptStore) = destinationStore.case else {
      Issue.record("Expected the receipt case")
      return
    }
    #expect(receiptStore.id == 2)
  }

  @Test func storesOfStateThatIsNotObservableAreNotTracked() {
    struct Plain: Equatable { var count = 0 }
    let store = Store(initialState: Plain()) {
      Reduce<Plain, Void> { state, _ in
        state.count += 1
        return .none
      }
    }
    let count = Observed { _ = store.count }
    var seen: [Int] = []
    let subscription = store.subscribe { seen.append($0.count) }

    store.send(())

    #expect(!count.changed)
    #expect(seen == [1])
    subscription.cancel()
  }

  @Test func subscribingStillSeesEveryProcessedSendOfObservableState() {
    let store = Store(initialState: Shop.State()) { Shop() }
    var counts: [Int] = []
    let subscription = store.subscribe { counts.append($0.basket.count) }

    store.send(.countKeyPressed)
    store.send(.titleChanged("Groceries"))

    #expect(counts == [1, 1])
    subscription.cancel()
  }

  @Test func aTestStoreAssertsObservableStateAsAnyOther() async {
    let store = TestStore(initialState: Shop.State()) { Shop() }

    await store.send(.countKeyPressed) { $0.basket.count = 1 }
    await store.send(.checkoutKeyPressed) { $0.checkout = Checkout.State(id: 1) }
    await store.send(.checkout(.presented(.countKeyPressed))) { $0.checkout?.count = 1 }
    await store.send(.checkout(.dismiss)) { $0.checkout = nil }
  }
}
