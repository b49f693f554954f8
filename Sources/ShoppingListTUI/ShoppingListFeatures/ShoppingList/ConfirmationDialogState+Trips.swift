import Architecture
import ShoppingListModel

extension ConfirmationDialogState where Action == ShoppingList.Action.ConfirmationDialog {
  /// The `S` dialog: which store the trip is to, the last one first (`Enter` or `1`), a digit
  /// for another, or a new store.
  static func shop(at stores: [GroceryStore], last: GroceryStore?) -> Self {
    let ordered = (last.map { [$0] } ?? []) + stores.filter { $0.id != last?.id }
    let picked = Array(ordered.prefix(8))
    return ConfirmationDialogState(titleVisibility: .visible) {
      TextState("Go shopping")
    } actions: {
      for store in picked {
        ButtonState(action: .shopAt(store.id)) { TextState(store.name) }
      }
      ButtonState(action: .newStore) { TextState("New store") }
      ButtonState(role: .cancel) { TextState("Not now") }
    } message: {
      TextState("At which store?")
    }
  }

  /// The question `S` asks during a trip: finishing clears the basket into the history and
  /// leaves what was not found on the list; with nothing in the basket, the trip just stops.
  static func finishTrip(at store: String, bought: Int, notFound: Int) -> Self {
    guard bought > 0 else {
      return ConfirmationDialogState(titleVisibility: .visible) {
        TextState("Stop shopping")
      } actions: {
        ButtonState(action: .finishTrip) { TextState("Stop") }
        ButtonState(role: .cancel) { TextState("Keep shopping") }
      } message: {
        TextState("Stop shopping at \(store)? Nothing is in the basket; the list stays as it is.")
      }
    }
    let basket =
      bought == 1 ? "1 item in the basket goes" : "\(bought.groupedDigits) items in the basket go"
    let left =
      notFound == 0
      ? ""
      : notFound == 1
        ? "; 1 not found stays on the list"
        : "; \(notFound.groupedDigits) not found stay on the list"
    return ConfirmationDialogState(titleVisibility: .visible) {
      TextState("Finish the trip")
    } actions: {
      ButtonState(action: .finishTrip) { TextState("Finish") }
      ButtonState(role: .cancel) { TextState("Keep shopping") }
    } message: {
      TextState("Finish shopping at \(store)? \(basket) to the history\(left).")
    }
  }
}
