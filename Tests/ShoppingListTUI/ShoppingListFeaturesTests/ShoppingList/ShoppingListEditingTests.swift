import Architecture
import Foundation
import Testing
import TestSupport

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
      $0.editing = NameEditing(
        id: self.new.id, isNew: true, name: "", returnID: ShoppingItem.eggs.id
      )
      $0.cursor = 0
    }
    #expect(store.state.itemCount == 2)
    await store.send(.editor(.textTyped("  butter "))) {
      $0.editing?.editor = LineEditor.State(text: "  butter ")
    }
    await store.send(.editCommitted) {
      $0.editing = nil
      $0.items[id: self.new.id]?.name = "butter"
      $0.history.undoSteps = [UndoStep(change: .remove([self.new.id]), label: "added “butter”")]
      $0.save.unsaved = [.add(id: UUID(0), name: "butter", at: .start)]
      $0.save.status = .saving
    }
    await store.expectSave(of: [.add(id: UUID(0), name: "butter", at: .start)], after: clock)
    #expect(saved.all == [[.add(id: UUID(0), name: "butter", at: .start)]])
  }

  @Test func addingBelowTheCursor() async {
    var state = ShoppingList.State.fixture([.milk, .eggs, .bread])
    state.cursor = 1
    let store = makeStore(state)
    await store.send(.addItemBelowKeyPressed) {
      $0.items.insert(self.new, at: 2)
      $0.editing = NameEditing(
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
      $0.editing = NameEditing(id: self.new.id, isNew: true, name: "")
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
      $0.editing = NameEditing(
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
      $0.editing = NameEditing(id: ShoppingItem.milk.id, isNew: false, name: "milk")
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
      $0.editing = NameEditing(id: ShoppingItem.milk.id, isNew: false, name: "milk")
    }
    await store.send(.editor(.textTyped(" "))) {
      $0.editing?.editor = LineEditor.State(text: "milk ")
    }
    await store.send(.editCommitted) { $0.editing = nil }
    await store.send(.editItemKeyPressed) {
      $0.editing = NameEditing(id: ShoppingItem.milk.id, isNew: false, name: "milk")
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
      $0.editing = NameEditing(id: ShoppingItem.milk.id, isNew: false, name: "milk")
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
      $0.editing = NameEditing(
        id: self.new.id, isNew: true, name: "", returnID: ShoppingItem.milk.id
      )
    }
    await store.send(.editor(.textTyped(long + "牛乳"))) {
      $0.editing?.editor = LineEditor.State(text: long + "牛")
    }
    await store.receive(\.editor.delegate.lengthLimitReached, 500)
    await store.receive(\.delegate.statusMessage, "A name has at most 500 characters")
    await store.send(.editCommitted) {
      $0.editing = nil
      $0.items[id: self.new.id]?.name = long + "牛"
      $0.history.undoSteps = [
        UndoStep(change: .remove([self.new.id]), label: label)
      ]
      $0.save.unsaved = [.add(id: UUID(0), name: long + "牛", at: .start)]
      $0.save.status = .saving
    }
    #expect(store.state.items[0].name.count == 500)
    await store.expectSave(of: [.add(id: UUID(0), name: long + "牛", at: .start)], after: clock)
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
      $0.editing = NameEditing(
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
