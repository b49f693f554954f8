import Architecture
import Testing

@MainActor
struct BindingReducerTests {
  @Reducer
  struct Search {
    @ObservableState
    struct State: Equatable {
      var query = ""
      var limit = 10
      var log: [String] = []
    }

    enum Action: BindableAction, Equatable {
      case binding(BindingAction<State>)
      case clearKeyPressed
    }

    var body: some ReducerOf<Self> {
      BindingReducer()
        .onChange(of: \.limit) { oldValue, state in
          state.log.append("limit \(oldValue) -> \(state.limit)")
          return .none
        }
      Reduce { state, action in
        switch action {
        case .binding(.set(\.query, "")):
          state.log.append("query emptied")
          return .none
        case .binding(\.query):
          state.log.append("query \(state.query)")
          return .none
        case .binding:
          return .none
        case .clearKeyPressed:
          return .send(.binding(.set(\.query, "")))
        }
      }
    }
  }

  @Test func aBindingWritesBeforeTheReducerThatReactsToIt() async {
    let store = TestStore(initialState: Search.State()) { Search() }
    await store.send(.binding(.set(\.query, "milk"))) {
      $0.query = "milk"
      $0.log = ["query milk"]
    }
    await store.send(\.binding.query, "tea") {
      $0.query = "tea"
      $0.log = ["query milk", "query tea"]
    }
    await store.send(.set(\.query, "")) {
      $0.query = ""
      $0.log = ["query milk", "query tea", "query emptied"]
    }
  }

  @Test func onChangeSeesWhatABindingChanged() async {
    let store = TestStore(initialState: Search.State()) { Search() }
    await store.send(\.binding.limit, 20) {
      $0.limit = 20
      $0.log = ["limit 10 -> 20"]
    }
    await store.send(\.binding.limit, 20)
  }

  @Test func aBindingAnEffectSendsIsReceivedByItsPath() async {
    let store = TestStore(initialState: Search.State(query: "milk")) { Search() }
    await store.send(.clearKeyPressed)
    await store.receive(\.binding.query, "") {
      $0.query = ""
      $0.log = ["query emptied"]
    }
  }

  @Reducer
  struct Form {
    @ObservableState
    struct State: Equatable { var name = "" }

    enum Action: ViewAction, Equatable {
      case view(View)
      case saved

      @CasePathable
      enum View: BindableAction, Equatable {
        case binding(BindingAction<State>)
        case saveKeyPressed
      }
    }

    var body: some ReducerOf<Self> {
      BindingReducer(action: \.view)
      Reduce { state, action in
        switch action {
        case .view(.saveKeyPressed):
          return .send(.saved)
        case .view(.binding), .saved:
          return .none
        }
      }
    }
  }

  @Test func bindingActionsNestedInAnotherCaseAreFoundThroughItsPath() async {
    let store = TestStore(initialState: Form.State()) { Form() }
    await store.send(.view(.binding(.set(\.name, "Ada")))) {
      $0.name = "Ada"
    }
    await store.send(\.view.binding.name, "Grace") {
      $0.name = "Grace"
    }
    await store.send(.view(.saveKeyPressed))
    await store.receive(\.saved)
  }

  @Test func aFunctionMayFindTheBindingActionsAsInOlderTCA() async {
    let store = TestStore(initialState: Form.State()) {
      Reduce((LegacyBindingReducer() as any LegacyBindingReducerProtocol).reducer())
    }
    await store.send(.view(.binding(.set(\.name, "Ada")))) {
      $0.name = "Ada"
    }
  }
}

/// Builds the deprecated `BindingReducer(action:)` that takes a function through a protocol
/// requirement, so the test target builds without deprecation warnings.
protocol LegacyBindingReducerProtocol {
  func reducer() -> any Reducer<BindingReducerTests.Form.State, BindingReducerTests.Form.Action>
}

struct LegacyBindingReducer: LegacyBindingReducerProtocol {
  @available(*, deprecated)
  func reducer() -> any Reducer<BindingReducerTests.Form.State, BindingReducerTests.Form.Action> {
    BindingReducer(action: { $0[case: \.view] })
  }
}
