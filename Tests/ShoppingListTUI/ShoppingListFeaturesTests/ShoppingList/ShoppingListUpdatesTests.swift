import Architecture
import Foundation
import TestSupport
import Testing

@testable import ShoppingListFeatures
@testable import ShoppingListModel
@testable import ShoppingListStorage

@MainActor
struct ShoppingListUpdatesTests {
  let checkedEggs = ShoppingItem(id: ShoppingItem.eggs.id, name: "eggs", isChecked: true)
  let checkedMilk = ShoppingItem(id: ShoppingItem.milk.id, name: "milk", isChecked: true)

  @Test func aPatchFromElsewhereShowsAtOnceKeepingTheCursorOnItsItem() async {
    var state = ShoppingList.State.fixture([.milk, .eggs, .bread])
    state.cursor = 1
    let store = makeStore(state)
    let patch = ListPatch(
      number: 1,
      items: [
        PatchedItem(.tea, after: nil, by: "laptop"),
        PatchedItem(checkedEggs, after: ShoppingItem.milk.id, by: "laptop"),
      ],
      arrivals: "2 changes from laptop"
    )
    await store.send(.listUpdated(patch)) {
      $0.items = [.tea, .milk, self.checkedEggs, .bread]
      $0.checkedCount = 1
      $0.cursor = 2
    }
    await store.receive(\.delegate.statusMessage, "2 changes from laptop")
  }

  @Test func aPatchRemovesAndMovesItemsAndNamesTheFilesItSkipped() async {
    let store = makeStore(.fixture([.milk, .eggs, .bread]))
    let patch = ListPatch(
      number: 1,
      items: [PatchedItem(.bread, after: nil, by: "phone")],
      removed: [RemovedItem(ShoppingItem.milk.id, by: "phone")],
      skippedFiles: ["device-9.jsonl: not a shopping-list file"]
    )
    await store.send(.listUpdated(patch)) {
      $0.items = [.bread, .eggs]
      $0.skippedFiles = ["device-9.jsonl: not a shopping-list file"]
    }
  }

  @Test func whileANameIsTypedAPatchShowsAndTheNameStays() async {
    let store = makeStore(.fixture([.milk, .eggs]))
    await store.send(.editItemKeyPressed) {
      $0.editing = ItemEditing(id: ShoppingItem.milk.id, isNew: false, name: "milk")
    }
    await store.send(.editor(.textTyped(" 2%"))) {
      $0.editing?.editor = LineEditor.State(text: "milk 2%")
    }
    let patch = ListPatch(
      number: 1, items: [PatchedItem(checkedEggs, after: ShoppingItem.milk.id, by: "phone")],
      arrivals: "1 change from phone"
    )
    await store.send(.listUpdated(patch)) {
      $0.items = [.milk, self.checkedEggs]
      $0.checkedCount = 1
    }
    await store.receive(\.delegate.statusMessage, "1 change from phone")
  }

  /// The next item typed in a row is only here until its name is kept: a patch that places
  /// the items around it again (a save's own) leaves it right below the item it follows.
  @Test func aNewItemBeingNamedStaysBelowTheItemItFollows() async {
    let store = makeStore(.fixture([.milk, .eggs, .bread]))
    await store.send(.addItemBelowKeyPressed) {
      $0.items.insert(ShoppingItem(id: UUID(0), name: ""), at: 1)
      $0.editing = ItemEditing(id: UUID(0), isNew: true, name: "", returnID: ShoppingItem.milk.id)
      $0.cursor = 1
    }
    let patch = ListPatch(
      number: 1,
      items: [
        PatchedItem(.milk, after: nil, by: "this device"),
        PatchedItem(checkedEggs, after: ShoppingItem.milk.id, by: "this device"),
        PatchedItem(.bread, after: ShoppingItem.eggs.id, by: "this device"),
      ]
    )
    await store.send(.listUpdated(patch)) {
      $0.items = [.milk, ShoppingItem(id: UUID(0), name: ""), self.checkedEggs, .bread]
      $0.checkedCount = 1
    }
  }

