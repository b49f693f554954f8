import Architecture
import Foundation
import TestSupport
import Testing

@testable import ShoppingListFeatures
@testable import ShoppingListModel
@testable import ShoppingListStorage

/// `i` shows everything about the item under the cursor, who added it and when included.
@MainActor
struct ShoppingListDetailsTests {
  @Test func theDetailsSayWhatTheItemIsAndWhoAddedIt() async {
    let milk = ShoppingItem(
      id: UUID(1), name: "oat milk", quantity: ItemQuantity(amount: 2, unit: "l"),
      note: "the barista one", category: "Dairy & Eggs",
      added: ItemOrigin(device: "Ada's phone", time: Date(timeIntervalSince1970: 1_764_237_600))
    )
    let store = TestStore(initialState: ShoppingList.State.fixture([milk, .eggs])) {
      ShoppingList()
    } withDependencies: {
      $0.timeZone = TimeZone(identifier: "Europe/Berlin")!
      $0.locale = Locale(identifier: "en_US_POSIX")
    }
    await store.send(.detailsKeyPressed) {
      $0.confirmationDialog = ConfirmationDialogState(titleVisibility: .visible) {
        TextState("oat milk")
      } actions: {
        ButtonState(role: .cancel) { TextState("Close") }
      } message: {
        TextState(
          """
          Quantity: 2 l
          Category: Dairy & Eggs
          Note: the barista one
          Still to get.
          Added by Ada's phone, Nov 27, 2025 at 11:00\u{202F}AM.
          """
        )
      }
    }
    await store.send(.confirmationDialog(.dismiss)) {
      $0.confirmationDialog = nil
    }
    await store.send(.cursorDownKeyPressed) { $0.cursor = 1 }
    await store.send(.detailsKeyPressed) {
      $0.confirmationDialog = ConfirmationDialogState(titleVisibility: .visible) {
        TextState("eggs")
      } actions: {
        ButtonState(role: .cancel) { TextState("Close") }
      } message: {
        TextState("Quantity: none\nCategory: none\nStill to get.")
      }
    }
  }
}
