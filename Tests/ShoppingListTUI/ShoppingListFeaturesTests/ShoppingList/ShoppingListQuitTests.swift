import Architecture
import Foundation
import TestSupport
import Testing

@testable import NumberFacts
@testable import ShoppingListFeatures
@testable import ShoppingListModel
@testable import ShoppingListStorage

@MainActor
struct ShoppingListQuitTests {
  /// A parent that quits the way App does: through the list's final-save helper.
  struct Parent: Reducer {
    struct State: Equatable {
      var list: ShoppingList.State
      var hasQuit = false
    }

    @CasePathable
    enum Action: Equatable {
      case list(ShoppingList.Action)
      case quitKeyPressed
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.list, action: \.list) { ShoppingList() }
      Reduce { state, action in
        switch action {
        case .quitKeyPressed:
          guard state.list.hasUnsavedChanges else {
            state.hasQuit = true
            return .none
          }
          return ShoppingList.finalSave(&state.list).map(Action.list)
        case .list(.delegate(.finalSaveFinished)):
          state.hasQuit = !state.list.hasUnsavedChanges
          return .none
        case .list:
          return .none
        }
      }
    }
  }

  @Test func quittingSavesAtOnceWithoutWaitingForTheDebounce() async {
    let clock = TestClock()
    let saved = ListSaves()
    let store = TestStore(initialState: Parent.State(list: .fixture([.milk]))) {
      Parent()
    } withDependencies: {
      $0.continuousClock = clock
      $0.listStorage = saved.storage
    }
    await store.send(.list(.deleteItemKeyPressed)) {
      $0.list.items = []
      $0.list.history.undoSteps = [
        UndoStep(change: .restore([PlacedItem(offset: 0, item: .milk)]), label: "deleted “milk”")
      ]
      $0.list.save.unsaved = [.remove([ShoppingItem.milk.id])]
      $0.list.save.status = .saving
    }
    await store.receive(\.list.delegate.statusMessage)
    await store.send(.quitKeyPressed) {
      $0.list.save.unsaved = []
      $0.list.save.writing = [.remove([ShoppingItem.milk.id])]
      $0.list.save.isFinal = true
    }
    await store.receive(\.list.listSaved.success, 0) {
      $0.list.save.writing = nil
      $0.list.save.status = .saved
      $0.list.save.isFinal = false
    }
    await store.receive(\.list.delegate.finalSaveFinished) {
      $0.hasQuit = true
    }
    #expect(saved.all == [[.remove([ShoppingItem.milk.id])]])
    await clock.advance(by: .seconds(1))
  }

  @Test func quittingWithNothingUnsavedQuitsAtOnce() async {
    let store = TestStore(initialState: Parent.State(list: .fixture([.milk]))) { Parent() }
    await store.send(.quitKeyPressed) { $0.hasQuit = true }
  }

  @Test func aFailedFinalSaveIsReportedForTheParentToAsk() async {
    let clock = TestClock()
    let saved = ListSaves(failing: [DiskFullError()])
    let store = TestStore(initialState: Parent.State(list: .fixture([.milk]))) {
      Parent()
    } withDependencies: {
      $0.continuousClock = clock
      $0.listStorage = saved.storage
    }
    store.exhaustivity = .off
    await store.send(.list(.deleteItemKeyPressed))
    await store.send(.quitKeyPressed)
    await store.receive(\.list.listSaved.failure)
    #expect(store.state.hasQuit == false)
    #expect(store.state.list.hasUnsavedChanges)
    #expect(
      store.state.list.save.status
        == .failed(SaveFailure(reason: "could not save list.json: No space left on device"))
    )
  }
}
