import Architecture
import Testing

@testable import ShoppingListTUI

@MainActor
struct ItemTests {
  @Test func checkingTogglesTheBasket() async {
    let store = TestStore(initialState: ShoppingItem.milk) { Item() }
    await store.send(.checkKeyPressed) { $0.isChecked = true }
    await store.send(.checkKeyPressed) { $0.isChecked = false }
  }
}
