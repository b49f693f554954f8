import Architecture
import Foundation
import TestSupport
import Testing

@testable import NumberFacts
@testable import ShoppingListFeatures
@testable import ShoppingListModel
@testable import ShoppingListStorage

@MainActor
struct ShoppingListUndoTests {
  @Test func undoAndRedoADeleteLandOnTheItem() async {
    let clock = TestClock()
    var state = ShoppingList.State.fixture([.milk, .eggs, .bread])
    state.cursor = 1
    let store = makeStore(state, clock: clock)
    let step = UndoStep(
      change: .restore([PlacedItem(offset: 1, item: .eggs)]), label: "deleted “eggs”"
    )
    await store.send(.deleteItemKeyPressed) {
      $0.items = [.milk, .bread]
      $0.history.undoSteps = [step]
      $0.save.unsaved = [.remove([ShoppingItem.eggs.id])]
      $0.save.status = .saving
    }
    await store.receive(\.delegate.statusMessage)
    await store.send(.firstItemKeyPressed) { $0.cursor = 0 }
    await store.send(.undoKeyPressed) {
      $0.items = [.milk, .eggs, .bread]
      $0.cursor = 1
      $0.history.undoSteps = []
      $0.history.redoSteps = [
        UndoStep(change: .remove([ShoppingItem.eggs.id]), label: "deleted “eggs”")
      ]
      $0.save.unsaved.append(.restore([PlacedItem(offset: 1, item: .eggs)]))
    }
    await store.receive(\.delegate.statusMessage, "Undid: deleted “eggs”")
    await store.send(.redoKeyPressed) {
      $0.items = [.milk, .bread]
      $0.history.undoSteps = [step]
      $0.history.redoSteps = []
      $0.save.unsaved.append(.remove([ShoppingItem.eggs.id]))
    }
    await store.receive(\.delegate.statusMessage, "Redid: deleted “eggs”")
    await store.expectSave(
      of: [
        .remove([ShoppingItem.eggs.id]), .restore([PlacedItem(offset: 1, item: .eggs)]),
        .remove([ShoppingItem.eggs.id]),
      ],
      after: clock
    )
  }

  @Test func undoAndRedoEveryKindOfChange() async {
    let clock = TestClock()
    var checkedTea = ShoppingItem.tea
    checkedTea.isChecked = true
    let start = ShoppingList.State.fixture([.milk, .eggs, .bread, checkedTea])
    let store = makeStore(start, clock: clock)
    store.exhaustivity = .off
    var snapshots: [IdentifiedArrayOf<ShoppingItem>] = [store.state.items]
    var cursors: [ShoppingItem.ID?] = [store.state.currentID]
    func record() {
      snapshots.append(store.state.items)
      cursors.append(store.state.currentID)
    }
    await store.send(.checkKeyPressed)
    record()
    await store.send(.cursorDownKeyPressed)
    await store.send(.moveItemDownKeyPressed)
    record()
    await store.send(.editItemKeyPressed)
    await store.send(.editor(.textTyped("s")))
    await store.send(.editCommitted)
    record()
    await store.send(.addItemKeyPressed)
    await store.send(.editor(.textTyped("butter")))
    await store.send(.editCommitted)
    await store.send(.editCancelled)
    record()
    await store.send(.sortKeyPressed)
    record()
    await store.send(.clearCheckedKeyPressed)
    await store.send(.confirmationDialog(.presented(.removeCheckedItems)))
    record()
    await store.send(.lastItemKeyPressed)
    await store.send(.deleteItemKeyPressed)
    record()
    await store.skipReceivedActions()
    #expect(store.state.history.undoSteps.count == 7)

    for index in stride(from: snapshots.count - 2, through: 0, by: -1) {
      await store.send(.undoKeyPressed)
      #expect(store.state.items == snapshots[index])
      #expect(store.state.checkedCount == snapshots[index].filter(\.isChecked).count)
    }
    #expect(store.state.currentID == cursors[0])
    await store.skipReceivedActions()
    await store.send(.undoKeyPressed)
    await store.receive(\.delegate.statusMessage, "Nothing to undo")
    for index in 1..<snapshots.count {
      await store.send(.redoKeyPressed)
      #expect(store.state.items == snapshots[index])
      #expect(store.state.checkedCount == snapshots[index].filter(\.isChecked).count)
    }
    await store.skipReceivedActions()
    await store.send(.redoKeyPressed)
    await store.receive(\.delegate.statusMessage, "Nothing to redo")
    await clock.advance(by: ShoppingList.saveDelay)
    await store.skipReceivedActions()
    #expect(store.state.save.status == .saved)
  }

