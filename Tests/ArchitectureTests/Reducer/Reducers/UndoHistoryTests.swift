import Architecture
import Testing

@MainActor
struct UndoHistoryTests {
  struct List: Reducer {
    struct State: Equatable {
      var items: [String] = []
      var draft = ""
      var undo = UndoStack<[String]>(limit: 3)
    }

    @CasePathable
    enum Action: Equatable {
      case addKeyPressed(String)
      case deleteLastKeyPressed
      case draftChanged(String)
      case redoKeyPressed
      case undoKeyPressed
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case let .addKeyPressed(item):
          state.items.append(item)
          return .none
        case .deleteLastKeyPressed:
          _ = state.items.popLast()
          return .none
        case let .draftChanged(draft):
          state.draft = draft
          return .none
        case .redoKeyPressed, .undoKeyPressed:
          return .none
        }
      }
      .undoable(
        \.items, history: \.undo, undo: \.undoKeyPressed, redo: \.redoKeyPressed,
        recording: \.addKeyPressed, \.deleteLastKeyPressed
      )
    }
  }

  @Test func undoAndRedoRestoreRecordedSteps() async {
    let store = TestStore(initialState: List.State()) { List() }
    await store.send(.addKeyPressed("milk")) {
      $0.undo.record([])
      $0.items = ["milk"]
    }
    await store.send(.addKeyPressed("eggs")) {
      $0.undo.record(["milk"])
      $0.items = ["milk", "eggs"]
    }
    await store.send(.undoKeyPressed) {
      _ = $0.undo.undo(current: ["milk", "eggs"])
      $0.items = ["milk"]
    }
    #expect(store.state.undo.canUndo)
    #expect(store.state.undo.canRedo)
    await store.send(.redoKeyPressed) {
      _ = $0.undo.redo(current: ["milk"])
      $0.items = ["milk", "eggs"]
    }
    #expect(!store.state.undo.canRedo)
  }

  @Test func aNewStepForgetsUndoneSteps() async {
    let store = TestStore(initialState: List.State(items: ["milk"])) { List() }
    store.exhaustivity = .off
    await store.send(.addKeyPressed("eggs"))
    await store.send(.undoKeyPressed)
    await store.send(.addKeyPressed("bread")) {
      $0.items = ["milk", "bread"]
    }
    #expect(store.state.undo.undoSnapshots == [["milk"]])
    #expect(store.state.undo.redoSnapshots.isEmpty)
  }

  @Test func unrecordedActionsAndUnchangedValuesRecordNothing() async {
    let store = TestStore(initialState: List.State()) { List() }
    await store.send(.draftChanged("m")) { $0.draft = "m" }
    await store.send(.deleteLastKeyPressed)
    #expect(!store.state.undo.canUndo)
  }

  @Test func theHistoryIsBounded() async {
    let store = TestStore(initialState: List.State()) { List() }
    store.exhaustivity = .off
    for item in ["a", "b", "c", "d", "e"] {
      await store.send(.addKeyPressed(item))
    }
    #expect(store.state.undo.undoSnapshots == [["a", "b"], ["a", "b", "c"], ["a", "b", "c", "d"]])
    for _ in 1...5 {
      await store.send(.undoKeyPressed)
    }
    store.assert { $0.items = ["a", "b"] }
  }

  @Test func undoWithNothingToUndoDoesNothing() async {
    let store = TestStore(initialState: List.State(items: ["milk"])) { List() }
    await store.send(.undoKeyPressed)
    await store.send(.redoKeyPressed)
  }
}
