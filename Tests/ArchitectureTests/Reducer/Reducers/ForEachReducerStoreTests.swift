import Architecture
import Testing

@MainActor
struct ForEachReducerStoreTests {
  struct Row: Reducer {
    struct State: Equatable, Identifiable {
      let id: Int
      var isRunning = false
    }

    @CasePathable
    enum Action: Equatable { case startKeyPressed, stopKeyPressed, finished }

    enum CancelID { case work }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .startKeyPressed:
        state.isRunning = true
        return .run { send in
          try await Task.sleep(for: .seconds(1_000))
          await send(.finished)
        }
        .cancellable(id: CancelID.work)
      case .stopKeyPressed:
        state.isRunning = false
        return .cancel(id: CancelID.work)
      case .finished:
        state.isRunning = false
        return .none
      }
    }
  }

  struct List: Reducer {
    struct State: Equatable { var rows: IdentifiedArrayOf<Row.State> = [] }

    @CasePathable
    enum Action: Equatable {
      case rows(IdentifiedActionOf<Row>)
      case removeKeyPressed(id: Int)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .removeKeyPressed(id):
          state.rows.remove(id: id)
          return .none
        case .rows:
          return .none
        }
      }
      .forEach(\.rows, action: \.rows) { Row() }
    }
  }

  @Test func elementsWithTheSameCancelIDDoNotCancelEachOther() {
    let store = Store(initialState: List.State(rows: [Row.State(id: 1), Row.State(id: 2)])) {
      List()
    }
    let first = store.send(.rows(.element(id: 1, action: .startKeyPressed)))
    let second = store.send(.rows(.element(id: 2, action: .startKeyPressed)))
    store.send(.rows(.element(id: 1, action: .stopKeyPressed)))
    #expect(first.isCancelled)
    #expect(!second.isCancelled)
    second.cancel()
  }

  @Test func removingAnElementCancelsItsEffects() {
    let store = Store(initialState: List.State(rows: [Row.State(id: 1), Row.State(id: 2)])) {
      List()
    }
    let first = store.send(.rows(.element(id: 1, action: .startKeyPressed)))
    let second = store.send(.rows(.element(id: 2, action: .startKeyPressed)))
    store.send(.removeKeyPressed(id: 2))
    #expect(!first.isCancelled)
    #expect(second.isCancelled)
    #expect(store.state.rows.ids == [1])
    first.cancel()
  }

  @Test func anActionForAMissingElementIsReported() {
    let store = Store(initialState: List.State()) { List() }
    withKnownIssue {
      store.send(.rows(.element(id: 7, action: .startKeyPressed)))
    } matching: { issue in
      issue.description.contains("received an action for a missing element")
    }
    #expect(store.state.rows.isEmpty)
  }
}
