import Architecture
import Foundation
import ShoppingListStorage
import TestSupport
import Testing

@testable import ShoppingListFeatures

@MainActor
struct ShoppingListPasteTests {
  let sugar = ShoppingItem(id: UUID(0), name: "sugar")
  let dates = ShoppingItem(id: UUID(1), name: "dates", isChecked: true)
  let flour = ShoppingItem(id: UUID(2), name: "flour")

  @Test func aPasteAddsOneItemPerLineAtTheTopAsOneUndoStep() async {
    let clock = TestClock()
    let saved = ListSaves()
    let store = makeStore(.fixture([.milk]), clock: clock, saved: saved)
    await store.send(.textPasted("- [ ] sugar\r\n\n- [x] dates\r# Notes\rflour  \n")) {
      $0.items = [self.sugar, self.dates, self.flour, .milk]
      $0.checkedCount = 1
      $0.history.undoSteps = [
        UndoStep(change: .remove([UUID(0), UUID(1), UUID(2)]), label: "pasted 3 items")
      ]
      $0.save.revision = 1
      $0.save.status = .saving
    }
    await store.receive(\.delegate.statusMessage, "Added 3 items · u to undo")
    await store.expectSave(of: 1, after: clock)
    #expect(saved.all == [[sugar, dates, flour, .milk]])
  }

  @Test func aPasteWithNoItemsSaysSo() async {
    let store = makeStore(.fixture([.milk]))
    await store.send(.textPasted("\n# Groceries\n---\n"))
    await store.receive(\.delegate.statusMessage, "Nothing to add in the pasted text")
  }

  @Test func aReadOnlyListRefusesAPaste() async {
    let store = makeStore(ShoppingList.State(items: [.milk], readOnlyReason: "list.json is locked"))
    store.exhaustivity = .off(showSkippedAssertions: false)
    await store.send(.textPasted("sugar"))
    #expect(store.state.items.elements == [.milk])
  }
}
