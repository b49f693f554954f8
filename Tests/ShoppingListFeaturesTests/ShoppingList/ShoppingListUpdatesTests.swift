import Architecture
import Foundation
import ShoppingListStorage
import TestSupport
import Testing

@testable import ShoppingListFeatures

@MainActor
struct ShoppingListUpdatesTests {
  var checkedEggs: ShoppingItem {
    var eggs = ShoppingItem.eggs
    eggs.isChecked = true
    return eggs
  }

  @Test func aChangeFromElsewhereShowsAtOnceKeepingTheCursorOnItsItem() async {
    var state = ShoppingList.State.fixture([.milk, .eggs, .bread])
    state.cursor = 1
    let store = makeStore(state)
    let update = ListUpdate(
      version: 2, items: [.tea, .milk, checkedEggs, .bread], arrivals: "2 changes from laptop"
    )
    await store.send(.listUpdated(update)) {
      $0.items = [.tea, .milk, self.checkedEggs, .bread]
      $0.checkedCount = 1
      $0.cursor = 2
      $0.save.baseVersion = 2
    }
    await store.receive(\.delegate.statusMessage, "2 changes from laptop")
  }

  @Test func anOlderUpdateThanTheListShownIsIgnored() async {
    var state = ShoppingList.State.fixture([.milk], version: 5)
    state.cursor = 0
    let store = makeStore(state)
    await store.send(.listUpdated(ListUpdate(version: 4, items: [])))
  }

  @Test func whileANameIsTypedTheUpdateWaitsAndShowsWhenTheEditEnds() async {
    let store = makeStore(.fixture([.milk, .eggs]))
    await store.send(.editItemKeyPressed) {
      $0.editing = NameEditing(id: ShoppingItem.milk.id, isNew: false, name: "milk")
    }
    let update = ListUpdate(version: 2, items: [.milk, checkedEggs], arrivals: "1 change from phone")
    await store.send(.listUpdated(update)) {
      $0.pendingUpdate = update
    }
    await store.send(.editCancelled) {
      $0.editing = nil
      $0.pendingUpdate = nil
      $0.items = [.milk, self.checkedEggs]
      $0.checkedCount = 1
      $0.save.baseVersion = 2
    }
    await store.receive(\.delegate.statusMessage, "1 change from phone")
  }

  @Test func withUnsavedChangesTheMergedListOfTheNextSaveShowsInstead() async {
    let clock = TestClock()
    let merged = ListUpdate(
      version: 4, items: [.tea, .eggs], arrivals: "1 change from phone"
    )
    let store = TestStore(initialState: ShoppingList.State.fixture([.milk, .eggs], version: 1)) {
      ShoppingList()
    } withDependencies: {
      $0.continuousClock = clock
      $0.listStorage.save = { items, version in
        #expect(items == [.eggs])
        #expect(version == 1)
        return SaveOutcome(savedVersion: 3, merged: merged)
      }
    }
    await store.send(.deleteItemKeyPressed) {
      $0.items = [.eggs]
      $0.history.undoSteps = [
        UndoStep(change: .insert([PlacedItem(offset: 0, item: .milk)]), label: "deleted “milk”")
      ]
      $0.save.revision = 1
      $0.save.status = .saving
    }
    await store.receive(\.delegate.statusMessage, StatusMessage("Deleted “milk”", offersUndo: true))
    let arrived = ListUpdate(version: 2, items: [.milk, .eggs, .tea])
    await store.send(.listUpdated(arrived)) {
      $0.pendingUpdate = arrived
    }
    await clock.advance(by: ShoppingList.saveDelay)
    await store.receive(\.saveDelayElapsed) {
      $0.save.isWriting = true
    }
    await store.receive(\.saveMerged) {
      $0.pendingUpdate = nil
      $0.items = [.tea, .eggs]
      $0.cursor = 1
      $0.save.baseVersion = 4
    }
    await store.receive(\.delegate.statusMessage, "1 change from phone")
    await store.receive(\.listSaved.success, 1) {
      $0.save.isWriting = false
      $0.save.savedRevision = 1
      $0.save.status = .saved
    }
  }

