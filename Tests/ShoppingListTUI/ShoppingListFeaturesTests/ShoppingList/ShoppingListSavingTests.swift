import Architecture
import Foundation
import TestSupport
import Testing

@testable import NumberFacts
@testable import ShoppingListFeatures
@testable import ShoppingListModel
@testable import ShoppingListStorage

@MainActor
struct ShoppingListSavingTests {
  var checkedMilk: ShoppingItem {
    var milk = ShoppingItem.milk
    milk.isChecked = true
    return milk
  }

  @Test func savingWaitsForAPauseInChanges() async {
    let clock = TestClock()
    let saved = ListSaves()
    let store = makeStore(.fixture([.milk, .eggs]), clock: clock, saved: saved)
    await store.send(.checkKeyPressed) {
      $0.items[0].isChecked = true
      $0.checkedCount = 1
      $0.history.undoSteps.append(
        UndoStep(change: .setChecked(ShoppingItem.milk.id, false), label: "checked “milk”")
      )
      $0.save.unsaved = [.setChecked(ShoppingItem.milk.id, true)]
      $0.save.status = .saving
    }
    #expect(store.state.hasUnsavedChanges)
    await clock.advance(by: .milliseconds(200))
    await store.send(.checkKeyPressed) {
      $0.items[0].isChecked = false
      $0.checkedCount = 0
      $0.history.undoSteps.append(
        UndoStep(change: .setChecked(ShoppingItem.milk.id, true), label: "unchecked “milk”")
      )
      $0.save.unsaved.append(.setChecked(ShoppingItem.milk.id, false))
      $0.save.status = .saving
    }
    await clock.advance(by: .milliseconds(299))
    await store.send(.checkKeyPressed) {
      $0.items[0].isChecked = true
      $0.checkedCount = 1
      $0.history.undoSteps.append(
        UndoStep(change: .setChecked(ShoppingItem.milk.id, false), label: "checked “milk”")
      )
      $0.save.unsaved.append(.setChecked(ShoppingItem.milk.id, true))
      $0.save.status = .saving
    }
    await clock.advance(by: .milliseconds(299))
    #expect(saved.all.isEmpty)
    await clock.advance(by: .milliseconds(1))
    let checks: [ListChange] = [
      .setChecked(ShoppingItem.milk.id, true), .setChecked(ShoppingItem.milk.id, false),
      .setChecked(ShoppingItem.milk.id, true),
    ]
    await store.receive(\.saveDelayElapsed) {
      $0.save.unsaved = []
      $0.save.writing = checks
    }
    await store.receive(\.listSaved.success, 0) {
      $0.save.writing = nil
      $0.save.status = .saved
    }
    #expect(saved.all == [checks])
    #expect(!store.state.hasUnsavedChanges)
  }

  @Test func aListNeverWrittenSaysSoUntilItsFirstSave() async {
    let clock = TestClock()
    let saved = ListSaves()
    let store = makeStore(.fixture([], isOnDisk: false), clock: clock, saved: saved)
    #expect(store.state.save.status == .notSavedYet)
    #expect(!store.state.hasUnsavedChanges)
    let milk = ShoppingItem(id: UUID(0), name: "milk", category: "Dairy & Eggs")
    await store.send(.textPasted("milk")) {
      $0.items = [milk]
      $0.history.undoSteps = [UndoStep(change: .remove([UUID(0)]), label: "pasted “milk”")]
      $0.save.unsaved = [.insert([milk], at: .start)]
      $0.save.status = .saving
    }
    await store.receive(\.delegate.statusMessage, StatusMessage("Added “milk”", offersUndo: true))
    let paste = ListChange.insert([milk], at: .start)
    await store.expectSave(of: [paste], after: clock)
    #expect(saved.all == [[paste]])
  }

  @Test func aListLoadedFromItsFileSaysSaved() {
    #expect(ShoppingList.State(items: [.milk]).save.status == .saved)
    #expect(ShoppingList.State(items: [], isOnDisk: false).save.status == .notSavedYet)
    let readOnly = ShoppingList.State(items: [], readOnlyReason: "locked", isOnDisk: false)
    #expect(readOnly.save.status == .readOnly("locked"))
  }

  @Test func anIdLoadedTwiceShowsOnceAsItFirstCame() {
    let renamedMilk = ShoppingItem(id: ShoppingItem.milk.id, name: "oat milk", isChecked: true)
    let state = ShoppingList.State(items: [.milk, .eggs, renamedMilk, .bread])
    #expect(Array(state.items) == [.milk, .eggs, .bread])
    #expect(state.checkedCount == 0)
  }

