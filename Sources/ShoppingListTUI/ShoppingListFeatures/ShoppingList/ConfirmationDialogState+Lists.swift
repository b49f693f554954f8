import Architecture
import ShoppingListModel

extension ConfirmationDialogState where Action == ShoppingList.Action.ConfirmationDialog {
  /// The `L` dialog: each list with its counts, the one shown marked; a digit picks a list
  /// (the dialog numbers its choices when there are several).
  static func lists(_ lists: [ListSummary], showing current: ListID) -> Self {
    let picked = Array(lists.prefix(9))
    let lines = picked.enumerated().map { index, list in
      let mark = list.id == current ? " (shown)" : ""
      let number = picked.count > 1 ? "\(index + 1) " : ""
      return "\(number)\(list.name)\(mark): \(list.counts)"
    }
    let more = lists.count > picked.count ? ["… and \(lists.count - picked.count) more"] : []
    return ConfirmationDialogState(titleVisibility: .visible) {
      TextState("Lists")
    } actions: {
      for list in picked {
        ButtonState(action: .openList(list.id)) { TextState(list.name) }
      }
      ButtonState(role: .cancel) { TextState("Close") }
    } message: {
      TextState((lines + more).joined(separator: "\n"))
    }
  }

  /// The `m` dialog: which of `lists` the item goes to; `y` for the only one, a digit for one
  /// of several.
  static func moveItem(_ item: ShoppingItem, toOneOf lists: [ListSummary]) -> Self {
    let picked = Array(lists.prefix(9))
    return ConfirmationDialogState(titleVisibility: .visible) {
      TextState("Move \(StatusMessage.quoted(item.name))")
    } actions: {
      for list in picked {
        ButtonState(action: .moveCurrentItem(to: list.id)) { TextState(list.name) }
      }
      ButtonState(role: .cancel) { TextState("Keep") }
    } message: {
      TextState(
        picked.count == 1
          ? "To \(picked[0].name)?"
          : "To which list?\n"
            + picked.enumerated().map { "\($0 + 1) \($1.name)" }.joined(separator: "\n"))
    }
  }
}

extension ConfirmationDialogState where Action == ShoppingList.Action.ConfirmationDialog {
  /// The `D` question: `y` removes the list shown and its items, `n` keeps them.
  static func removeList(_ list: ListSummary, itemCount: Int) -> Self {
    let items = itemCount == 1 ? "its item" : "its \(itemCount.groupedDigits) items"
    return ConfirmationDialogState(titleVisibility: .visible) {
      TextState("Remove the list")
    } actions: {
      ButtonState(role: .destructive, action: .removeShownList) { TextState("Remove") }
      ButtonState(role: .cancel) { TextState("Keep") }
    } message: {
      TextState(
        "Remove \(StatusMessage.quoted(list.name)) with \(items)? Undo cannot bring it back.")
    }
  }
}
