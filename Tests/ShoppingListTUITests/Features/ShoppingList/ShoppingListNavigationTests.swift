import Architecture
import Testing

@testable import ShoppingListTUI

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

  @Test func resizingKeepsTheCursorOnScreen() async {
    var state = ShoppingList.State.fixture(items, height: 3)
    state.cursor = 4
    state.viewport.top = 2
    let store = makeStore(state)
    let screen = Size(width: 80, height: 24)
    await store.send(.screenResized(screen: screen, pane: Size(width: 80, height: 2))) {
      $0.screenSize = Size(width: 80, height: 24)
      $0.viewport = Viewport(top: 3, width: 80, height: 2)
    }
    await store.send(.screenResized(screen: screen, pane: Size(width: 80, height: 20))) {
      $0.viewport = Viewport(top: 0, width: 80, height: 20)
    }
  }

  @Test func theReadOnlyBannerTakesRowsFromTheList() async {
    let reason = "another shopping-list is using /home/ada/.local/share/shopping-list/list.json"
    var state = ShoppingList.State.fixture(items, height: 4, readOnlyReason: reason)
    #expect(state.bannerLines.count == 2)
    #expect(state.listHeight == 2)
    state.viewport.width = 200
    #expect(state.bannerLines.count == 1)
    #expect(state.listHeight == 3)
  }
}
