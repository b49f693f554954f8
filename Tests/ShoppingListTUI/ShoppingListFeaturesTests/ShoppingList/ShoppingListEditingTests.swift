import Architecture
import Foundation
import TestSupport
import Testing

@testable import NumberFacts
@testable import ShoppingListFeatures
@testable import ShoppingListModel
@testable import ShoppingListStorage

@MainActor
struct ShoppingListEditingTests {
  let new = ShoppingItem(id: UUID(0), name: "")

  @Test func addingAtTheTopAndCommittingANameSavesIt() async {
    let clock = TestClock()
    let saved = ListSaves()
    var state = ShoppingList.State.fixture([.milk, .eggs])
    state.cursor = 1
    let store = makeStore(state, clock: clock, saved: saved)
    await store.send(.addItemKeyPressed) {
      $0.items.insert(self.new, at: 0)
      $0.editing = ItemEditing(
        id: self.new.id, isNew: true, name: "", returnID: ShoppingItem.eggs.id
      )
      $0.cursor = 0
    }
    #expect(store.state.itemCount == 2)
    await store.send(.editor(.textTyped("  butter "))) {
      $0.editing?.editor = LineEditor.State(text: "  butter ")
    }
    let butter = ShoppingItem(id: UUID(0), name: "butter", category: "Dairy & Eggs")
    await store.send(.editCommitted) {
      $0.items[id: self.new.id] = butter
      $0.history.undoSteps = [UndoStep(change: .remove([self.new.id]), label: "added “butter”")]
      $0.save.unsaved = [.insert([butter], at: .start)]
      $0.save.status = .saving
      $0.items.insert(ShoppingItem(id: UUID(1), name: ""), at: 1)
      $0.editing = ItemEditing(id: UUID(1), isNew: true, name: "", returnID: UUID(0))
      $0.cursor = 1
    }
    await store.send(.editCancelled) {
      $0.items.remove(id: UUID(1))
      $0.editing = nil
      $0.cursor = 0
    }
    await store.expectSave(of: [.insert([butter], at: .start)], after: clock)
    #expect(saved.all == [[.insert([butter], at: .start)]])
  }

  /// After `Enter` the next new item opens below the one just added, so items typed in a row
  /// stay in the order they were typed, each with the quantity typed apart from its name and
  /// the category the catalog knows; `Esc` ends the entry.
  @Test func itemsTypedInARowKeepTheirOrderQuantitiesAndCategories() async {
    let clock = TestClock()
    let store = makeStore(.fixture([.milk]), clock: clock)
    await store.send(.addItemKeyPressed) {
      $0.items.insert(self.new, at: 0)
      $0.editing = ItemEditing(id: UUID(0), isNew: true, name: "", returnID: ShoppingItem.milk.id)
    }
    await store.send(.editor(.textTyped("2 l oat milk"))) {
      $0.editing?.editor = LineEditor.State(text: "2 l oat milk")
    }
    let oatMilk = ShoppingItem(
      id: UUID(0), name: "oat milk", quantity: ItemQuantity(amount: 2, unit: "l"),
      category: "Dairy & Eggs"
    )
    await store.send(.editCommitted) {
      $0.items[id: UUID(0)] = oatMilk
      $0.history.undoSteps = [UndoStep(change: .remove([UUID(0)]), label: "added “oat milk”")]
      $0.save.unsaved = [.insert([oatMilk], at: .start)]
      $0.save.status = .saving
      $0.items.insert(ShoppingItem(id: UUID(1), name: ""), at: 1)
      $0.editing = ItemEditing(id: UUID(1), isNew: true, name: "", returnID: UUID(0))
      $0.cursor = 1
    }
    await store.send(.editor(.textTyped("1,5 kg Potatoes"))) {
      $0.editing?.editor = LineEditor.State(text: "1,5 kg Potatoes")
    }
    let potatoes = ShoppingItem(
      id: UUID(1), name: "Potatoes", quantity: ItemQuantity(amount: 1.5, unit: "kg"),
      category: "Produce"
    )
    await store.send(.editCommitted) {
      $0.items[id: UUID(1)] = potatoes
      $0.history.undoSteps.append(
        UndoStep(change: .remove([UUID(1)]), label: "added “Potatoes”")
      )
      $0.save.unsaved.append(.insert([potatoes], at: .after(UUID(0))))
      $0.items.insert(ShoppingItem(id: UUID(2), name: ""), at: 2)
      $0.editing = ItemEditing(id: UUID(2), isNew: true, name: "", returnID: UUID(1))
      $0.cursor = 2
    }
    await store.send(.editCancelled) {
      $0.items.remove(id: UUID(2))
      $0.editing = nil
      $0.cursor = 1
    }
    #expect(store.state.items.map(\.name) == ["oat milk", "Potatoes", "milk"])
    await store.expectSave(
      of: [.insert([oatMilk], at: .start), .insert([potatoes], at: .after(UUID(0)))],
      after: clock
    )
  }