  @Test func anUpdateThatWaitedForASaveIsAnnouncedWhenItsMergedListShows() async {
    let clock = TestClock()
    let store = TestStore(initialState: ShoppingList.State.fixture([.milk], version: 1)) {
      ShoppingList()
    } withDependencies: {
      $0.continuousClock = clock
      $0.listStorage.save = { _, _ in
        SaveOutcome(savedVersion: 3, merged: ListUpdate(version: 4, items: [.tea]))
      }
    }
    await store.send(.deleteItemKeyPressed) {
      $0.items = []
      $0.history.undoSteps = [
        UndoStep(change: .insert([PlacedItem(offset: 0, item: .milk)]), label: "deleted “milk”")
      ]
      $0.save.revision = 1
      $0.save.status = .saving
    }
    await store.receive(\.delegate.statusMessage, StatusMessage("Deleted “milk”", offersUndo: true))
    let arrived = ListUpdate(version: 2, items: [.milk, .tea], arrivals: "1 change from phone")
    await store.send(.listUpdated(arrived)) {
      $0.pendingUpdate = arrived
    }
    await clock.advance(by: ShoppingList.saveDelay)
    await store.receive(\.saveDelayElapsed) {
      $0.save.isWriting = true
    }
    await store.receive(\.saveMerged) {
      $0.pendingUpdate = nil
      $0.items = [.tea]
      $0.save.baseVersion = 4
    }
    await store.receive(\.delegate.statusMessage, "1 change from phone")
    await store.receive(\.listSaved.success, 1) {
      $0.save.isWriting = false
      $0.save.savedRevision = 1
      $0.save.status = .saved
    }
  }

  @Test func aMergedListIsNotShownOverChangesMadeDuringTheSave() async {
    let clock = TestClock()
    let store = makeStore(.fixture([.milk, .eggs], version: 1), clock: clock)
    await store.send(.saveMerged(
      SaveOutcome(savedVersion: 3, merged: ListUpdate(version: 4, items: [.tea])), revision: 0
    )) {
      $0.items = [.tea]
      $0.save.baseVersion = 4
    }
    await store.send(.checkKeyPressed) {
      $0.items[0].isChecked = true
      $0.checkedCount = 1
      $0.history.undoSteps = [
        UndoStep(change: .setChecked(ShoppingItem.tea.id, false), label: "checked “tea”")
      ]
      $0.save.revision = 1
      $0.save.status = .saving
    }
    await store.send(.saveMerged(
      SaveOutcome(savedVersion: 5, merged: ListUpdate(version: 6, items: [.milk])), revision: 0
    )) {
      $0.save.baseVersion = 5
    }
    await store.skipInFlightEffects()
  }

  @Test func anUndoThatWouldRevertAnEditMadeElsewhereIsSkippedAndSaysSo() async {
    let store = makeStore(.fixture([.milk, .eggs]))
    await store.send(.checkKeyPressed) {
      $0.items[0].isChecked = true
      $0.checkedCount = 1
      $0.history.undoSteps = [
        UndoStep(change: .setChecked(ShoppingItem.milk.id, false), label: "checked “milk”")
      ]
      $0.save.revision = 1
      $0.save.status = .saving
    }
    // Saved; then the phone unchecks milk and the list shows it.
    await store.send(.listSaved(.success(1))) {
      $0.save.savedRevision = 1
      $0.save.status = .saved
    }
    await store.skipInFlightEffects()
    await store.send(.listUpdated(ListUpdate(version: 3, items: [.milk, .eggs]))) {
      $0.items[0].isChecked = false
      $0.checkedCount = 0
      $0.history.undoSteps[0].isOutdated = true
      $0.save.baseVersion = 3
    }
    await store.send(.undoKeyPressed) {
      $0.history.undoSteps = []
    }
    await store.receive(
      \.delegate.statusMessage, "Skipped, changed elsewhere since: checked “milk”"
    )
  }
}
