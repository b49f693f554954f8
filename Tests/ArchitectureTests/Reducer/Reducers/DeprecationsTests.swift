import Architecture
import Testing

@MainActor
struct DeprecationsTests {
  @Reducer
  struct Counter {
    struct State: Equatable { var count = 0 }
    enum Action: Equatable { case incrementKeyPressed }

    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.count += 1
        return .none
      }
    }
  }

  struct State: Equatable {
    var counter = Counter.State()
    var optional: Counter.State?
    @Presents var presented: Counter.State?
  }

  enum Action: Equatable {
    case counter(Counter.Action)
    case optional(Counter.Action)
    case presented(PresentationAction<Counter.Action>)
  }

  @Test func casePathsWrittenWithASlashStillCompose() async {
    let reducer = (LegacyForms() as any LegacyFormsProtocol).reducer()
    var state = State(optional: Counter.State())
    state.presented = Counter.State()
    _ = reducer.reduce(into: &state, action: .counter(.incrementKeyPressed))
    _ = reducer.reduce(into: &state, action: .optional(.incrementKeyPressed))
    _ = reducer.reduce(into: &state, action: .presented(.presented(.incrementKeyPressed)))
    #expect(state.counter.count == 1)
    #expect(state.optional?.count == 1)
    #expect(state.presented?.count == 1)
    _ = reducer.reduce(into: &state, action: .presented(.dismiss))
    #expect(state.presented == nil)
  }
}

/// Calls the deprecated `/Action.child` forms through a protocol requirement, so the test target
/// builds without deprecation warnings while still exercising them.
protocol LegacyFormsProtocol {
  func reducer() -> any Reducer<DeprecationsTests.State, DeprecationsTests.Action>
}

struct LegacyForms: LegacyFormsProtocol {
  typealias State = DeprecationsTests.State
  typealias Action = DeprecationsTests.Action
  typealias Counter = DeprecationsTests.Counter

  @available(*, deprecated)
  func reducer() -> any Reducer<State, Action> {
    CombineReducers {
      Scope(state: \State.counter, action: /Action.counter) { Counter() }
      EmptyReducer<State, Action>()
        .ifLet(\.optional, action: /Action.optional) { Counter() }
        .ifLet(\.$presented, action: /Action.presented) { Counter() }
    }
  }
}
