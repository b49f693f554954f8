import Architecture
import Testing

@MainActor
struct StoreCaseTests {
  typealias Counter = StoreOptionalScopeTests.Counter

  @Reducer(state: .equatable, action: .equatable)
  enum Destination {
    case counter(Counter)
    case other(Counter)
    case alert(AlertState<Alert>)
    @ReducerCaseIgnored case note(String)
    case empty

    enum Alert: Equatable { case okay }
  }

  @Reducer
  struct Parent {
    struct State: Equatable {
      @Presents var destination: Destination.State?
    }

    enum Action: Equatable {
      case destination(PresentationAction<Destination.Action>)
      case otherKeyPressed
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if action == .otherKeyPressed { state.destination = .other(Counter.State(count: 10)) }
        return .none
      }
      .ifLet(\.$destination, action: \.destination)
    }
  }

  @Test func aFeatureCaseGivesAStoreOfTheFeature() throws {
    let store = Store(initialState: Parent.State(destination: .counter(Counter.State()))) {
      Parent()
    }
    let destination = try #require(
      store.scope(state: \.destination, action: \.destination.presented)
    )
    guard case .counter(let counter) = destination.case else {
      Issue.record("Expected the counter case")
      return
    }
    counter.send(.incrementKeyPressed)
    #expect(counter.state == Counter.State(count: 1))
    #expect(store.state.destination == .counter(Counter.State(count: 1)))
  }

  @Test func theSameCaseGivesTheSameStore() throws {
    let store = Store(initialState: Destination.State.counter(Counter.State())) {
      Destination.body
    }
    let first = try #require(store.case.counter)
    let second = try #require(store.case.counter)
    #expect(first === second)
    #expect(store.case.other == nil)
    #expect(store.case.alert == nil)
  }

  @Test func aCaseChangeGivesTheNewCasesStore() throws {
    let store = Store(initialState: Parent.State(destination: .counter(Counter.State()))) {
      Parent()
    }
    let destination = try #require(
      store.scope(state: \.destination, action: \.destination.presented)
    )
    #expect(destination.case.counter != nil)
    store.send(.otherKeyPressed)
    let other = try #require(destination.case.other)
    #expect(other.state == Counter.State(count: 10))
    #expect(destination.case.counter == nil)
    other.send(.incrementKeyPressed)
    #expect(store.state.destination == .other(Counter.State(count: 11)))
  }

  @Test func aCaseWithoutAFeatureGivesItsValues() {
    let alertStore = Store(initialState: Destination.State.alert(AlertState { TextState("Hi") })) {
      Destination.body
    }
    let alert: AlertState<Destination.Alert>? = alertStore.case.alert
    #expect(alert == AlertState { TextState("Hi") })
    let noteStore = Store(initialState: Destination.State.note("milk")) { Destination.body }
    let note: String? = noteStore.case.note
    #expect(note == "milk")
    let emptyStore = Store(initialState: Destination.State.empty) { Destination.body }
    #expect(emptyStore.case.empty != nil)
    #expect(emptyStore.case.note == nil)
    switch emptyStore.case {
    case .empty:
      break
    case .counter, .other, .alert, .note:
      Issue.record("Expected the empty case")
    }
  }
}
