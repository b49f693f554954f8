import Architecture
import Testing

struct BindingActionTests {
  struct State: Equatable {
    var query = ""
    var count = 0
    var limit = 0
    var filter = Filter()

    struct Filter: Equatable { var aisle = "" }
  }

  @CasePathable
  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
    case searchKeyPressed
  }

  @Test func equalWhenTheyWriteEqualValuesAtTheSamePath() {
    #expect(BindingAction<State>.set(\.count, 1) == .set(\.count, 1))
    #expect(BindingAction<State>.set(\.count, 1) != .set(\.count, 2))
    #expect(BindingAction<State>.set(\.count, 1) != .set(\.limit, 1))
    #expect(BindingAction<State>.set(\.filter.aisle, "a") == .set(\.filter.aisle, "a"))
  }

  @Test func writesItsValueWhereItSays() {
    var state = State()
    let action = BindingAction<State>.set(\.filter.aisle, "dairy")
    _ = BindingReducer<State, Action, Action>().reduce(into: &state, action: .binding(action))
    #expect(state == State(filter: State.Filter(aisle: "dairy")))
    #expect(action.keyPath == \State.filter.aisle)
  }

  @Test func aKeyPathPatternMatchesAnyValueAtThatPath() {
    func matched(_ action: BindingAction<State>) -> String {
      switch action {
      case .set(\.count, 42): return "count is 42"
      case \.count: return "count"
      case \.query: return "query"
      default: return "other"
      }
    }
    #expect(matched(.set(\.count, 42)) == "count is 42")
    #expect(matched(.set(\.count, 7)) == "count")
    #expect(matched(.set(\.query, "milk")) == "query")
    #expect(matched(.set(\.limit, 7)) == "other")
  }

  @Test func caseKeyPathsReachTheValueAtAPath() {
    let action = Action.binding(.set(\.query, "milk"))
    let query: String? = action[case: \.binding.query]
    let count: Int? = action[case: \.binding.count]
    let noQuery: String? = Action.searchKeyPressed[case: \.binding.query]
    #expect(query == "milk")
    #expect(count == nil)
    #expect(noQuery == nil)
    let embedded: Action = AnyCasePath(\Action.Cases.binding.count).embed(3)
    #expect(embedded == .binding(.set(\.count, 3)))
  }

  @Test func aBindableActionFindsItsBindingCase() {
    #expect(Action.binding(.set(\.count, 1)).binding == .set(\.count, 1))
    #expect(Action.searchKeyPressed.binding == nil)
    #expect(Action.set(\.query, "tea") == .binding(.set(\.query, "tea")))
  }

  @Test func dumpsAsTheCallThatMakesIt() {
    var output = ""
    customDump(Action.binding(.set(\.query, "milk")), to: &output)
    #expect(output == #"BindingActionTests.Action.binding(.set(\State.query, "milk"))"#)
  }
}
