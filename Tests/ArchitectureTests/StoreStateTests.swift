import Architecture
import Testing

@MainActor
struct StoreStateTests {
  @Reducer
  struct Counter {
    struct State: Equatable {
      var count = 0
      var child = Child.State()
    }

    enum Action: Equatable {
      case incrementKeyPressed
      case child(Child.Action)
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.child, action: \.child) { Child() }
      Reduce { state, action in
        if action == .incrementKeyPressed { state.count += 1 }
        return .none
      }
    }
  }

  @Reducer
  struct Child {
    struct State: Equatable { var name = "" }
    enum Action: Equatable { case nameChanged(String) }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .nameChanged(name):
          state.name = name
          return .none
        }
      }
    }
  }

  @Test func readsStateThroughTheStore() {
    let store = Store(initialState: Counter.State()) { Counter() }
    store.send(.incrementKeyPressed)
    #expect(store.count == 1)
    #expect(store.child.name == "")
    #expect(store.withState(\.count) == 1)
    #expect(store.withState { $0.count + 1 } == 2)
  }

  @Test func withStateLendsTheStateToReadsOfTheStoreAndItsScopes() {
    let store = Store(initialState: Counter.State()) { Counter() }
    let child = store.scope(state: \.child, action: \.child)
    store.send(.incrementKeyPressed)
    child.send(.nameChanged("Milk"))
    let read = store.withState { state in
      // NB: the state is lent in place, not copied; reading the store again meanwhile is fine.
      (state.count, store.count, store.withState(\.count), child.withState(\.name), child.name)
    }
    #expect(read == (1, 1, 1, "Milk", "Milk"))
    #expect(child.withState { name in store.withState { "\($0.count) \(name.name)" } } == "1 Milk")
  }

  @Test func sendingWhileWithStateReadsTheStateStopsTheProgram() async {
    // NB: the body reads the state in place; a change under it would pull it from under the body.
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let store = Store(initialState: Counter.State()) { Counter() }
        store.withState { _ in _ = store.send(.incrementKeyPressed) }
      }
    }
  }

  @Test func theDeprecatedClosureScopeStillWorks() {
    let store = Store(initialState: Counter.State()) { Counter() }
    let child = (DeprecatedForms() as any DeprecatedFormsProtocol).scope(store)
    child.send(.nameChanged("Milk"))
    #expect(child.name == "Milk")
    #expect(store.child.name == "Milk")
  }
}

/// Calls deprecated API through a protocol requirement, so the test target builds without
/// deprecation warnings while still exercising it.
@MainActor
protocol DeprecatedFormsProtocol {
  func scope(
    _ store: Store<StoreStateTests.Counter.State, StoreStateTests.Counter.Action>
  ) -> Store<StoreStateTests.Child.State, StoreStateTests.Child.Action>
}

@MainActor
struct DeprecatedForms: DeprecatedFormsProtocol {
  @available(*, deprecated)
  func scope(
    _ store: Store<StoreStateTests.Counter.State, StoreStateTests.Counter.Action>
  ) -> Store<StoreStateTests.Child.State, StoreStateTests.Child.Action> {
    store.scope(state: { $0.child }, action: { .child($0) })
  }
}
