import Architecture
import IssueCapture
import Testing

@MainActor
struct StoreOptionalScopeTests {
  @Reducer
  struct Counter {
    struct State: Equatable {
      var count = 0
      var nested = Nested.State()
    }

    enum Action: Equatable {
      case incrementKeyPressed
      case nested(Nested.Action)
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.nested, action: \.nested) { Nested() }
      Reduce { state, action in
        if action == .incrementKeyPressed { state.count += 1 }
        return .none
      }
    }
  }

  @Reducer
  struct Nested {
    struct State: Equatable { var text = "" }
    enum Action: Equatable { case typed(String) }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .typed(let text):
          state.text += text
          return .none
        }
      }
    }
  }

  @Reducer(state: .equatable, action: .equatable)
  enum Destination {
    case counter(Counter)
    case alert(AlertState<Alert>)

    enum Alert: Equatable { case removalConfirmed }
  }

  @Reducer
  struct Parent {
    @ObservableState
    struct State: Equatable {
      @Presents var child: Counter.State?
      var optional: Counter.State?
      @Presents var destination: Destination.State?
      var removals = 0
    }

    enum Action: Equatable {
      case child(PresentationAction<Counter.Action>)
      case optional(Counter.Action)
      case destination(PresentationAction<Destination.Action>)
      case presentKeyPressed
      case dismissKeyPressed
      case clearOptionalKeyPressed
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .presentKeyPressed:
          state.child = Counter.State()
          return .none
        case .dismissKeyPressed:
          state.child = nil
          return .none
        case .clearOptionalKeyPressed:
          state.optional = nil
          return .none
        case .destination(.presented(.alert(.removalConfirmed))):
          state.removals += 1
          return .none
        case .child, .optional, .destination:
          return .none
        }
      }
      .ifLet(\.$child, action: \.child) { Counter() }
      .ifLet(\.optional, action: \.optional) { Counter() }
      .ifLet(\.$destination, action: \.destination)
    }
  }

  @Test func nilStateGivesNoStore() {
    let store = Store(initialState: Parent.State()) { Parent() }
    #expect(store.scope(state: \.child, action: \.child.presented) == nil)
    #expect(store.scope(\.optional, action: \.optional) == nil)
  }

  @Test func aPresentedChildGetsAStoreOfItsUnwrappedState() throws {
    let store = Store(initialState: Parent.State()) { Parent() }
    store.send(.presentKeyPressed)
    let child = try #require(store.scope(state: \.child, action: \.child.presented))
    child.send(.incrementKeyPressed)
    child.send(.incrementKeyPressed)
    #expect(child.state == Counter.State(count: 2))
    #expect(child.count == 2)
    #expect(store.state.child == Counter.State(count: 2))
  }

  @Test func scopingAgainWhileTheChildIsPresentGivesTheSameStore() throws {
    let store = Store(initialState: Parent.State(optional: Counter.State(count: 5))) { Parent() }
    let first = try #require(store.scope(state: \.optional, action: \.optional))
    first.send(.incrementKeyPressed)
    let second = try #require(store.scope(\.optional, action: \.optional))
    #expect(first === second)
    #expect(second.state.count == 6)
  }

  @Test func aHeldStoreKeepsTheLastStateOfTheChildOnceItIsGone() throws {
    let store = Store(initialState: Parent.State()) { Parent() }
    store.send(.presentKeyPressed)
    let child = try #require(store.scope(state: \.child, action: \.child.presented))
    child.send(.incrementKeyPressed)
    store.send(.child(.presented(.incrementKeyPressed)))
    #expect(store.state.child == Counter.State(count: 2))
    store.send(.dismissKeyPressed)
    #expect(store.state.child == nil)
    #expect(child.state == Counter.State(count: 2))
  }

  @Test func anActionSentToAGoneChildReachesTheParentWhichReportsIt() async throws {
    let store = Store(initialState: Parent.State()) { Parent() }
    store.send(.presentKeyPressed)
    let child = try #require(store.scope(state: \.child, action: \.child.presented))
    store.send(.dismissKeyPressed)
    let issues = captureIssues {
      child.send(.incrementKeyPressed)
    }
    #expect(issues.count == 1)
    #expect(
      issues.first?.firstLine.hasSuffix(
        "received a presentation action when destination state was absent."
      ) == true
    )
    #expect(issues.first?.fileID == "ArchitectureTests/StoreOptionalScopeTests.swift")
    #expect(store.state.child == nil)
    #expect(child.state == Counter.State(count: 0))
  }

  @Test func aPlainOptionalChildGoneReportsItsActionsToo() throws {
    let store = Store(initialState: Parent.State(optional: Counter.State())) { Parent() }
    let child = try #require(store.scope(state: \.optional, action: \.optional))
    store.send(.clearOptionalKeyPressed)
    let issues = captureIssues {
      child.send(.incrementKeyPressed)
    }
    #expect(issues.map(\.firstLine.description).count == 1)
    #expect(
      issues.first?.firstLine.hasSuffix("received a child action when child state was \"nil\".")
        == true)
  }

  @Test func scopingOnceTheChildIsGoneGivesNilAndThenANewStore() throws {
    let store = Store(initialState: Parent.State()) { Parent() }
    store.send(.presentKeyPressed)
    let first = try #require(store.scope(state: \.child, action: \.child.presented))
    first.send(.incrementKeyPressed)
    store.send(.dismissKeyPressed)
    #expect(store.scope(state: \.child, action: \.child.presented) == nil)
    store.send(.presentKeyPressed)
    let second = try #require(store.scope(state: \.child, action: \.child.presented))
    #expect(first !== second)
    #expect(second.state == Counter.State(count: 0))
    #expect(first.state == Counter.State(count: 0))
  }

  @Test func aPresentedChildScopedToItsPresentationActionsCanDismissItself() throws {
    let store = Store(initialState: Parent.State()) { Parent() }
    store.send(.presentKeyPressed)
    let child = try #require(store.scope(state: \.child, action: \.child))
    child.send(.presented(.incrementKeyPressed))
    #expect(store.state.child == Counter.State(count: 1))
    child.send(.dismiss)
    #expect(store.state.child == nil)
    #expect(child.state == Counter.State(count: 1))
  }

  @Test func aCaseOfAnEnumDestinationScopesThroughTheOptional() throws {
    let store = Store(
      initialState: Parent.State(
        destination: .alert(AlertState { TextState("Remove?") })
      )
    ) {
      Parent()
    }
    #expect(store.scope(state: \.destination?.counter, action: \.destination.counter) == nil)
    let alert = try #require(
      store.scope(state: \.destination?.alert, action: \.destination.alert)
    )
    #expect(alert.state == AlertState { TextState("Remove?") })
    alert.send(.removalConfirmed)
    #expect(store.state.removals == 1)
    #expect(store.state.destination == nil)
  }

  @Test func aStoreOfOptionalStateScopesFurtherAndIsObserved() throws {
    let store = Store(initialState: Parent.State(optional: Counter.State())) { Parent() }
    let child = try #require(store.scope(state: \.optional, action: \.optional))
    let nested = child.scope(state: \.nested, action: \.nested)
    #expect(nested === child.scope(state: \.nested, action: \.nested))
    var texts: [String] = []
    let subscription = nested.subscribe { texts.append($0.text) }
    nested.send(.typed("a"))
    child.send(.nested(.typed("b")))
    #expect(texts == ["a", "ab"])
    #expect(store.state.optional?.nested.text == "ab")
    _ = subscription
  }

  @Test func theNonOptionalScopeOfTheSamePathsIsAnotherStore() throws {
    let store = Store(initialState: Parent.State(optional: Counter.State(count: 3))) { Parent() }
    let unwrapped = try #require(store.scope(state: \.optional, action: \.optional))
    let wrapped: Store<Counter.State?, Counter.Action> = store.scope(
      state: \.optional, action: \.optional
    )
    #expect(unwrapped.state == Counter.State(count: 3))
    #expect(wrapped.state == Counter.State(count: 3))
    let again: Store<Counter.State, Counter.Action>? = store.scope(
      state: \.optional, action: \.optional
    )
    #expect(again === unwrapped)
  }

  @Test func aStoreScopedToAPresentedChildIsReleasedWithItsChildren() throws {
    weak var released: StoreOf<Parent>?
    weak var releasedChild: StoreOf<Counter>?
    do {
      let store = Store(initialState: Parent.State()) { Parent() }
      released = store
      store.send(.presentKeyPressed)
      let child = try #require(store.scope(state: \.child, action: \.child.presented))
      releasedChild = child
      child.send(.incrementKeyPressed)
    }
    #expect(released == nil)
    #expect(releasedChild == nil)
  }
}
