import Architecture
import Foundation
import TestSupport
import Testing

@testable import NumberFacts
@testable import ShoppingListFeatures
@testable import ShoppingListModel
@testable import ShoppingListStorage

@MainActor
struct ShoppingListChangesTests {
  @Test func checkingTheCurrentItemKeepsTheCountAndIsOneUndoStepEachTime() async {
    let clock = TestClock()
    var state = ShoppingList.State.fixture([.milk, .eggs])
    state.cursor = 1
    let store = makeStore(state, clock: clock)
    await store.send(.checkKeyPressed) {
      $0.items[1].isChecked = true
      $0.checkedCount = 1
      $0.history.undoSteps = [
        UndoStep(change: .setChecked(ShoppingItem.eggs.id, false), label: "checked “eggs”")
      ]
      $0.save.unsaved = [.setChecked(ShoppingItem.eggs.id, true)]
      $0.save.status = .saving
    }
    await store.send(.checkKeyPressed) {
      $0.items[1].isChecked = false
      $0.checkedCount = 0
      $0.history.undoSteps.append(
        UndoStep(change: .setChecked(ShoppingItem.eggs.id, true), label: "unchecked “eggs”")
      )
      $0.save.unsaved.append(.setChecked(ShoppingItem.eggs.id, false))
    }
    await store.expectSave(
      of: [.setChecked(ShoppingItem.eggs.id, true), .setChecked(ShoppingItem.eggs.id, false)],
      after: clock
    )
  }

  @Test func deletingKeepsTheCursorOnItsRowAndSaysHowToUndo() async {
    let clock = TestClock()
    var state = ShoppingList.State.fixture([.milk, .eggs, .bread])
    state.cursor = 1
    let store = makeStore(state, clock: clock)
    await store.send(.deleteItemKeyPressed) {
      $0.items = [.milk, .bread]
      $0.history.undoSteps = [
        UndoStep(change: .restore([PlacedItem(offset: 1, item: .eggs)]), label: "deleted “eggs”")
      ]
      $0.save.unsaved = [.remove([ShoppingItem.eggs.id])]
      $0.save.status = .saving
    }
    await store.receive(\.delegate.statusMessage, StatusMessage("Deleted “eggs”", offersUndo: true))
    await store.send(.deleteItemKeyPressed) {
      $0.items = [.milk]
      $0.cursor = 0
      $0.history.undoSteps.append(
        UndoStep(change: .restore([PlacedItem(offset: 1, item: .bread)]), label: "deleted “bread”")
      )
      $0.save.unsaved.append(.remove([ShoppingItem.bread.id]))
    }
    await store.receive(
      \.delegate.statusMessage, StatusMessage("Deleted “bread”", offersUndo: true)
    )
    await store.expectSave(
      of: [.remove([ShoppingItem.eggs.id]), .remove([ShoppingItem.bread.id])], after: clock
    )
  }

  @Test func deletingInAnEmptyListDoesNothing() async {
    let store = makeStore(.fixture([]))
    await store.send(.deleteItemKeyPressed)
  }

  @Test func movingTheItemDownAndUp() async {
    let clock = TestClock()
    let store = makeStore(.fixture([.milk, .eggs, .bread]), clock: clock)
    await store.send(.moveItemDownKeyPressed) {
      $0.items = [.eggs, .milk, .bread]
      $0.cursor = 1
      $0.history.undoSteps = [
        UndoStep(change: .move(ShoppingItem.milk.id, to: .start), label: "moved “milk” down")
      ]
      $0.save.unsaved = [.move(ShoppingItem.milk.id, to: .after(ShoppingItem.eggs.id))]
      $0.save.status = .saving
    }
    await store.send(.moveItemDownKeyPressed) {
      $0.items = [.eggs, .bread, .milk]
      $0.cursor = 2
      $0.history.undoSteps.append(
        UndoStep(
          change: .move(ShoppingItem.milk.id, to: .after(ShoppingItem.eggs.id)),
          label: "moved “milk” down"
        )
      )
      $0.save.unsaved.append(.move(ShoppingItem.milk.id, to: .after(ShoppingItem.bread.id)))
    }
    await store.send(.moveItemDownKeyPressed)
    await store.send(.moveItemUpKeyPressed) {
      $0.items = [.eggs, .milk, .bread]
      $0.cursor = 1
      $0.history.undoSteps.append(
        UndoStep(
          change: .move(ShoppingItem.milk.id, to: .after(ShoppingItem.bread.id)),
          label: "moved “milk” up"
        )
      )
      $0.save.unsaved.append(.move(ShoppingItem.milk.id, to: .before(ShoppingItem.bread.id)))
    }
    await store.expectSave(
      of: [
        .move(ShoppingItem.milk.id, to: .after(ShoppingItem.eggs.id)),
        .move(ShoppingItem.milk.id, to: .after(ShoppingItem.bread.id)),
        .move(ShoppingItem.milk.id, to: .before(ShoppingItem.bread.id)),
      ],
      after: clock
    )
  }