  @Test func theCursorLandsOnTheChangedItem() async {
    let store = makeStore(.fixture([.milk, .eggs, .bread, .apples]))
    store.exhaustivity = .off
    await store.send(.lastItemKeyPressed)
    await store.send(.checkKeyPressed)
    await store.send(.firstItemKeyPressed)
    await store.send(.undoKeyPressed)
    #expect(store.state.currentID == ShoppingItem.apples.id)
    await store.send(.firstItemKeyPressed)
    await store.send(.redoKeyPressed)
    #expect(store.state.currentID == ShoppingItem.apples.id)
    await store.send(.moveItemUpKeyPressed)
    await store.send(.firstItemKeyPressed)
    await store.send(.undoKeyPressed)
    #expect(store.state.cursor == 3)
    #expect(store.state.currentID == ShoppingItem.apples.id)
    await store.skipInFlightEffects()
    await store.skipReceivedActions()
  }

  @Test func aNewStepForgetsWhatCouldBeRedone() async {
    let store = makeStore(.fixture([.milk, .eggs]))
    store.exhaustivity = .off
    await store.send(.checkKeyPressed)
    await store.send(.undoKeyPressed)
    #expect(store.state.history.redoSteps.count == 1)
    await store.send(.cursorDownKeyPressed)
    await store.send(.checkKeyPressed)
    #expect(store.state.history.redoSteps.isEmpty)
    await store.send(.redoKeyPressed)
    await store.receive(\.delegate.statusMessage, "Nothing to redo")
    await store.skipInFlightEffects()
  }

  @Test func atLeastAHundredStepsAreKept() async {
    let clock = TestClock()
    let store = makeStore(.fixture([.milk]), clock: clock)
    let steps = 150
    var saved: [ListChange] = []
    for step in 1...steps {
      let isChecked = step % 2 == 1
      await store.send(.checkKeyPressed) {
        $0.items[0].isChecked = isChecked
        $0.checkedCount = isChecked ? 1 : 0
        $0.history.undoSteps.append(
          UndoStep(
            change: .setChecked(ShoppingItem.milk.id, !isChecked),
            label: isChecked ? "checked “milk”" : "unchecked “milk”"
          )
        )
        $0.save.unsaved.append(.setChecked(ShoppingItem.milk.id, isChecked))
        $0.save.status = .saving
      }
      saved.append(.setChecked(ShoppingItem.milk.id, isChecked))
    }
    for step in stride(from: steps, through: 1, by: -1) {
      let label = step % 2 == 1 ? "checked “milk”" : "unchecked “milk”"
      let isChecked = step % 2 == 0
      await store.send(.undoKeyPressed) {
        $0.items[0].isChecked = isChecked
        $0.checkedCount = isChecked ? 1 : 0
        $0.history.undoSteps.removeLast()
        $0.history.redoSteps.append(
          UndoStep(change: .setChecked(ShoppingItem.milk.id, !isChecked), label: label)
        )
        $0.save.unsaved.append(.setChecked(ShoppingItem.milk.id, isChecked))
      }
      saved.append(.setChecked(ShoppingItem.milk.id, isChecked))
      await store.receive(\.delegate.statusMessage, "Undid: \(label)")
    }
    #expect(store.state.items[0].isChecked == false)
    await store.expectSave(of: saved, after: clock)
  }

  @Test func historyIsBounded() {
    var history = ItemsHistory()
    let step = UndoStep(change: .setChecked(ShoppingItem.milk.id, true), label: "checked “milk”")
    for _ in 0..<(ItemsHistory.limit + 50) { history.record(step) }
    #expect(history.undoSteps.count == ItemsHistory.limit)
    #expect(ItemsHistory.limit >= 100)
  }
}
