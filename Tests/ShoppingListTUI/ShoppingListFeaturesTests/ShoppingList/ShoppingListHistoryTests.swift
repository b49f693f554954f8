import Architecture
import Foundation
import TestSupport
import Testing

@testable import ShoppingListFeatures
@testable import ShoppingListModel
@testable import ShoppingListStorage

/// Suggestions while a new item is named, remembered categories and the usuals, from a history
/// the list reads through ``ListHistory``.
@MainActor
struct ShoppingListHistoryTests {
  static let index = HistoryIndex(
    [HistoryEntry.mints, .eggs, .oatMilk, .milk],
    rememberedCategories: [.main: ["butter": "Fridge"]]
  )

  func makeStore(
    _ state: ShoppingList.State, clock: TestClock<Duration>
  ) -> TestStore<ShoppingList.State, ShoppingList.Action> {
    let index = Self.index
    return TestStore(initialState: state) {
      ShoppingList()
    } withDependencies: {
      $0.continuousClock = clock
      $0.uuid = .incrementing
      $0.listStorage = ListSaves().storage
      $0.listHistory = ListHistory { index }
    }
  }

  @Test func suggestionsFollowTheTypingAndTabTakesTheTopOne() async {
    let clock = TestClock()
    let store = makeStore(.fixture([.bread]), clock: clock)
    await store.send(.addItemKeyPressed) {
      $0.items.insert(ShoppingItem(id: UUID(0), name: ""), at: 0)
      $0.editing = ItemEditing(id: UUID(0), isNew: true, name: "", returnID: ShoppingItem.bread.id)
    }
    await store.send(.editor(.textTyped("M"))) {
      $0.editing?.editor = LineEditor.State(text: "M")
      $0.suggestions = [HistoryEntry.milk, HistoryEntry.oatMilk, HistoryEntry.mints]
    }
    await store.send(.editor(.textTyped("í"))) {
      $0.editing?.editor = LineEditor.State(text: "Mí")
    }
    await store.send(.editor(.textTyped("l"))) {
      $0.editing?.editor = LineEditor.State(text: "Míl")
      $0.suggestions = [HistoryEntry.milk, HistoryEntry.oatMilk]
    }
    let milk = ShoppingItem(
      id: UUID(0), name: "Milk", quantity: ItemQuantity(amount: 2, unit: "l"), category: "Fridge"
    )
    await store.send(.suggestionTakeKeyPressed) {
      $0.items[id: UUID(0)] = milk
      $0.history.undoSteps = [UndoStep(change: .remove([UUID(0)]), label: "added “Milk”")]
      $0.save.unsaved = [.insert([milk], at: .start)]
      $0.save.status = .saving
      $0.items.insert(ShoppingItem(id: UUID(1), name: ""), at: 1)
      $0.editing = ItemEditing(id: UUID(1), isNew: true, name: "", returnID: UUID(0))
      $0.cursor = 1
      $0.suggestions = []
    }
    await store.send(.editor(.textTyped("zz"))) {
      $0.editing?.editor = LineEditor.State(text: "zz")
    }
    await store.send(.editCancelled) {
      $0.items.remove(id: UUID(1))
      $0.editing = nil
      $0.cursor = 0
    }
    await store.expectSave(of: [.insert([milk], at: .start)], after: clock)
  }

