import Architecture
import Foundation
import TestSupport
import Testing

@testable import ShoppingListFeatures
@testable import ShoppingListModel
@testable import ShoppingListStorage

/// Several lists: `]` and `[` switch, `L` picks one, `m` moves an item to another; the storage
/// brings the list switched to in a patch, after everything changed here is written.
@MainActor
struct ShoppingListListsTests {
  static let party = ListID(UUID(201))
  static let main = ListSummary(id: .main, name: "Groceries", itemCount: 2, uncheckedCount: 2)
  static let partyList = ListSummary(id: party, name: "Party", itemCount: 1, uncheckedCount: 1)
  static let balloons = ShoppingItem(id: UUID(202), name: "balloons", list: party)
  /// The patch that brings the party list when the app switches to it.
  static let partyOpened = ListPatch(
    number: 1, lists: [main, partyList],
    opened: OpenedList(list: partyList, items: [balloons]))

  /// The main list with milk and eggs, and the party list besides.
  func twoLists() -> ShoppingList.State {
    var state = ShoppingList.State.fixture([.milk, .eggs])
    state.list = Self.main
    state.lists = [Self.main, Self.partyList]
    return state
  }

  @Test func theNextListKeyAsksForTheListAndItsPatchTakesThePlaceOfTheItems() async {
    let opened = LockIsolated<[ListID]>([])
    var state = twoLists()
    state.history.record(UndoStep(change: .remove([ShoppingItem.eggs.id]), label: "added “eggs”"))
    state.cursor = 1
    let store = makeStore(state, opened: opened)
    await store.send(.nextListKeyPressed) { $0.listToOpen = Self.party }
    await store.finish()
    #expect(opened.value == [Self.party])
    await store.send(.listUpdated(Self.partyOpened)) {
      $0.items = [Self.balloons]
      $0.checkedCount = 0
      $0.list = Self.partyList
      $0.listToOpen = nil
      $0.cursor = 0
      $0.history = ItemsHistory()
    }
    await store.receive(\.delegate.statusMessage, "Party: 1 item, 1 to buy")
    // Round the end, back to the first list.
    await store.send(.nextListKeyPressed) { $0.listToOpen = .main }
    await store.finish()
    #expect(opened.value == [Self.party, .main])
  }

  @Test func switchingWritesWhatChangedFirst() async {
    let opened = LockIsolated<[ListID]>([])
    let clock = TestClock()
    let saved = ListSaves()
    let store = makeStore(twoLists(), clock: clock, saved: saved, opened: opened)
    await store.send(.checkKeyPressed) {
      $0.items[0].isChecked = true
      $0.checkedCount = 1
      $0.history.undoSteps = [
        UndoStep(change: .setChecked(ShoppingItem.milk.id, false), label: "checked “milk”")
      ]
      $0.save.unsaved = [.setChecked(ShoppingItem.milk.id, true)]
      $0.save.status = .saving
    }
    await store.send(.previousListKeyPressed) {
      $0.listToOpen = Self.party
      $0.save.unsaved = []
      $0.save.writing = [.setChecked(ShoppingItem.milk.id, true)]
    }
    await store.receive(\.listSaved.success) {
      $0.save.writing = nil
      $0.save.status = .saved
    }
    await store.finish()
    #expect(saved.all == [[.setChecked(ShoppingItem.milk.id, true)]])
    #expect(opened.value == [Self.party])
  }

  @Test func theListsDialogPicksAListByItsNumber() async {
    let opened = LockIsolated<[ListID]>([])
    let store = makeStore(twoLists(), opened: opened)
    await store.send(.listsKeyPressed) {
      $0.confirmationDialog = ConfirmationDialogState(titleVisibility: .visible) {
        TextState("Lists")
      } actions: {
        ButtonState(action: .openList(.main)) { TextState("Groceries") }
        ButtonState(action: .openList(Self.party)) { TextState("Party") }
        ButtonState(role: .cancel) { TextState("Close") }
      } message: {
        TextState("1 Groceries (shown): 2 items, 2 to buy\n2 Party: 1 item, 1 to buy")
      }
    }
    await store.send(.confirmationDialog(.presented(.openList(Self.party)))) {
      $0.confirmationDialog = nil
      $0.listToOpen = Self.party
    }
    await store.finish()
    #expect(opened.value == [Self.party])
  }

