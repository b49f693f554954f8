import Architecture

extension ConfirmationDialogState where Action == ShoppingList.Action.ConfirmationDialog {
  /// The `C` question: `y` removes the checked items, `n` (or `Esc`) keeps them.
  ///
  /// A confirmation dialog rather than an alert, as TCA users (and Apple's guidelines) would
  /// choose: it confirms a destructive action the person just asked for, while an alert reports
  /// something that happened to them. Its title is always shown.
  static func clearChecked(count: Int) -> Self {
    let items = count == 1 ? "the checked item" : "the \(count.groupedDigits) checked items"
    // NB: "undo", not a key: the undo key may be bound to another, which the reducer does not
    // know; the status bar after the removal names the key in force.
    let them = count == 1 ? "it" : "them"
    return ConfirmationDialogState(titleVisibility: .visible) {
      TextState("Remove checked items")
    } actions: {
      ButtonState(role: .destructive, action: .removeCheckedItems) { TextState("Remove") }
      ButtonState(role: .cancel) { TextState("Keep") }
    } message: {
      TextState("Remove \(items) from the list? Undo brings \(them) back.")
    }
  }
}
