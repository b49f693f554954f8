import Architecture
import Foundation
import TestSupport
import Testing

@testable import ShoppingListFeatures
@testable import ShoppingListModel
@testable import ShoppingListStorage

@MainActor
struct ShoppingListPasteTests {
  let sugar = ShoppingItem(id: UUID(0), name: "sugar", category: "Pantry")
  let dates = ShoppingItem(id: UUID(1), name: "dates", isChecked: true)
  let flour = ShoppingItem(
    id: UUID(2), name: "flour", quantity: ItemQuantity(amount: 500, unit: "g"), category: "Pantry"
  )

  @Test func aPasteAddsOneItemPerLineAtTheTopAsOneUndoStep() async {
    let clock = TestClock()
    let saved = ListSaves()
    let store = makeStore(.fixture([.milk]), clock: clock, saved: saved)
    await store.send(.textPasted("- [ ] sugar\r\n\n- [x] dates\r# Notes\r500g flour  \n")) {
      $0.items = [self.sugar, self.dates, self.flour, .milk]
      $0.checkedCount = 1
      $0.history.undoSteps = [
        UndoStep(change: .remove([UUID(0), UUID(1), UUID(2)]), label: "pasted 3 items")
      ]
      $0.save.unsaved = [.insert([self.sugar, self.dates, self.flour], at: .start)]
      $0.save.status = .saving
    }
    await store.receive(\.delegate.statusMessage, StatusMessage("Added 3 items", offersUndo: true))
    await store.expectSave(of: [.insert([sugar, dates, flour], at: .start)], after: clock)
    #expect(saved.all == [[.insert([sugar, dates, flour], at: .start)]])
  }

  @Test func aPasteOf100KilobytesAddsEveryLineAsOneUndoStep() async {
    let lines = (0..<5_264).map { index in
      let number = String(index)
      let padded = String(repeating: "0", count: 5 - number.count) + number
      return "- [\(index % 10 == 0 ? "x" : " ")] pasted \(padded)"
    }
    let text = lines.joined(separator: "\n") + "\n"
    #expect(text.utf8.count == 100_016)
    // NB: an id the incrementing UUIDs of 5,264 new items do not reach.
    let kept = ShoppingItem(id: UUID(10_000), name: "kept")
    let store = makeStore(.fixture([kept]))
    store.exhaustivity = .off(showSkippedAssertions: false)
    await store.send(.textPasted(text))
    await store.receive(
      \.delegate.statusMessage, StatusMessage("Added 5,264 items", offersUndo: true)
    )
    #expect(store.state.items.count == 5_265)
    #expect(
      store.state.items.first == ShoppingItem(id: UUID(0), name: "pasted 00000", isChecked: true)
    )
    #expect(store.state.items[5_263] == ShoppingItem(id: UUID(5_263), name: "pasted 05263"))
    #expect(store.state.items.last == kept)
    #expect(store.state.checkedCount == 527)
    #expect(store.state.cursor == 0)
    #expect(store.state.history.undoSteps.map(\.label) == ["pasted 5,264 items"])
    await store.send(.undoKeyPressed)
    #expect(store.state.items.elements == [kept])
    #expect(store.state.checkedCount == 0)
    #expect(store.state.history.undoSteps.isEmpty)
    await store.skipReceivedActions()
    await store.skipInFlightEffects()
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