  @Test func anItemMovesToAnotherListAndUndoBringsItBack() async {
    let opened = LockIsolated<[ListID]>([])
    let clock = TestClock()
    let store = makeStore(twoLists(), clock: clock, opened: opened)
    await store.send(.moveToListKeyPressed) {
      $0.confirmationDialog = ConfirmationDialogState(titleVisibility: .visible) {
        TextState("Move “milk”")
      } actions: {
        ButtonState(action: .moveCurrentItem(to: Self.party)) { TextState("Party") }
        ButtonState(role: .cancel) { TextState("Keep") }
      } message: {
        TextState("To Party?")
      }
    }
    var movedMilk = ShoppingItem.milk
    movedMilk.list = Self.party
    let move = ListChange.moveToList(PlacedItem(offset: 0, item: .milk), to: Self.party)
    let back = ListChange.moveToList(PlacedItem(offset: 0, item: movedMilk), to: .main)
    await store.send(.confirmationDialog(.presented(.moveCurrentItem(to: Self.party)))) {
      $0.confirmationDialog = nil
      $0.items = [.eggs]
      $0.history.undoSteps = [UndoStep(change: back, label: "moved “milk” to Party")]
      $0.save.unsaved = [move]
      $0.save.status = .saving
    }
    await store.receive(
      \.delegate.statusMessage, StatusMessage("Moved “milk” to Party", offersUndo: true))
    await store.send(.undoKeyPressed) {
      $0.items = [.milk, .eggs]
      $0.history.undoSteps = []
      $0.history.redoSteps = [UndoStep(change: move, label: "moved “milk” to Party")]
      $0.save.unsaved = [move, back]
    }
    await store.receive(\.delegate.statusMessage, "Undid: moved “milk” to Party")
    await store.expectSave(of: [move, back], after: clock)
  }

  @Test func theListShownRemovedElsewhereGivesWayToTheMainList() async {
    let opened = LockIsolated<[ListID]>([])
    var state = ShoppingList.State.fixture([Self.balloons])
    state.list = Self.partyList
    state.lists = [Self.main, Self.partyList]
    let store = makeStore(state, opened: opened)
    await store.send(
      .listUpdated(
        ListPatch(
          number: 1, removed: [RemovedItem(Self.balloons.id, by: "laptop")],
          lists: [Self.main]))
    ) {
      $0.lists = [Self.main]
      $0.listToOpen = .main
      $0.items = []
      $0.save.status = .saved
    }
    await store.receive(\.delegate.statusMessage, "“Party” was removed on another device")
    await store.finish()
    #expect(opened.value == [.main])
  }

  @Test func withOneListTheKeysSaySoAndAddsGoToTheListShown() async {
    let opened = LockIsolated<[ListID]>([])
    var state = ShoppingList.State.fixture([])
    state.list = Self.partyList
    let store = makeStore(state, opened: opened)
    await store.send(.nextListKeyPressed)
    await store.receive(
      \.delegate.statusMessage,
      "This folder has one list; `shopping-list lists add NAME` makes another")
    await store.send(.addItemKeyPressed) {
      $0.items = [ShoppingItem(id: UUID(0), name: "", list: Self.party)]
      $0.editing = ItemEditing(id: UUID(0), isNew: true, name: "", returnID: nil)
    }
  }