  @Test func anItemRemovedElsewhereWhileItsNameIsTypedIsKeptWithTheName() async {
    let clock = TestClock()
    let store = makeStore(.fixture([.milk, .eggs]), clock: clock)
    await store.send(.editItemKeyPressed) {
      $0.editing = ItemEditing(id: ShoppingItem.milk.id, isNew: false, name: "milk")
    }
    await store.send(.editor(.textTyped(" 2%"))) {
      $0.editing?.editor = LineEditor.State(text: "milk 2%")
    }
    let patch = ListPatch(
      number: 1, removed: [RemovedItem(ShoppingItem.milk.id, by: "laptop")],
      arrivals: "1 change from laptop"
    )
    await store.send(.listUpdated(patch)) {
      $0.editing?.removedElsewhere = "laptop"
    }
    await store.receive(
      \.delegate.statusMessage, "“milk” was deleted on laptop: Enter keeps it, Esc lets it go"
    )
    await store.send(.editCommitted) {
      $0.editing = nil
      $0.items[0].name = "milk 2%"
      $0.history.undoSteps = [
        UndoStep(change: .remove([ShoppingItem.milk.id]), label: "kept “milk 2%”")
      ]
      $0.save.unsaved = [.add(id: ShoppingItem.milk.id, name: "milk 2%", at: .start)]
      $0.save.status = .saving
    }
    await store.receive(
      \.delegate.statusMessage,
      StatusMessage("Kept “milk 2%”, which laptop had deleted", offersUndo: true)
    )
    await store.expectSave(
      of: [.add(id: ShoppingItem.milk.id, name: "milk 2%", at: .start)], after: clock
    )
  }

  @Test func anItemRemovedElsewhereWhileItsNameIsTypedGoesWhenTheEditIsCancelled() async {
    var state = ShoppingList.State.fixture([.milk, .eggs])
    state.cursor = 1
    let store = makeStore(state)
    await store.send(.editItemKeyPressed) {
      $0.editing = ItemEditing(id: ShoppingItem.eggs.id, isNew: false, name: "eggs")
    }
    let patch = ListPatch(number: 1, removed: [RemovedItem(ShoppingItem.eggs.id, by: "laptop")])
    await store.send(.listUpdated(patch)) {
      $0.editing?.removedElsewhere = "laptop"
    }
    await store.receive(
      \.delegate.statusMessage, "“eggs” was deleted on laptop: Enter keeps it, Esc lets it go"
    )
    await store.send(.editCancelled) {
      $0.editing = nil
      $0.items = [.milk]
      $0.cursor = 0
    }
  }

  @Test func anUnsavedChangeStaysOverAPatchMadeWithoutIt() async {
    let store = makeStore(.fixture([.milk, .eggs]))
    await store.send(.checkKeyPressed) {
      $0.items[0].isChecked = true
      $0.checkedCount = 1
      $0.history.undoSteps = [
        UndoStep(change: .setChecked(ShoppingItem.milk.id, false), label: "checked “milk”")
      ]
      $0.save.unsaved = [.setChecked(ShoppingItem.milk.id, true)]
      $0.save.status = .saving
    }
    let oatMilk = ShoppingItem(id: ShoppingItem.milk.id, name: "oat milk")
    let patch = ListPatch(
      number: 1, items: [PatchedItem(oatMilk, after: nil, by: "laptop")],
      arrivals: "1 change from laptop"
    )
    await store.send(.listUpdated(patch)) {
      $0.items[0].name = "oat milk"
    }
    await store.receive(\.delegate.statusMessage, "1 change from laptop")
    await store.skipInFlightEffects()
  }

  @Test func aSavedChangeStaysOverOlderPatchesUntilItsOwnPatchComes() async {
    let clock = TestClock()
    let store = TestStore(initialState: ShoppingList.State.fixture([.milk])) {
      ShoppingList()
    } withDependencies: {
      $0.continuousClock = clock
      $0.listStorage.save = { _ in 3 }
    }
    await store.send(.checkKeyPressed) {
      $0.items[0].isChecked = true
      $0.checkedCount = 1
      $0.history.undoSteps = [
        UndoStep(change: .setChecked(ShoppingItem.milk.id, false), label: "checked “milk”")
      ]
      $0.save.unsaved = [.setChecked(ShoppingItem.milk.id, true)]
      $0.save.status = .saving
    }
    await clock.advance(by: ShoppingList.saveDelay)
    await store.receive(\.saveDelayElapsed) {
      $0.save.unsaved = []
      $0.save.writing = [.setChecked(ShoppingItem.milk.id, true)]
    }
    await store.receive(\.listSaved.success, 3) {
      $0.save.writing = nil
      $0.save.awaitingPatch = [
        SavedChanges([.setChecked(ShoppingItem.milk.id, true)], patchNumber: 3)
      ]
      $0.save.status = .saved
    }
    let renamed = ShoppingItem(id: ShoppingItem.milk.id, name: "milk 2%")
    await store.send(
      .listUpdated(ListPatch(number: 2, items: [PatchedItem(renamed, after: nil, by: "phone")]))
    ) {
      $0.items[0].name = "milk 2%"
    }
    let saved = ShoppingItem(id: ShoppingItem.milk.id, name: "milk 2%", isChecked: true)
    await store.send(
      .listUpdated(
        ListPatch(number: 3, items: [PatchedItem(saved, after: nil, by: "this device")])
      )
    ) {
      $0.save.awaitingPatch = []
    }
  }

