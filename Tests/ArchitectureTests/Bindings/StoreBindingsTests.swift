import Architecture
import IssueCapture
import Testing

@MainActor
struct StoreBindingsTests {
  typealias Search = BindingReducerTests.Search

  @Test func settingAPropertySendsTheBindingThatSetsIt() {
    let store = Store(initialState: Search.State()) { Search() }
    store.query = "milk"
    #expect(store.query == "milk")
    #expect(store.state == Search.State(query: "milk", log: ["query milk"]))
    store.limit = 20
    #expect(store.state.log == ["query milk", "limit 10 -> 20"])
  }

  @Test func settingTheWholeStateSendsTheBindingThatSetsIt() {
    let store = Store(initialState: Search.State()) { Search() }
    store.state = Search.State(query: "milk", limit: 5)
    #expect(store.state == Search.State(query: "milk", limit: 5, log: ["limit 10 -> 5"]))
  }

  @Test func aBindingNoReducerWroteIsReported() {
    let store = Store(initialState: Search.State()) {
      Reduce<Search.State, Search.Action> { _, _ in .none }
    }
    let issues = captureIssues {
      store.query = "milk"
    }
    #expect(
      issues.map(\.message) == [
        """
        A binding action sent from a store was not handled.

          Action:
            BindingReducerTests.Search.Action.binding(.set(_, "milk"))

        To fix this, invoke "BindingReducer()" from your feature reducer's "body".
        """
      ]
    )
    #expect(store.query == "")
  }

  @Test func anUnwrittenBindingNamesAnActionDeclaredInAFunction() {
    struct State: Equatable { var count = 0 }
    enum Action: BindableAction, Equatable { case binding(BindingAction<State>) }
    let store = Store<State, Action>(initialState: State()) {}
    let issues = captureIssues {
      store.count = 42
    }
    #expect(
      issues.map(\.message) == [
        """
        A binding action sent from a store was not handled.

          Action:
            StoreBindingsTests.Action.binding(.set(_, 42))

        To fix this, invoke "BindingReducer()" from your feature reducer's "body".
        """
      ]
    )
  }

  @Reducer
  struct Parent {
    struct State: Equatable {
      @Presents var search: Search.State?
    }

    enum Action: Equatable {
      case search(PresentationAction<Search.Action>)
    }

    var body: some ReducerOf<Self> {
      EmptyReducer()
        .ifLet(\.$search, action: \.search) { Search() }
    }
  }

  @Test func aBindingWrittenToAChildThatIsGoneIsDropped() throws {
    let store = Store(initialState: Parent.State(search: Search.State())) { Parent() }
    let search = try #require(store.scope(state: \.search, action: \.search.presented))
    search.query = "milk"
    #expect(store.state.search == Search.State(query: "milk", log: ["query milk"]))
    store.send(.search(.dismiss))
    #expect(store.state.search == nil)
    let issues = captureIssues {
      search.query = "tea"
    }
    #expect(issues == [])
    #expect(search.query == "milk")
    #expect(store.state.search == nil)
  }
}
