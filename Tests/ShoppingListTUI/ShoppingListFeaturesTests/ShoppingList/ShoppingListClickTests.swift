import Architecture
import Foundation
import TestSupport
import Testing

@testable import NumberFacts
@testable import ShoppingListFeatures
@testable import ShoppingListModel
@testable import ShoppingListStorage

/// Clicks on rows and checkboxes, and the mouse wheel, as the views report them.
@MainActor
struct ShoppingListClickTests {
  let items: [ShoppingItem] = [.milk, .eggs, .bread, .apples, .tea]

  @Test func aClickedRowGetsTheCursor() async {
    let store = makeStore(.fixture(items, height: 3))
    await store.send(.rowClicked(ShoppingItem.bread.id)) { $0.cursor = 2 }
    await store.send(.rowClicked(ShoppingItem.bread.id))
    await store.send(.rowClicked(ShoppingItem.milk.id)) { $0.cursor = 0 }
  }

  @Test func clickingAnotherRowKeepsTheNameBeingTyped() async {
    let clock = TestClock()
    let store = makeStore(.fixture(items), clock: clock)
    await store.send(.editItemKeyPressed) {
      $0.editing = ItemEditing(id: ShoppingItem.milk.id, isNew: false, name: "milk")
    }
    await store.send(.editor(.textTyped(" 2%"))) {
      $0.editing?.editor = LineEditor.State(text: "milk 2%")
    }
    await store.send(.rowClicked(ShoppingItem.milk.id))
    await store.send(.rowClicked(ShoppingItem.eggs.id)) {
      $0.editing = nil
      $0.items[id: ShoppingItem.milk.id]?.name = "milk 2%"
      $0.history.undoSteps = [
        UndoStep(change: .rename(ShoppingItem.milk.id, "milk"), label: "renamed “milk”")
      ]
      $0.save.unsaved = [.rename(ShoppingItem.milk.id, "milk 2%")]
      $0.save.status = .saving
      $0.cursor = 1
    }
    await store.expectSave(of: [.rename(ShoppingItem.milk.id, "milk 2%")], after: clock)
  }

  @Test func aClickedCheckboxChecksThatItemAndMovesTheCursorThere() async {
    let clock = TestClock()
    let store = makeStore(.fixture(items), clock: clock)
    await store.send(.checkboxClicked(ShoppingItem.bread.id)) {
      $0.cursor = 2
      $0.items[2].isChecked = true
      $0.checkedCount = 1
      $0.history.undoSteps = [
        UndoStep(change: .setChecked(ShoppingItem.bread.id, false), label: "checked “bread”")
      ]
      $0.save.unsaved = [.setChecked(ShoppingItem.bread.id, true)]
      $0.save.status = .saving
    }
    await store.send(.checkboxClicked(ShoppingItem.bread.id)) {
      $0.items[2].isChecked = false
      $0.checkedCount = 0
      $0.history.undoSteps.append(
        UndoStep(change: .setChecked(ShoppingItem.bread.id, true), label: "unchecked “bread”")
      )
      $0.save.unsaved.append(.setChecked(ShoppingItem.bread.id, false))
    }
    await store.expectSave(
      of: [.setChecked(ShoppingItem.bread.id, true), .setChecked(ShoppingItem.bread.id, false)],
      after: clock
    )
  }

  @Test func aClickedCheckboxInAReadOnlyListSaysWhyNothingHappens() async {
    let store = makeStore(.fixture(items, readOnlyReason: "list.json is locked"))
    await store.send(.checkboxClicked(ShoppingItem.eggs.id))
    await store.receive(
      \.delegate.statusMessage, "The list is read-only: changes are not possible"
    )
    await store.send(.rowClicked(ShoppingItem.eggs.id)) { $0.cursor = 1 }
  }

  @Test func theWheelScrollsTheRowsAndTheCursorStaysOnScreen() async {
    let store = makeStore(.fixture(items, height: 2))
    await store.send(.wheelScrolled(rows: 3)) {
      $0.viewport.top = 3
      $0.cursor = 3
    }
    await store.send(.wheelScrolled(rows: 3))
    await store.send(.cursorDownKeyPressed) { $0.cursor = 4 }
    await store.send(.wheelScrolled(rows: -1)) {
      $0.viewport.top = 2
      $0.cursor = 3
    }
    await store.send(.wheelScrolled(rows: -3)) {
      $0.viewport.top = 0
      $0.cursor = 1
    }
  }

  @Test func theWheelLeavesARowBeingEditedOnScreen() async {
    let store = makeStore(.fixture(items, height: 2))
    await store.send(.editItemKeyPressed) {
      $0.editing = ItemEditing(id: ShoppingItem.milk.id, isNew: false, name: "milk")
    }
    await store.send(.wheelScrolled(rows: 3))
  }
}
