import Architecture
import Foundation
import TestSupport
import Testing

@testable import NumberFacts
@testable import ShoppingListFeatures
@testable import ShoppingListModel
@testable import ShoppingListStorage

@MainActor
struct ShoppingListFilterTests {
  let oatMilk = ShoppingItem(id: UUID(106), name: "Oat milk")
  let chocolate = ShoppingItem(id: UUID(107), name: "MILK chocolate")

  var items: [ShoppingItem] { [.milk, oatMilk, .eggs, chocolate] }

  @Test func typingFiltersAsYouTypeAndEnterKeepsIt() async {
    let store = makeStore(.fixture(items))
    await store.send(.filterKeyPressed) {
      $0.filter = ItemFilter()
    }
    await store.send(.filterQuery(.textTyped("m"))) {
      $0.filter?.query = LineEditor.State(text: "m")
      $0.filter?.appliedQuery = "m"
      $0.filter?.matchingIDs = [ShoppingItem.milk.id, self.oatMilk.id, self.chocolate.id]
    }
    await store.send(.filterQuery(.textTyped("I"))) {
      $0.filter?.query = LineEditor.State(text: "mI")
      $0.filter?.appliedQuery = "mI"
    }
    await store.send(.filterQuery(.textTyped("lk c"))) {
      $0.filter?.query = LineEditor.State(text: "mIlk c")
      $0.filter?.appliedQuery = "mIlk c"
      $0.filter?.matchingIDs = [self.chocolate.id]
    }
    await store.send(.filterKept) {
      $0.filter?.isTyping = false
    }
    #expect(store.state.visibleRowCount == 1)
    #expect(store.state.currentID == chocolate.id)
    await store.send(.filterKeyPressed) {
      $0.filter?.isTyping = true
    }
    await store.send(.filterQuery(.deleteWordKeyPressed)) {
      $0.filter?.query = LineEditor.State(text: "mIlk ")
      $0.filter?.appliedQuery = "mIlk "
      $0.filter?.matchingIDs = [self.chocolate.id]
    }
    await store.send(.filterQuery(.backspaceKeyPressed)) {
      $0.filter?.query = LineEditor.State(text: "mIlk")
      $0.filter?.appliedQuery = "mIlk"
      $0.filter?.matchingIDs = [ShoppingItem.milk.id, self.oatMilk.id, self.chocolate.id]
      $0.cursor = 2
    }
  }

  @Test func aFilterLongerThan500CharactersSaysWhyTheRestIsNotTyped() async {
    var state = ShoppingList.State.fixture(items)
    state.filter = ItemFilter()
    state.filter?.query = LineEditor.State(text: String(repeating: "x", count: 500))
    state.filter?.appliedQuery = String(repeating: "x", count: 500)
    state.filter?.matchingIDs = []
    let store = makeStore(state)
    await store.send(.filterQuery(.textTyped("y")))
    await store.receive(\.filterQuery.delegate.lengthLimitReached, 500)
    await store.receive(\.delegate.statusMessage, "A filter has at most 500 characters")
  }

  @Test func escapeClearsTheFilterAndTheCursorStaysOnItsItem() async {
    let store = makeStore(.fixture(items))
    await store.send(.filterKeyPressed) { $0.filter = ItemFilter() }
    await store.send(.filterQuery(.textTyped("egg"))) {
      $0.filter?.query = LineEditor.State(text: "egg")
      $0.filter?.appliedQuery = "egg"
      $0.filter?.matchingIDs = [ShoppingItem.eggs.id]
    }
    await store.send(.filterCleared) {
      $0.filter = nil
      $0.cursor = 2
    }
  }

  @Test func anEmptyFilterGoesAwayOnEnter() async {
    let store = makeStore(.fixture(items))
    await store.send(.filterKeyPressed) { $0.filter = ItemFilter() }
    await store.send(.filterQuery(.textTyped("x"))) {
      $0.filter?.query = LineEditor.State(text: "x")
      $0.filter?.appliedQuery = "x"
      $0.filter?.matchingIDs = []
    }
    await store.send(.filterQuery(.backspaceKeyPressed)) {
      $0.filter?.query = LineEditor.State(text: "")
      $0.filter?.appliedQuery = ""
      $0.filter?.matchingIDs = nil
    }
    await store.send(.filterKept) { $0.filter = nil }
  }

  @Test func changesUnderAKeptFilterKeepTheMatchesUpToDate() async {
    let clock = TestClock()
    var filter = ItemFilter()
    filter.query = LineEditor.State(text: "milk")
    filter.isTyping = false
    var state = ShoppingList.State.fixture(items)
    state.filter = filter
    state.filter?.applyQuery(to: state.items)
    let store = makeStore(state, clock: clock)
    store.exhaustivity = .off
    #expect(store.state.filter?.matchingIDs == [ShoppingItem.milk.id, oatMilk.id, chocolate.id])

    await store.send(.cursorDownKeyPressed) { $0.cursor = 1 }
    await store.send(.deleteItemKeyPressed) {
      $0.filter?.matchingIDs = [ShoppingItem.milk.id, self.chocolate.id]
    }
    await store.send(.addItemKeyPressed)
    #expect(store.state.filter?.matchingIDs == [UUID(0), ShoppingItem.milk.id, chocolate.id])
    await store.send(.editor(.textTyped("bread")))
    await store.send(.editCommitted)
    await store.receive(\.delegate.statusMessage, "Added “bread”, hidden by the filter")
    await store.send(.editCancelled)
    #expect(store.state.filter?.matchingIDs == [ShoppingItem.milk.id, chocolate.id])
    #expect(store.state.itemCount == 4)
    #expect(store.state.cursor == 0)

    await store.send(.moveItemDownKeyPressed)
    #expect(
      store.state.items.ids.elements
        == [UUID(0), ShoppingItem.eggs.id, chocolate.id, ShoppingItem.milk.id]
    )
    #expect(store.state.filter?.matchingIDs == [chocolate.id, ShoppingItem.milk.id])
    #expect(store.state.currentID == ShoppingItem.milk.id)

    await store.send(.editItemKeyPressed)
    await store.send(.editor(.deleteToStartKeyPressed))
    await store.send(.editor(.textTyped("cream")))
    await store.send(.editCommitted)
    #expect(store.state.filter?.matchingIDs == [chocolate.id])
    await store.send(.undoKeyPressed)
    #expect(store.state.filter?.matchingIDs == [chocolate.id, ShoppingItem.milk.id])
    await store.send(.sortKeyPressed)
    #expect(store.state.filter?.matchingIDs == [ShoppingItem.milk.id, chocolate.id])
    await clock.advance(by: ShoppingList.saveDelay)
    await store.skipReceivedActions()
  }

  @Test func narrowingSearchesOnlyTheCurrentMatchesAndWideningSearchesAll() {
    var filter = ItemFilter()
    var items = IdentifiedArray(uniqueElements: self.items)
    filter.query = LineEditor.State(text: "milk")
    filter.applyQuery(to: items)
    #expect(filter.matchingIDs == [ShoppingItem.milk.id, oatMilk.id, chocolate.id])
    // Renamed behind the filter's back: only a search of all items finds it.
    items[id: ShoppingItem.eggs.id]?.name = "oat milk eggs"
    filter.query = LineEditor.State(text: "oat milk")
    filter.applyQuery(to: items)
    #expect(filter.matchingIDs == [oatMilk.id])
    filter.query = LineEditor.State(text: "oat")
    filter.applyQuery(to: items)
    #expect(filter.matchingIDs == [oatMilk.id, ShoppingItem.eggs.id])
  }
}