  @Test func aRenameReplacedByALaterOneElsewhereIsToldAndNotUndone() async {
    let clock = TestClock()
    let store = storeSaving(.fixture([.milk]), asPatch: 1, clock: clock)
    await store.send(.editItemKeyPressed) {
      $0.editing = ItemEditing(id: ShoppingItem.milk.id, isNew: false, name: "milk")
    }
    await store.send(.editor(.textTyped(" 2%"))) {
      $0.editing?.editor = LineEditor.State(text: "milk 2%")
    }
    await store.send(.editCommitted) {
      $0.editing = nil
      $0.items[0].name = "milk 2%"
      $0.history.undoSteps = [
        UndoStep(change: .rename(ShoppingItem.milk.id, "milk"), label: "renamed “milk”")
      ]
      $0.save.unsaved = [.rename(ShoppingItem.milk.id, "milk 2%")]
      $0.save.status = .saving
    }
    await store.expectSave(of: [.rename(ShoppingItem.milk.id, "milk 2%")], after: clock) {
      $0.save.awaitingPatch = [
        SavedChanges([.rename(ShoppingItem.milk.id, "milk 2%")], patchNumber: 1)
      ]
    }
    let oatMilk = ShoppingItem(id: ShoppingItem.milk.id, name: "oat milk")
    await store.send(
      .listUpdated(
        ListPatch(
          number: 2, items: [PatchedItem(oatMilk, after: nil, by: "laptop")],
          arrivals: "1 change from laptop"
        )
      )
    ) {
      $0.items[0].name = "oat milk"
      $0.history.undoSteps[0].isOutdated = true
      $0.save.awaitingPatch = []
    }
    await store.receive(
      \.delegate.statusMessage, "“milk 2%” was renamed to “oat milk” on laptop after your rename"
    )
    await store.send(.undoKeyPressed) {
      $0.history.undoSteps = []
    }
    await store.receive(
      \.delegate.statusMessage, "Skipped, changed elsewhere since: renamed “milk”")
  }

  @Test func aQuantityReplacedElsewhereIsToldAndNotUndone() async {
    let clock = TestClock()
    let two = ItemQuantity(amount: 2)
    var twoMilk = ShoppingItem.milk
    twoMilk.quantity = two
    var fiveMilk = ShoppingItem.milk
    fiveMilk.quantity = ItemQuantity(amount: 5)
    let store = storeSaving(.fixture([.milk, .eggs]), asPatch: 1, clock: clock)
    await store.send(.quantityUpKeyPressed) {
      $0.items[0].quantity = two
      $0.history.undoSteps = [
        UndoStep(
          change: .setQuantity(ShoppingItem.milk.id, nil), label: "changed the quantity of “milk”"
        )
      ]
      $0.save.unsaved = [.setQuantity(ShoppingItem.milk.id, two)]
      $0.save.status = .saving
    }
    await store.expectSave(of: [.setQuantity(ShoppingItem.milk.id, two)], after: clock) {
      $0.save.awaitingPatch = [
        SavedChanges([.setQuantity(ShoppingItem.milk.id, two)], patchNumber: 1)
      ]
    }
    await store.send(
      .listUpdated(
        ListPatch(number: 1, items: [PatchedItem(twoMilk, after: nil, by: "this device")]))
    ) {
      $0.save.awaitingPatch = []
    }
    await store.send(
      .listUpdated(ListPatch(number: 2, items: [PatchedItem(fiveMilk, after: nil, by: "phone")]))
    ) {
      $0.items[0].quantity = ItemQuantity(amount: 5)
      $0.history.undoSteps[0].isOutdated = true
    }
    await store.receive(
      \.delegate.statusMessage, "The quantity of “milk” was changed on phone after yours"
    )
  }