  /// A name already on the list is not added twice: the cursor goes to it, a checked one
  /// comes out of the basket, and a quantity typed is added to its own.
  @Test func aNameOnTheListAlreadyIsNotAddedTwice() async {
    let clock = TestClock()
    let milk = ShoppingItem(
      id: ShoppingItem.milk.id, name: "Milk", isChecked: true,
      quantity: ItemQuantity(amount: 1, unit: "l")
    )
    let store = makeStore(.fixture([.eggs, milk]), clock: clock)
    await store.send(.addItemKeyPressed) {
      $0.items.insert(self.new, at: 0)
      $0.editing = ItemEditing(id: UUID(0), isNew: true, name: "", returnID: ShoppingItem.eggs.id)
    }
    await store.send(.editor(.textTyped("mílk 2l"))) {
      $0.editing?.editor = LineEditor.State(text: "mílk 2l")
    }
    await store.send(.editCommitted) {
      $0.items.remove(id: UUID(0))
      $0.items[id: milk.id]?.isChecked = false
      $0.items[id: milk.id]?.quantity = ItemQuantity(amount: 3, unit: "l")
      $0.checkedCount = 0
      $0.history.undoSteps = [
        UndoStep(change: .setChecked(milk.id, true), label: "unchecked “Milk”"),
        UndoStep(
          change: .setQuantity(milk.id, ItemQuantity(amount: 1, unit: "l")),
          label: "changed the quantity of “Milk”"
        ),
      ]
      $0.save.unsaved = [
        .setChecked(milk.id, false), .setQuantity(milk.id, ItemQuantity(amount: 3, unit: "l")),
      ]
      $0.save.status = .saving
      $0.items.insert(ShoppingItem(id: UUID(1), name: ""), at: 2)
      $0.editing = ItemEditing(id: UUID(1), isNew: true, name: "", returnID: milk.id)
      $0.cursor = 2
    }
    await store.receive(\.delegate.statusMessage)
    await store.send(.editor(.textTyped("eggs"))) {
      $0.editing?.editor = LineEditor.State(text: "eggs")
    }
    await store.send(.editCommitted) {
      $0.items.remove(id: UUID(1))
      $0.editing = ItemEditing(id: UUID(2), isNew: true, name: "", returnID: ShoppingItem.eggs.id)
      $0.items.insert(ShoppingItem(id: UUID(2), name: ""), at: 1)
      $0.cursor = 1
    }
    await store.receive(\.delegate.statusMessage)
    await store.send(.editCancelled) {
      $0.items.remove(id: UUID(2))
      $0.editing = nil
      $0.cursor = 0
    }
    await store.expectSave(
      of: [.setChecked(milk.id, false), .setQuantity(milk.id, ItemQuantity(amount: 3, unit: "l"))],
      after: clock
    )
  }

  @Test func addingBelowTheCursor() async {
    var state = ShoppingList.State.fixture([.milk, .eggs, .bread])
    state.cursor = 1
    let store = makeStore(state)
    await store.send(.addItemBelowKeyPressed) {
      $0.items.insert(self.new, at: 2)
      $0.editing = ItemEditing(
        id: self.new.id, isNew: true, name: "", returnID: ShoppingItem.eggs.id
      )
      $0.cursor = 2
    }
    await store.send(.editCancelled) {
      $0.editing = nil
      $0.items.remove(id: self.new.id)
      $0.cursor = 1
    }
  }

  @Test func addingBelowInAnEmptyList() async {
    let store = makeStore(.fixture([]))
    await store.send(.addItemBelowKeyPressed) {
      $0.items = [self.new]
      $0.editing = ItemEditing(id: self.new.id, isNew: true, name: "")
    }
    await store.send(.editor(.textTyped("tea"))) {
      $0.editing?.editor = LineEditor.State(text: "tea")
    }
    await store.send(.editor(.deleteToStartKeyPressed)) {
      $0.editing?.editor = LineEditor.State(text: "")
    }
    await store.send(.editCommitted) {
      $0.editing = nil
      $0.items = []
    }
  }

  @Test func aNewItemCommittedBlankDisappears() async {
    let store = makeStore(.fixture([.milk]))
    await store.send(.addItemKeyPressed) {
      $0.items.insert(self.new, at: 0)
      $0.editing = ItemEditing(
        id: self.new.id, isNew: true, name: "", returnID: ShoppingItem.milk.id
      )
    }
    await store.send(.editor(.textTyped(" \t "))) {
      $0.editing?.editor = LineEditor.State(text: "   ")
    }
    await store.send(.editCommitted) {
      $0.editing = nil
      $0.items = [.milk]
    }
  }

  @Test func renamingStartsAtTheEndAndIsOneUndoStep() async {
    let clock = TestClock()
    let store = makeStore(.fixture([.milk, .eggs]), clock: clock)
    await store.send(.editItemKeyPressed) {
      $0.editing = ItemEditing(id: ShoppingItem.milk.id, isNew: false, name: "milk")
    }
    await store.send(.editor(.textTyped(" 2%"))) {
      $0.editing?.editor = LineEditor.State(text: "milk 2%")
    }
    await store.send(.editCommitted) {
      $0.editing = nil
      $0.items[id: ShoppingItem.milk.id]?.name = "milk 2%"
      $0.history.undoSteps = [
        UndoStep(change: .rename(ShoppingItem.milk.id, "milk"), label: "renamed “milk”")
      ]
      $0.save.unsaved = [.rename(ShoppingItem.milk.id, "milk 2%")]
      $0.save.status = .saving
    }
    await store.expectSave(of: [.rename(ShoppingItem.milk.id, "milk 2%")], after: clock)
  }