  @Test func sortingPutsUncheckedFirstThenNamesIgnoringCaseAndAccentsStably() async {
    let clock = TestClock()
    let items = [
      ShoppingItem(id: UUID(1), name: "tea", isChecked: true),
      ShoppingItem(id: UUID(2), name: "Éclair"),
      ShoppingItem(id: UUID(3), name: "apples"),
      ShoppingItem(id: UUID(4), name: "eclair"),
      ShoppingItem(id: UUID(5), name: "Apples"),
      ShoppingItem(id: UUID(6), name: "bread", isChecked: true),
      ShoppingItem(id: UUID(7), name: "Zucchini"),
    ]
    let sorted = [3, 5, 2, 4, 7, 6, 1].map { id in items.first { $0.id == UUID(id) }! }
    var state = ShoppingList.State.fixture(items)
    state.cursor = 1
    let store = makeStore(state, clock: clock)
    await store.send(.sortKeyPressed) {
      $0.items = IdentifiedArray(uniqueElements: sorted)
      $0.cursor = 2
      $0.history.undoSteps = [
        UndoStep(change: .reorder(items.map(\.id)), label: "sorted the list")
      ]
      $0.save.unsaved = [.reorder([3, 5, 2, 4, 7, 6, 1].map { UUID($0) })]
      $0.save.status = .saving
    }
    await store.receive(\.delegate.statusMessage, "Sorted")
    await store.send(.sortKeyPressed)
    await store.receive(\.delegate.statusMessage, "Already sorted")
    await store.expectSave(of: [.reorder([3, 5, 2, 4, 7, 6, 1].map { UUID($0) })], after: clock)
  }

  @Test func clearingCheckedItemsAsksFirst() async {
    let clock = TestClock()
    var eggs = ShoppingItem.eggs
    eggs.isChecked = true
    var tea = ShoppingItem.tea
    tea.isChecked = true
    var state = ShoppingList.State.fixture([.milk, eggs, .bread, tea])
    state.cursor = 2
    let store = makeStore(state, clock: clock)
    await store.send(.clearCheckedKeyPressed) {
      $0.confirmationDialog = Self.clearCheckedQuestion(
        "Remove the 2 checked items from the list? Undo brings them back."
      )
    }
    await store.send(.confirmationDialog(.dismiss)) {
      $0.confirmationDialog = nil
    }
    await store.send(.clearCheckedKeyPressed) {
      $0.confirmationDialog = Self.clearCheckedQuestion(
        "Remove the 2 checked items from the list? Undo brings them back."
      )
    }
    await store.send(.confirmationDialog(.presented(.removeCheckedItems))) {
      $0.confirmationDialog = nil
      $0.items = [.milk, .bread]
      $0.checkedCount = 0
      $0.cursor = 1
      $0.history.undoSteps = [
        UndoStep(
          change: .restore([PlacedItem(offset: 1, item: eggs), PlacedItem(offset: 3, item: tea)]),
          label: "removed 2 checked items"
        )
      ]
      $0.save.unsaved = [.remove([ShoppingItem.eggs.id, ShoppingItem.tea.id])]
      $0.save.status = .saving
    }
    await store.receive(
      \.delegate.statusMessage, StatusMessage("Removed 2 checked items", offersUndo: true)
    )
    await store.expectSave(
      of: [.remove([ShoppingItem.eggs.id, ShoppingItem.tea.id])], after: clock)
  }

  @Test func theQuestionNamesALoneCheckedItem() async {
    var eggs = ShoppingItem.eggs
    eggs.isChecked = true
    let store = makeStore(.fixture([.milk, eggs]))
    await store.send(.clearCheckedKeyPressed) {
      $0.confirmationDialog = Self.clearCheckedQuestion(
        "Remove the checked item from the list? Undo brings it back."
      )
    }
  }

  @Test func theQuestionScrollsWithinWhatTheViewMeasuredAndTheNextOneStartsAtTheTop() async {
    var eggs = ShoppingItem.eggs
    eggs.isChecked = true
    var state = ShoppingList.State.fixture([.milk, eggs])
    state.confirmationDialog = Self.clearCheckedQuestion("A question.")
    state.confirmationDialogScroll.measure(TextExtent(lineCount: 5, visibleLineCount: 3))
    let store = makeStore(state)
    await store.send(.confirmationDialogScrolled(.lineDown)) {
      $0.confirmationDialogScroll.offset = 1
    }
    await store.send(.confirmationDialogScrolled(.pageDown)) {
      $0.confirmationDialogScroll.offset = 2
    }
    await store.send(.confirmationDialogScrolled(.lineDown))
    await store.send(.confirmationDialogScrolled(.pageUp)) {
      $0.confirmationDialogScroll.offset = 0
    }
    await store.send(.confirmationDialogScrolled(.pageDown)) {
      $0.confirmationDialogScroll.offset = 2
    }
    await store.send(.confirmationDialog(.dismiss)) { $0.confirmationDialog = nil }
    await store.send(.clearCheckedKeyPressed) {
      $0.confirmationDialog = Self.clearCheckedQuestion(
        "Remove the checked item from the list? Undo brings it back."
      )
      $0.confirmationDialogScroll = ScrollPosition()
    }
  }

  /// The `C` question with `message`, written out as a TCA user would.
  static func clearCheckedQuestion(
    _ message: String
  ) -> ConfirmationDialogState<ShoppingList.Action.ConfirmationDialog> {
    ConfirmationDialogState(titleVisibility: .visible) {
      TextState("Remove checked items")
    } actions: {
      ButtonState(role: .destructive, action: .removeCheckedItems) { TextState("Remove") }
      ButtonState(role: .cancel) { TextState("Keep") }
    } message: {
      TextState(message)
    }
  }

  @Test func clearingWithNothingCheckedSaysSo() async {
    let store = makeStore(.fixture([.milk]))
    await store.send(.clearCheckedKeyPressed)
    await store.receive(\.delegate.statusMessage, "No checked items to remove")
  }
}