  @Test func aCheckReplacedElsewhereIsToldAndNotUndone() async {
    let clock = TestClock()
    let store = storeSaving(.fixture([.milk, .eggs]), asPatch: 1, clock: clock)
    await store.send(.checkKeyPressed) {
      $0.items[0].isChecked = true
      $0.checkedCount = 1
      $0.history.undoSteps = [
        UndoStep(change: .setChecked(ShoppingItem.milk.id, false), label: "checked “milk”")
      ]
      $0.save.unsaved = [.setChecked(ShoppingItem.milk.id, true)]
      $0.save.status = .saving
    }
    await store.expectSave(of: [.setChecked(ShoppingItem.milk.id, true)], after: clock) {
      $0.save.awaitingPatch = [
        SavedChanges([.setChecked(ShoppingItem.milk.id, true)], patchNumber: 1)
      ]
    }
    await store.send(
      .listUpdated(
        ListPatch(number: 1, items: [PatchedItem(checkedMilk, after: nil, by: "this device")]))
    ) {
      $0.save.awaitingPatch = []
    }
    await store.send(
      .listUpdated(ListPatch(number: 2, items: [PatchedItem(.milk, after: nil, by: "phone")]))
    ) {
      $0.items[0].isChecked = false
      $0.checkedCount = 0
      $0.history.undoSteps[0].isOutdated = true
    }
    await store.receive(
      \.delegate.statusMessage, "“milk” was unchecked on phone after you checked it"
    )
    await store.send(.undoKeyPressed) {
      $0.history.undoSteps = []
    }
    await store.receive(
      \.delegate.statusMessage, "Skipped, changed elsewhere since: checked “milk”"
    )
  }

  @Test func anItemDeletedHereThatComesBackSaysWhy() async {
    let clock = TestClock()
    let store = storeSaving(.fixture([.milk, .eggs]), asPatch: 1, clock: clock)
    await store.send(.deleteItemKeyPressed) {
      $0.items = [.eggs]
      $0.history.undoSteps = [
        UndoStep(change: .restore([PlacedItem(offset: 0, item: .milk)]), label: "deleted “milk”")
      ]
      $0.save.unsaved = [.remove([ShoppingItem.milk.id])]
      $0.save.status = .saving
    }
    await store.receive(\.delegate.statusMessage, StatusMessage("Deleted “milk”", offersUndo: true))
    await store.expectSave(of: [.remove([ShoppingItem.milk.id])], after: clock) {
      $0.save.awaitingPatch = [SavedChanges([.remove([ShoppingItem.milk.id])], patchNumber: 1)]
    }
    await store.send(
      .listUpdated(
        ListPatch(number: 1, removed: [RemovedItem(ShoppingItem.milk.id, by: "this device")])
      )
    ) {
      $0.save.awaitingPatch = []
    }
    let milk2 = ShoppingItem(id: ShoppingItem.milk.id, name: "milk 2%")
    await store.send(
      .listUpdated(ListPatch(number: 2, items: [PatchedItem(milk2, after: nil, by: "laptop")]))
    ) {
      $0.items = [milk2, .eggs]
      $0.cursor = 1
      $0.history.undoSteps[0].isOutdated = true
    }
    await store.receive(
      \.delegate.statusMessage, "“milk 2%” is back: laptop changed it after you deleted it"
    )
  }

  @Test func aListWhoseOwnFileCannotBeReadIsReadOnlyUntilItCanAndThenSavesWhatWaited() async {
    let clock = TestClock()
    let store = makeStore(.fixture([.milk]), clock: clock)
    await store.send(.checkKeyPressed) {
      $0.items[0].isChecked = true
      $0.checkedCount = 1
      $0.history.undoSteps = [
        UndoStep(change: .setChecked(ShoppingItem.milk.id, false), label: "checked “milk”")
      ]
      $0.save.unsaved = [.setChecked(ShoppingItem.milk.id, true)]
      $0.save.status = .saving
    }
    let reason = "this device's file /s/device-1.jsonl cannot be read: not a shopping-list file"
    await store.send(.listUpdated(ListPatch(number: 1, readOnlyReason: reason))) {
      $0.save.status = .readOnly(reason)
    }
    await store.send(.deleteItemKeyPressed)
    await store.receive(
      \.delegate.statusMessage, "The list is read-only: changes are not possible"
    )
    await store.send(.listUpdated(ListPatch(number: 2))) {
      $0.save.status = .saving
    }
    await store.expectSave(of: [.setChecked(ShoppingItem.milk.id, true)], after: clock)
  }

  /// A list pane whose storage answers every save with patch number `patchNumber`, as a shared
  /// list does.
  func storeSaving(
    _ state: ShoppingList.State, asPatch patchNumber: Int, clock: TestClock<Duration>
  ) -> TestStore<ShoppingList.State, ShoppingList.Action> {
    TestStore(initialState: state) {
      ShoppingList()
    } withDependencies: {
      $0.continuousClock = clock
      $0.listStorage.save = { _ in patchNumber }
    }
  }
}
