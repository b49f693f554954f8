import Architecture
import Testing

@MainActor
struct OnChangeTests {
  @Reducer
  struct Search {
    struct State: Equatable {
      var query = ""
      var changes: [String] = []
    }

    enum Action: Equatable {
      case queryChanged(String)
      case searchRequested(String)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .queryChanged(query):
          state.query = query
          return .none
        case .searchRequested:
          return .none
        }
      }
      .onChange(of: \.query) { oldValue, newValue in
        Reduce { state, _ in
          state.changes.append("\(oldValue)→\(newValue)")
          return .send(.searchRequested(newValue))
        }
      }
    }
  }

  @Test func runsOnlyWhenTheValueChanged() async {
    let store = TestStore(initialState: Search.State()) { Search() }
    await store.send(.queryChanged("mi")) {
      $0.query = "mi"
      $0.changes = ["→mi"]
    }
    await store.receive(.searchRequested("mi"))
    await store.send(.queryChanged("mi"))
  }

  @Test func aClosureOfTheOldValueAndTheStateUpdatesItAndReturnsAnEffect() async {
    let store = TestStore(initialState: Search.State()) {
      Reduce<Search.State, Search.Action> { state, action in
        if case let .queryChanged(query) = action { state.query = query }
        return .none
      }
      .onChange(of: \.query) { oldValue, state in
        state.changes.append("\(oldValue)→\(state.query)")
        return .send(.searchRequested(state.query))
      }
    }
    await store.send(.queryChanged("tea")) {
      $0.query = "tea"
      $0.changes = ["→tea"]
    }
    await store.receive(.searchRequested("tea"))
    await store.send(.queryChanged("tea"))
  }

  @Test func removeDuplicatesDecidesWhatIsAChange() async {
    let store = TestStore(initialState: Search.State()) {
      Reduce<Search.State, Search.Action> { state, action in
        if case let .queryChanged(query) = action { state.query = query }
        return .none
      }
      .onChange(of: \.query, removeDuplicates: { $0.lowercased() == $1.lowercased() }) { _, new in
        Reduce { state, _ in
          state.changes.append(new)
          return .none
        }
      }
    }
    await store.send(.queryChanged("Milk")) {
      $0.query = "Milk"
      $0.changes = ["Milk"]
    }
    await store.send(.queryChanged("MILK")) { $0.query = "MILK" }
  }
}