  /// The system's reason and the file of a failed write, apart, so the status bar shows the
  /// reason first: a list file's, and a shared folder's file (whose failure once reached the
  /// app as one sentence, "cannot save /tmp/…/device-69FF…", the reason cut off at 100 columns).
  @Test(arguments: [
    (
      ListSaves.diskFull,
      SaveFailure(
        reason: "No space left on device", path: "/home/ada/.local/share/shopping-list/list.json"
      )
    ),
    (
      ListStorageError.cannotSave(
        path: "/home/ada/.local/share/shopping-list/list/device-69FF0000.jsonl",
        reason: "Permission denied"
      ),
      SaveFailure(
        reason: "Permission denied",
        path: "/home/ada/.local/share/shopping-list/list/device-69FF0000.jsonl"
      )
    ),
  ])
  func aFailedSaveKeepsTheListAndRetriesOnTheNextChange(
    error: ListStorageError, failure: SaveFailure
  ) async {
    let clock = TestClock()
    let saved = ListSaves(failing: [error])
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
    await clock.advance(by: ShoppingList.saveDelay)
    await store.receive(\.saveDelayElapsed) {
      $0.save.unsaved = []
      $0.save.writing = [.setChecked(ShoppingItem.milk.id, true)]
    }
    await store.receive(\.listSaved.failure, failure) {
      $0.save.writing = nil
      $0.save.unsaved = [.setChecked(ShoppingItem.milk.id, true)]
      $0.save.status = .failed(failure)
    }
    #expect(store.state.items == [checkedMilk])
    #expect(store.state.hasUnsavedChanges)
    await store.send(.checkKeyPressed) {
      $0.items[0].isChecked = false
      $0.checkedCount = 0
      $0.history.undoSteps.append(
        UndoStep(change: .setChecked(ShoppingItem.milk.id, true), label: "unchecked “milk”")
      )
      $0.save.unsaved.append(.setChecked(ShoppingItem.milk.id, false))
      $0.save.status = .saving
    }
    let both: [ListChange] = [
      .setChecked(ShoppingItem.milk.id, true), .setChecked(ShoppingItem.milk.id, false),
    ]
    await store.expectSave(of: both, after: clock)
    #expect(saved.all == [[.setChecked(ShoppingItem.milk.id, true)], both])
  }

  @Test func writesNeverOverlap() async {
    let clock = TestClock()
    let saved = ListSaves()
    let store = TestStore(initialState: ShoppingList.State.fixture([.milk])) {
      ShoppingList()
    } withDependencies: {
      $0.continuousClock = clock
      $0.listStorage.save = { changes in
        try await clock.sleep(for: .seconds(1))
        return try await saved.storage.save(changes)
      }
    }
    await store.send(.checkKeyPressed) {
      $0.items[0].isChecked = true
      $0.checkedCount = 1
      $0.history.undoSteps.append(
        UndoStep(change: .setChecked(ShoppingItem.milk.id, false), label: "checked “milk”")
      )
      $0.save.unsaved = [.setChecked(ShoppingItem.milk.id, true)]
      $0.save.status = .saving
    }
    await clock.advance(by: ShoppingList.saveDelay)
    await store.receive(\.saveDelayElapsed) {
      $0.save.unsaved = []
      $0.save.writing = [.setChecked(ShoppingItem.milk.id, true)]
    }
    await store.send(.checkKeyPressed) {
      $0.items[0].isChecked = false
      $0.checkedCount = 0
      $0.history.undoSteps.append(
        UndoStep(change: .setChecked(ShoppingItem.milk.id, true), label: "unchecked “milk”")
      )
      $0.save.unsaved = [.setChecked(ShoppingItem.milk.id, false)]
      $0.save.status = .saving
    }
    await clock.advance(by: ShoppingList.saveDelay)
    await store.receive(\.saveDelayElapsed) {
      $0.save.isWriteQueued = true
    }
    await clock.advance(by: .milliseconds(700))
    await store.receive(\.listSaved.success, 0) {
      $0.save.unsaved = []
      $0.save.writing = [.setChecked(ShoppingItem.milk.id, false)]
      $0.save.isWriteQueued = false
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.listSaved.success, 0) {
      $0.save.writing = nil
      $0.save.status = .saved
    }
    #expect(
      saved.all == [
        [.setChecked(ShoppingItem.milk.id, true)], [.setChecked(ShoppingItem.milk.id, false)],
      ]
    )
  }

  @Test func aReadOnlyListRefusesChangesAndNeverSaves() async {
    let reason = "another shopping-list is using list.json; quit it to make changes here"
    var state = ShoppingList.State.fixture([.milk, .eggs], readOnlyReason: reason)
    state.history.record(UndoStep(change: .remove([ShoppingItem.milk.id]), label: "added"))
    let store = makeStore(state)
    let refusal: StatusMessage = "The list is read-only: changes are not possible"
    let changes: [ShoppingList.Action] = [
      .checkKeyPressed,
      .addItemKeyPressed, .addItemBelowKeyPressed, .editItemKeyPressed, .deleteItemKeyPressed,
      .moveItemDownKeyPressed, .moveItemUpKeyPressed, .sortKeyPressed, .clearCheckedKeyPressed,
      .undoKeyPressed, .redoKeyPressed,
    ]
    for change in changes {
      await store.send(change)
      await store.receive(\.delegate.statusMessage, refusal)
    }
    await store.send(.cursorDownKeyPressed) { $0.cursor = 1 }
    await store.send(.filterKeyPressed) { $0.filter = ItemFilter() }
    #expect(store.state.save.status == .readOnly(reason))
    #expect(!store.state.hasUnsavedChanges)
    var list = store.state
    _ = ShoppingList.finalSave(&list)
    #expect(list == store.state)
  }
}