  @Test func anUnchangedOrCancelledRenameChangesNothing() async {
    let store = makeStore(.fixture([.milk]))
    await store.send(.editItemKeyPressed) {
      $0.editing = ItemEditing(id: ShoppingItem.milk.id, isNew: false, name: "milk")
    }
    await store.send(.editor(.textTyped(" "))) {
      $0.editing?.editor = LineEditor.State(text: "milk ")
    }
    await store.send(.editCommitted) { $0.editing = nil }
    await store.send(.editItemKeyPressed) {
      $0.editing = ItemEditing(id: ShoppingItem.milk.id, isNew: false, name: "milk")
    }
    await store.send(.editor(.backspaceKeyPressed)) {
      $0.editing?.editor = LineEditor.State(text: "mil")
    }
    await store.send(.editCancelled) { $0.editing = nil }
  }

  @Test func clearingAnExistingNameDeletesTheItem() async {
    let clock = TestClock()
    let store = makeStore(.fixture([.milk, .eggs]), clock: clock)
    await store.send(.editItemKeyPressed) {
      $0.editing = ItemEditing(id: ShoppingItem.milk.id, isNew: false, name: "milk")
    }
    await store.send(.editor(.deleteWordKeyPressed)) {
      $0.editing?.editor = LineEditor.State(text: "")
    }
    await store.send(.editCommitted) {
      $0.editing = nil
      $0.items = [.eggs]
      $0.history.undoSteps = [
        UndoStep(change: .restore([PlacedItem(offset: 0, item: .milk)]), label: "deleted “milk”")
      ]
      $0.save.unsaved = [.remove([ShoppingItem.milk.id])]
      $0.save.status = .saving
    }
    await store.receive(\.delegate.statusMessage, StatusMessage("Deleted “milk”", offersUndo: true))
    await store.expectSave(of: [.remove([ShoppingItem.milk.id])], after: clock)
  }

  @Test func namesKeepWideCharactersAndEmojiAndStopAt500Characters() async {
    let clock = TestClock()
    let long = String(repeating: "🍎", count: 499)
    let label = "added “\(String(repeating: "🍎", count: 39))…”"
    let store = makeStore(.fixture([.milk]), clock: clock)
    await store.send(.addItemKeyPressed) {
      $0.items.insert(self.new, at: 0)
      $0.editing = ItemEditing(
        id: self.new.id, isNew: true, name: "", returnID: ShoppingItem.milk.id
      )
    }
    await store.send(.editor(.textTyped(long + "牛乳"))) {
      $0.editing?.editor = LineEditor.State(text: long + "牛")
    }
    await store.receive(\.editor.delegate.lengthLimitReached, 500)
    await store.receive(\.delegate.statusMessage, "A name has at most 500 characters")
    let added = ListChange.insert([ShoppingItem(id: UUID(0), name: long + "牛")], at: .start)
    await store.send(.editCommitted) {
      $0.items[id: self.new.id]?.name = long + "牛"
      $0.history.undoSteps = [
        UndoStep(change: .remove([self.new.id]), label: label)
      ]
      $0.save.unsaved = [added]
      $0.save.status = .saving
      $0.items.insert(ShoppingItem(id: UUID(1), name: ""), at: 1)
      $0.editing = ItemEditing(id: UUID(1), isNew: true, name: "", returnID: UUID(0))
      $0.cursor = 1
    }
    #expect(store.state.items[0].name.count == 500)
    await store.send(.editCancelled) {
      $0.items.remove(id: UUID(1))
      $0.editing = nil
      $0.cursor = 0
    }
    await store.expectSave(of: [added], after: clock)
  }

  @Test func aSaveDuringANewItemsEditLeavesTheBlankItemOut() async {
    let clock = TestClock()
    let saved = ListSaves()
    let store = makeStore(.fixture([.milk]), clock: clock, saved: saved)
    await store.send(.checkKeyPressed) {
      $0.items[0].isChecked = true
      $0.checkedCount = 1
      $0.history.undoSteps.append(
        UndoStep(change: .setChecked(ShoppingItem.milk.id, false), label: "checked “milk”")
      )
      $0.save.unsaved = [.setChecked(ShoppingItem.milk.id, true)]
      $0.save.status = .saving
    }
    await store.send(.addItemKeyPressed) {
      $0.items.insert(self.new, at: 0)
      $0.editing = ItemEditing(
        id: self.new.id, isNew: true, name: "", returnID: ShoppingItem.milk.id
      )
    }
    await store.expectSave(of: [.setChecked(ShoppingItem.milk.id, true)], after: clock)
    #expect(saved.all == [[.setChecked(ShoppingItem.milk.id, true)]])
    await store.send(.editCancelled) {
      $0.editing = nil
      $0.items.remove(id: self.new.id)
    }
  }
}
