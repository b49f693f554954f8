import Architecture
import IssueCapture
import Testing

@MainActor
struct StackReducerTests {
  @Reducer
  struct Counter {
    struct State: Equatable {
      var count = 0
    }

    enum Action: Equatable {
      case startKeyPressed
      case tick
      case closeKeyPressed
    }

    @Dependency(\.continuousClock) var clock
    @Dependency(\.dismiss) var dismiss

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .startKeyPressed:
          return .run { send in
            for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
          }
        case .tick:
          state.count += 1
          return .none
        case .closeKeyPressed:
          return .run { _ in await dismiss() }
        }
      }
    }
  }

  @Reducer(state: .equatable, action: .equatable)
  enum Path {
    case counter(Counter)
    @ReducerCaseIgnored
    case note(String)
  }

  @Reducer
  struct Root {
    struct State: Equatable {
      var path = StackState<Path.State>()
      var popped: [StackElementID] = []
    }

    enum Action: Equatable {
      case path(StackActionOf<Path>)
      case openKeyPressed
      case backKeyPressed
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .path(.popFrom(let id)):
          state.popped.append(id)
          return .none
        case .path:
          return .none
        case .openKeyPressed:
          state.path.append(.counter(Counter.State()))
          return .none
        case .backKeyPressed:
          _ = state.path.popLast()
          return .none
        }
      }
      .forEach(\.path, action: \.path)
    }
  }

  func makeStore(clock: TestClock<Duration> = TestClock()) -> TestStore<Root.State, Root.Action> {
    TestStore(initialState: Root.State()) {
      Root()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func appendedElementsGetGenerationalIDsAndRunTheirReducers() async {
    let store = self.makeStore()
    await store.send(.openKeyPressed) { $0.path[id: 0] = .counter(Counter.State()) }
    await store.send(.openKeyPressed) { $0.path.append(.counter(Counter.State())) }
    #expect(store.state.path.ids == [0, 1])
    await store.send(.path(.element(id: 1, action: .counter(.tick)))) {
      $0.path[id: 1, case: \.counter]?.count = 1
    }
  }

  @Test func poppingAnElementCancelsItsEffects() async {
    let clock = TestClock()
    let store = self.makeStore(clock: clock)
    await store.send(.openKeyPressed) { $0.path[id: 0] = .counter(Counter.State()) }
    await store.send(.path(.element(id: 0, action: .counter(.startKeyPressed))))
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 0].counter.tick) { $0.path[id: 0] = .counter(.init(count: 1)) }
    await store.send(.backKeyPressed) { $0.path = [] }
    await clock.advance(by: .seconds(5))
  }

  @Test func pushAddsBeforeTheParentAndPopFromRemovesAfterIt() async {
    let store = self.makeStore()
    await store.send(.path(.push(id: 0, state: .note("a")))) { $0.path[id: 0] = .note("a") }
    await store.send(.path(.push(id: 1, state: .counter(Counter.State())))) {
      $0.path[id: 1] = .counter(Counter.State())
    }
    await store.send(.openKeyPressed) { $0.path[id: 2] = .counter(Counter.State()) }
    await store.send(.path(.popFrom(id: 1))) {
      $0.popped = [1]
      $0.path.pop(from: 1)
    }
    #expect(store.state.path.ids == [0])
  }

  @Test func anElementPopsItselfWithDismiss() async {
    let clock = TestClock()
    let store = self.makeStore(clock: clock)
    await store.send(.openKeyPressed) { $0.path[id: 0] = .counter(Counter.State()) }
    await store.send(.path(.element(id: 0, action: .counter(.startKeyPressed))))
    await store.send(.path(.element(id: 0, action: .counter(.closeKeyPressed))))
    await store.receive(\.path.popFrom) {
      $0.popped = [0]
      $0.path = []
    }
    await clock.advance(by: .seconds(5))
  }

  @Test func anActionForAMissingElementIsReportedNotACrash() async {
    let store = self.makeStore()
    let issues = await captureIssues {
      await store.send(.path(.element(id: 7, action: .counter(.tick))))
    }
    #expect(
      issues.map(\.message) == [
        """
        A "forEach" at "ArchitectureTests/StackReducerTests.swift:75" received an action for a \
        missing element.

          Action:
            StackReducerTests.Path.Action.counter(.tick)

        This is generally considered an application logic error, and can happen for a few reasons:

        A parent reducer removed an element with this ID before this reducer ran. This reducer \
        must run before any other reducer removes an element, which ensures that element \
        reducers can handle their actions while their state is still available.

        An in-flight effect emitted this action when state contained no element at this ID. \
        While it may be perfectly reasonable to ignore this action, consider canceling the \
        associated effect before an element is removed, especially if it is a long-living effect.

        This action was sent to the store while its state contained no element at this ID. To \
        fix this make sure that actions for this reducer can only be sent from a store when its \
        state contains an element at this id. In SwiftUI applications, use \
        "NavigationStack.init(path:)" with a binding to a store.
        """
      ]
    )
  }

  @Test func poppingAMissingElementAndPushingAnExistingOneAreReported() async {
    let store = self.makeStore()
    await store.send(.openKeyPressed) { $0.path[id: 0] = .counter(Counter.State()) }
    let popIssues = await captureIssues {
      await store.send(.path(.popFrom(id: 3))) { $0.popped = [3] }
    }
    #expect(
      popIssues.map(\.message) == [
        """
        A "forEach" at "ArchitectureTests/StackReducerTests.swift:75" received a "popFrom" action \
        for a missing element.

          ID:
            #3
          Path IDs:
            [#0]
        """
      ]
    )
    let pushIssues = await captureIssues {
      await store.send(.path(.push(id: 0, state: .note("b"))))
    }
    #expect(
      pushIssues.map(\.message) == [
        """
        A "forEach" at "ArchitectureTests/StackReducerTests.swift:75" received a "push" action for \
        an element it already contains.

          ID:
            #0
          Path IDs:
            [#0]
        """
      ]
    )
  }

  @Test func stackStateIsACollectionThatDumpsByID() {
    withDependencies {
      $0.stackElementID = .incrementing
    } operation: {
      var path: StackState<String> = ["a", "b", "c"]
      #expect(Array(path) == ["a", "b", "c"])
      #expect(path[id: 1] == "b")
      path.pop(to: 0)
      #expect(Array(path) == ["a"])
      path.append("d")
      #expect(path.ids == [0, 3])
      var output = ""
      customDump(path, to: &output)
      #expect(
        output == """
          [
            #0: "a",
            #3: "d"
          ]
          """
      )
    }
  }

  /// A stack emptied by a reducer that runs before the `forEach` (`before`) or after it
  /// (`after`), where the `forEach` only learns of it with the next action.
  @Reducer
  struct Outer {
    struct State: Equatable {
      var path = StackState<Counter.State>()
    }

    enum Action: Equatable {
      case path(StackActionOf<Counter>)
      case clearBeforeKeyPressed
      case clearAfterKeyPressed
      case otherKeyPressed
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if action == .clearBeforeKeyPressed { state.path.removeAll() }
        return .none
      }
      EmptyReducer()
        .forEach(\.path, action: \.path) { Counter() }
      Reduce { state, action in
        if action == .clearAfterKeyPressed { state.path.removeAll() }
        return .none
      }
    }
  }

  @Test func elementsRemovedAroundTheForEachHaveTheirEffectsCancelled() async {
    let clock = TestClock()
    let store = TestStore(initialState: Outer.State()) {
      Outer()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.path(.push(id: 0, state: Counter.State()))) {
      $0.path[id: 0] = Counter.State()
    }
    await store.send(.path(.element(id: 0, action: .startKeyPressed)))
    await store.send(.clearBeforeKeyPressed) { $0.path.removeAll() }

    await store.send(.path(.push(id: 1, state: Counter.State()))) {
      $0.path[id: 1] = Counter.State()
    }
    await store.send(.path(.element(id: 1, action: .startKeyPressed)))
    await store.send(.clearAfterKeyPressed) { $0.path.removeAll() }
    // NB: the `forEach` ran before the reducer that emptied the stack; the next action tells it.
    await store.send(.otherKeyPressed)
    await clock.advance(by: .seconds(5))
  }

  @Test func aPushedIDPastTheNextOneIsReportedInTests() async {
    let store = self.makeStore()
    let issues = await captureIssues {
      await store.send(.path(.push(id: 1, state: .counter(Counter.State())))) {
        $0.path[id: 1] = .counter(Counter.State())
      }
    }
    #expect(
      issues.map(\.message) == [
        """
        A "forEach" at "ArchitectureTests/StackReducerTests.swift:75" received a "push" action \
        with an unexpected generational ID.

          Received ID:
            #1
          Expected ID:
            #0
        """
      ]
    )
  }
}
