import Architecture
import TestSupport
import Testing

@testable import NumberFacts
@testable import ShoppingListFeatures
@testable import ShoppingListModel
@testable import ShoppingListStorage

@MainActor
struct ShoppingListNavigationTests {
  let items: [ShoppingItem] = [.milk, .eggs, .bread, .apples, .tea]

  @Test func cursorKeysMoveAndTheViewportFollows() async {
    let store = makeStore(.fixture(items, height: 3))
    await store.send(.cursorDownKeyPressed) { $0.cursor = 1 }
    await store.send(.cursorDownKeyPressed) { $0.cursor = 2 }
    await store.send(.cursorDownKeyPressed) {
      $0.cursor = 3
      $0.viewport.top = 1
    }
    await store.send(.cursorUpKeyPressed) { $0.cursor = 2 }
    await store.send(.cursorUpKeyPressed) { $0.cursor = 1 }
    await store.send(.cursorUpKeyPressed) {
      $0.cursor = 0
      $0.viewport.top = 0
    }
    await store.send(.cursorUpKeyPressed)
  }

  @Test func firstAndLastItem() async {
    let store = makeStore(.fixture(items, height: 3))
    await store.send(.lastItemKeyPressed) {
      $0.cursor = 4
      $0.viewport.top = 2
    }
    await store.send(.cursorDownKeyPressed)
    await store.send(.firstItemKeyPressed) {
      $0.cursor = 0
      $0.viewport.top = 0
    }
  }

  @Test func pagesScrollByTheHeightOfTheList() async {
    let store = makeStore(.fixture(items, height: 3))
    await store.send(.pageDownKeyPressed) {
      $0.cursor = 3
      $0.viewport.top = 2
    }
    await store.send(.pageDownKeyPressed) { $0.cursor = 4 }
    await store.send(.pageUpKeyPressed) {
      $0.cursor = 1
      $0.viewport.top = 0
    }
    await store.send(.pageUpKeyPressed) { $0.cursor = 0 }
  }

  @Test func anEmptyListIgnoresMovement() async {
    let store = makeStore(.fixture([], height: 3))
    await store.send(.cursorDownKeyPressed)
    await store.send(.lastItemKeyPressed)
    await store.send(.pageDownKeyPressed)
    await store.send(.pageUpKeyPressed)
    #expect(store.state.currentID == nil)
  }

  @Test func lessRoomKeepsTheCursorOnScreen() {
    var state = ShoppingList.State.fixture(items, height: 3)
    state.cursor = 4
    state.viewport.top = 2
    state.resize(to: ShoppingList.Layout(width: 80, rows: 2, rowsWhileFiltering: 1))
    #expect(
      state.viewport
        == Viewport(top: 3, layout: ShoppingList.Layout(width: 80, rows: 2, rowsWhileFiltering: 1))
    )
    state.resize(to: ShoppingList.Layout(width: 80, rows: 20, rowsWhileFiltering: 19))
    #expect(state.viewport.top == 0)
  }

  @Test func theFilterLineTakesARowFromTheList() {
    var state = ShoppingList.State.fixture(items, height: 4)
    #expect(state.listHeight == 4)
    state.filter = ItemFilter()
    #expect(state.listHeight == 3)
  }
}
