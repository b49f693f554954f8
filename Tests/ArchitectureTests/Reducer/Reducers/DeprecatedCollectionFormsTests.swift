import Architecture
import IssueCapture
import Testing

@MainActor
struct DeprecatedCollectionFormsTests {
  struct Counter: Reducer {
    struct State: Equatable, Identifiable {
      var id = 0
      var count = 0
    }
    enum Action: Equatable { case incrementKeyPressed }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.count += 1
      return .none
    }
  }

  @CasePathable
  enum Entry: Equatable {
    case number(Int)
    case text(String)
  }

  struct State: Equatable {
    var items: IdentifiedArrayOf<Counter.State> = []
    var tuples: IdentifiedArrayOf<Counter.State> = []
    var path = StackState<Counter.State>()
    var alert: AlertState<Never>?
    @Presents var dialog: AlertState<Never>?
  }

  enum Action: Equatable {
    case items(IdentifiedAction<Int, Counter.Action>)
    case tuple(id: Int, action: Counter.Action)
    case path(StackAction<Counter.State, Counter.Action>)
    case alert(Never)
    case dialog(PresentationAction<Never>)
  }

  @Test func forEachWithSlashCasePathsRunsTheElements() {
    let reducer = (LegacyCollectionForms() as any LegacyCollectionFormsProtocol).reducer()
    var state = State(
      items: [Counter.State(id: 0)], tuples: [Counter.State(id: 1, count: 10)],
      path: [Counter.State(id: 2, count: 20)]
    )
    _ = reducer.reduce(into: &state, action: .items(.element(id: 0, action: .incrementKeyPressed)))
    _ = reducer.reduce(into: &state, action: .tuple(id: 1, action: .incrementKeyPressed))
    _ = reducer.reduce(into: &state, action: .path(.element(id: 0, action: .incrementKeyPressed)))
    #expect(state.items.map(\.count) == [1])
    #expect(state.tuples.map(\.count) == [11])
    #expect(Array(state.path) == [Counter.State(id: 2, count: 21)])
    _ = reducer.reduce(into: &state, action: .path(.popFrom(id: 0)))
    #expect(state.path.isEmpty)
  }

  @Test func aDialogWithASlashCasePathIsDismissedBySlashForms() {
    let reducer = (LegacyCollectionForms() as any LegacyCollectionFormsProtocol).reducer()
    var state = State()
    state.dialog = AlertState { TextState("Sure?") }
    _ = reducer.reduce(into: &state, action: .dialog(.dismiss))
    #expect(state.dialog == nil)
  }

  @Test func slashCaseSubscriptsModifyTheCaseInPlace() {
    let forms = LegacyCollectionForms() as any LegacyCollectionFormsProtocol
    var stack = StackState<Entry>([.number(42)])
    forms.incrementCount(in: &stack, id: 0)
    #expect(stack[id: 0] == .number(43))
    forms.removeCount(from: &stack, id: 0)
    #expect(stack.isEmpty)

    var presented = PresentationState<Entry>(wrappedValue: .number(1))
    forms.incrementCount(in: &presented)
    #expect(presented.wrappedValue == .number(2))
  }

  @Test func writingToAnotherCaseIsReportedAndChangesNothing() {
    let forms = LegacyCollectionForms() as any LegacyCollectionFormsProtocol
    var stack = StackState<Entry>([.text("milk")])
    let stackIssues = captureIssues {
      forms.incrementCount(in: &stack, id: 0)
    }
    #expect(
      stackIssues.map(\.message) == [
        """
        A write through a case subscript changed nothing: the value is in another case, or there \
        is none. Check the case before writing, or assign the whole value instead.

        Can't modify unrelated case "text"
        """
      ]
    )
    #expect(stack[id: 0] == .text("milk"))

    var presented = PresentationState<Entry>(wrappedValue: nil)
    let presentedIssues = captureIssues {
      presented[case: \.number] = 1
    }
    #expect(
      presentedIssues.map(\.message) == [
        """
        A write through a case subscript changed nothing: the value is in another case, or there \
        is none. Check the case before writing, or assign the whole value instead.

        Can't modify unrelated case
        """
      ]
    )
    #expect(presented.wrappedValue == nil)
  }
}

/// Calls the deprecated `/Action.child` forms through protocol requirements, so the test target
/// builds without deprecation warnings while still exercising them.
protocol LegacyCollectionFormsProtocol {
  typealias State = DeprecatedCollectionFormsTests.State
  typealias Action = DeprecatedCollectionFormsTests.Action
  typealias Entry = DeprecatedCollectionFormsTests.Entry

  func reducer() -> any Reducer<State, Action>
  func incrementCount(in stack: inout StackState<Entry>, id: StackElementID)
  func removeCount(from stack: inout StackState<Entry>, id: StackElementID)
  func incrementCount(in presented: inout PresentationState<Entry>)
}

struct LegacyCollectionForms: LegacyCollectionFormsProtocol {
  typealias Counter = DeprecatedCollectionFormsTests.Counter

  @available(*, deprecated)
  func reducer() -> any Reducer<State, Action> {
    EmptyReducer<State, Action>()
      .forEach(\.items, action: /Action.items) { Counter() }
      .forEach(\.tuples, action: /Action.tuple(id:action:)) { Counter() }
      .forEach(\.path, action: /Action.path) { Counter() }
      .ifLet(\.alert, action: /Action.alert)
      .ifLet(\.$dialog, action: /Action.dialog)
  }

  @available(*, deprecated)
  func incrementCount(in stack: inout StackState<Entry>, id: StackElementID) {
    stack[id: id, case: /Entry.number]? += 1
  }

  @available(*, deprecated)
  func removeCount(from stack: inout StackState<Entry>, id: StackElementID) {
    stack[id: id, case: /Entry.number] = nil
  }

  @available(*, deprecated)
  func incrementCount(in presented: inout PresentationState<Entry>) {
    presented[case: /Entry.number]? += 1
  }
}