  @Test func aNewListIsNamedThenShown() async {
    let opened = LockIsolated<[ListID]>([])
    let saved = ListSaves()
    let store = makeStore(
      twoLists(), saved: saved, opened: opened, uuid: UUIDGenerator { UUID(301) })
    await store.send(.newListKeyPressed) { $0.listNaming = .newList }
    await store.send(.editor(.textTyped("party"))) {
      $0.listNaming?.editor = LineEditor.State(text: "party")
    }
    await store.send(.editCommitted)
    await store.receive(\.delegate.statusMessage, "There is a list named “Party” already")
    await store.send(.editor(.textTyped(" hats"))) {
      $0.listNaming?.editor = LineEditor.State(text: "party hats")
    }
    let hats = ListID(UUID(301))
    await store.send(.editCommitted) {
      $0.listNaming = nil
      $0.lists = [
        Self.main, Self.partyList, ListSummary(id: hats, name: "party hats"),
      ]
      $0.listToOpen = hats
      $0.save.writing = [.createList(hats, name: "party hats")]
      $0.save.status = .saving
    }
    await store.receive(\.delegate.statusMessage, "Made the list “party hats”")
    await store.receive(\.listSaved.success) {
      $0.save.writing = nil
      $0.save.status = .saved
    }
    await store.finish()
    #expect(saved.all == [[.createList(hats, name: "party hats")]])
    #expect(opened.value == [hats])
  }

  @Test func theListShownIsRenamedAndAnEmptyNameOrEscChangesNothing() async {
    let clock = TestClock()
    let store = makeStore(twoLists(), clock: clock)
    await store.send(.renameListKeyPressed) { $0.listNaming = .renaming(Self.main) }
    await store.send(.editCancelled) { $0.listNaming = nil }
    await store.send(.renameListKeyPressed) { $0.listNaming = .renaming(Self.main) }
    await store.send(.editor(.deleteToStartKeyPressed)) {
      $0.listNaming?.editor = LineEditor.State(text: "")
    }
    await store.send(.editCommitted) { $0.listNaming = nil }
    await store.send(.renameListKeyPressed) { $0.listNaming = .renaming(Self.main) }
    await store.send(.editor(.textTyped(" & more"))) {
      $0.listNaming?.editor = LineEditor.State(text: "Groceries & more")
    }
    await store.send(.editCommitted) {
      $0.listNaming = nil
      $0.list.name = "Groceries & more"
      $0.lists[0].name = "Groceries & more"
      $0.save.unsaved = [.renameList(.main, name: "Groceries & more")]
      $0.save.status = .saving
    }
    await store.receive(
      \.delegate.statusMessage, "Renamed the list “Groceries” to “Groceries & more”")
    await store.expectSave(of: [.renameList(.main, name: "Groceries & more")], after: clock)
  }

  @Test func theListShownIsRemovedAfterAQuestionButNeverTheMainList() async {
    let opened = LockIsolated<[ListID]>([])
    let saved = ListSaves()
    let store = makeStore(twoLists(), saved: saved, opened: opened)
    await store.send(.removeListKeyPressed)
    await store.receive(
      \.delegate.statusMessage, "The main list cannot be removed; R renames it")
    await store.send(.listUpdated(Self.partyOpened)) {
      $0.items = [Self.balloons]
      $0.checkedCount = 0
      $0.list = Self.partyList
    }
    await store.receive(\.delegate.statusMessage, "Party: 1 item, 1 to buy")
    await store.send(.removeListKeyPressed) {
      $0.confirmationDialog = ConfirmationDialogState(titleVisibility: .visible) {
        TextState("Remove the list")
      } actions: {
        ButtonState(role: .destructive, action: .removeShownList) { TextState("Remove") }
        ButtonState(role: .cancel) { TextState("Keep") }
      } message: {
        TextState("Remove “Party” with its item? Undo cannot bring it back.")
      }
    }
    await store.send(.confirmationDialog(.presented(.removeShownList))) {
      $0.confirmationDialog = nil
      $0.lists = [Self.main]
      $0.listToOpen = .main
      $0.save.writing = [.removeList(Self.party)]
      $0.save.status = .saving
    }
    await store.receive(\.delegate.statusMessage, "Removed the list “Party”")
    await store.receive(\.listSaved.success) {
      $0.save.writing = nil
      $0.save.status = .saved
    }
    await store.finish()
    #expect(saved.all == [[.removeList(Self.party)]])
    #expect(opened.value == [.main])
  }
}