  @Test func aNewItemGetsTheCategoryTheHistoryRemembersOverTheCatalogs() async {
    let clock = TestClock()
    let store = makeStore(.fixture([]), clock: clock)
    await store.send(.addItemKeyPressed) {
      $0.items.insert(ShoppingItem(id: UUID(0), name: ""), at: 0)
      $0.editing = ItemEditing(id: UUID(0), isNew: true, name: "")
    }
    await store.send(.editor(.textTyped("BÜTTER"))) {
      $0.editing?.editor = LineEditor.State(text: "BÜTTER")
    }
    let butter = ShoppingItem(id: UUID(0), name: "BÜTTER", category: "Fridge")
    await store.send(.editCommitted) {
      $0.items[id: UUID(0)] = butter
      $0.history.undoSteps = [UndoStep(change: .remove([UUID(0)]), label: "added “BÜTTER”")]
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
  }

  @Test func theUsualsShowWhatIsNotOnTheListAndPutOneBack() async {
    let clock = TestClock()
    var eggs = ShoppingItem.eggs
    eggs.isChecked = true
    let store = makeStore(.fixture([.milk, eggs]), clock: clock)
    await store.send(.usualsKeyPressed) {
      $0.usuals = Usuals(
        list: .main, entries: [HistoryEntry.eggs, HistoryEntry.oatMilk, HistoryEntry.mints])
    }
    await store.send(.usualsCursorDownKeyPressed) {
      $0.usuals?.cursor = 1
    }
    let oatMilk = ShoppingItem(id: UUID(0), name: "oat milk", category: "Dairy & Eggs")
    await store.send(.usualPutBackKeyPressed) {
      $0.items.insert(oatMilk, at: 0)
      $0.history.undoSteps = [UndoStep(change: .remove([UUID(0)]), label: "added “oat milk”")]
      $0.save.unsaved = [.insert([oatMilk], at: .start)]
      $0.save.status = .saving
      $0.usuals = Usuals(list: .main, entries: [HistoryEntry.eggs, HistoryEntry.mints], cursor: 1)
    }
    await store.receive(\.delegate.statusMessage)
    await store.send(.usualsCursorUpKeyPressed) {
      $0.usuals?.cursor = 0
    }
    await store.send(.usualPutBackKeyPressed) {
      $0.items[id: ShoppingItem.eggs.id]?.isChecked = false
      $0.checkedCount = 0
      $0.history.undoSteps.append(
        UndoStep(change: .setChecked(ShoppingItem.eggs.id, true), label: "unchecked “eggs”")
      )
      $0.save.unsaved.append(.setChecked(ShoppingItem.eggs.id, false))
      $0.cursor = 2
      $0.usuals = Usuals(list: .main, entries: [HistoryEntry.mints])
    }
    await store.receive(\.delegate.statusMessage)
    await store.send(.usualsKeyPressed) {
      $0.usuals = nil
    }
    await store.expectSave(
      of: [.insert([oatMilk], at: .start), .setChecked(ShoppingItem.eggs.id, false)], after: clock
    )
  }

  /// The usuals follow the list and its history: a save's patch comes after the history it
  /// wrote, and another device's change to the list may put an item back or take one away.
  @Test func theUsualsFollowWhatChanges() async {
    let history = HistoryBox(HistoryIndex([HistoryEntry.eggs, .oatMilk]))
    let store = TestStore(initialState: ShoppingList.State.fixture([.milk])) {
      ShoppingList()
    } withDependencies: {
      $0.listHistory = ListHistory { history.index }
    }
    await store.send(.usualsKeyPressed) {
      $0.usuals = Usuals(list: .main, entries: [HistoryEntry.eggs, HistoryEntry.oatMilk])
    }
    await store.send(.usualsCursorDownKeyPressed) {
      $0.usuals?.cursor = 1
    }
    history.index = HistoryIndex([HistoryEntry.milk, .eggs, .oatMilk, .mints])
    let eggs = ShoppingItem(id: UUID(7), name: "Eggs")
    await store.send(
      .listUpdated(
        ListPatch(number: 1, items: [PatchedItem(eggs, after: ShoppingItem.milk.id, by: "phone")]))
    ) {
      $0.items.append(eggs)
      $0.usuals = Usuals(
        list: .main, entries: [HistoryEntry.oatMilk, HistoryEntry.mints], cursor: 0
      )
    }
  }
}

/// A history a test changes while the store runs.
private final class HistoryBox: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: HistoryIndex

  init(_ index: HistoryIndex) {
    stored = index
  }

  var index: HistoryIndex {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }
}
