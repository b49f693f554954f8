import Architecture
import IssueCapture
import Testing

@MainActor
struct StoreCollectionScopeTests {
  @Reducer
  struct Row {
    struct State: Equatable, Identifiable {
      let id: Int
      var name: String
      var checked = false
    }

    enum Action: Equatable { case checkKeyPressed }

    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.checked.toggle()
        return .none
      }
    }
  }

  @Reducer
  struct List {
    struct State: Equatable {
      var rows: IdentifiedArrayOf<Row.State> = []
      var received: [Int] = []
    }

    enum Action: Equatable {
      case rows(IdentifiedActionOf<Row>)
      case reverseKeyPressed
      case removeKeyPressed(id: Int)
      case addKeyPressed(id: Int, name: String)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .rows(.element(let id, _)):
          state.received.append(id)
          return .none
        case .reverseKeyPressed:
          state.rows.reverse()
          return .none
        case .removeKeyPressed(let id):
          state.rows.remove(id: id)
          return .none
        case .addKeyPressed(let id, let name):
          state.rows.append(Row.State(id: id, name: name))
          return .none
        }
      }
      .forEach(\.rows, action: \.rows) { Row() }
    }
  }

  let initialState = List.State(
    rows: [Row.State(id: 1, name: "milk"), Row.State(id: 2, name: "eggs")]
  )

  @Test func eachElementGetsAStoreInTheArraysOrder() {
    let store = Store(initialState: self.initialState) { List() }
    let rows = Array(store.scope(state: \.rows, action: \.rows))
    #expect(rows.count == 2)
    #expect(rows.map(\.state) == [Row.State(id: 1, name: "milk"), Row.State(id: 2, name: "eggs")])
    #expect(rows.map(\.name) == ["milk", "eggs"])
  }

  @Test func withoutAskingForACollectionTheStoreOfTheArrayIsGiven() {
    let store = Store(initialState: self.initialState) { List() }
    let rows = store.scope(state: \.rows, action: \.rows)
    rows.send(.element(id: 1, action: .checkKeyPressed))
    #expect(rows.state[id: 1] == Row.State(id: 1, name: "milk", checked: true))
    #expect(store.state.received == [1])
  }

  @Test func anEmptyArrayGivesNoStores() {
    let store = Store(initialState: List.State()) { List() }
    #expect(Array(store.scope(state: \.rows, action: \.rows)).isEmpty)
  }

  @Test func anElementsStoreSendsItsActionsAsThatElements() throws {
    let store = Store(initialState: self.initialState) { List() }
    let rows = Array(store.scope(state: \.rows, action: \.rows))
    try #require(rows.last).send(.checkKeyPressed)
    #expect(store.state.received == [2])
    #expect(
      store.state.rows == [
        Row.State(id: 1, name: "milk"), Row.State(id: 2, name: "eggs", checked: true),
      ]
    )
    #expect(rows[1].checked)
  }

  @Test func anElementKeepsItsStoreWhereverItMoves() {
    let store = Store(initialState: self.initialState) { List() }
    let before = Array(store.scope(state: \.rows, action: \.rows))
    store.send(.reverseKeyPressed)
    let after = Array(store.scope(state: \.rows, action: \.rows))
    #expect(after.map(\.id) == [2, 1])
    #expect(after[0] === before[1])
    #expect(after[1] === before[0])
  }

  @Test func aCollectionListsTheElementsPresentWhenItWasMade() {
    let store = Store(initialState: self.initialState) { List() }
    let rows: some RandomAccessCollection<StoreOf<Row>> = store.scope(
      state: \.rows, action: \.rows
    )
    store.send(.addKeyPressed(id: 3, name: "tea"))
    #expect(rows.count == 2)
    #expect(
      Array(store.scope(state: \.rows, action: \.rows)).map(\.name) == ["milk", "eggs", "tea"])
  }

  @Test func aRemovedElementsStoreKeepsItsLastStateAndItsActionsAreReported() {
    let store = Store(initialState: self.initialState) { List() }
    let eggs = Array(store.scope(state: \.rows, action: \.rows))[1]
    store.send(.removeKeyPressed(id: 2))
    #expect(eggs.state == Row.State(id: 2, name: "eggs"))
    let issues = captureIssues {
      eggs.send(.checkKeyPressed)
    }
    #expect(issues.count == 1)
    #expect(issues.first?.firstLine.hasSuffix("received an action for a missing element.") == true)
    #expect(store.state.rows == [Row.State(id: 1, name: "milk")])
  }

  @Test func aRemovedElementAddedAgainGetsANewStore() {
    let store = Store(initialState: self.initialState) { List() }
    let eggs = Array(store.scope(state: \.rows, action: \.rows))[1]
    store.send(.removeKeyPressed(id: 2))
    #expect(Array(store.scope(state: \.rows, action: \.rows)).map(\.id) == [1])
    store.send(.addKeyPressed(id: 2, name: "eggs"))
    let again = Array(store.scope(state: \.rows, action: \.rows))[1]
    #expect(again !== eggs)
    #expect(again.state == Row.State(id: 2, name: "eggs"))
  }
}
