/// The button of the `C` confirmation pane that does something: the other one just dismisses.
package enum ClearCheckedConfirmation: Equatable, Sendable {
  /// `y`: remove every checked item (one undo step).
  case removeCheckedItems
}

extension ModalState where ButtonAction == ClearCheckedConfirmation {
  /// The `C` question: `y` removes the checked items, `n` (or `Esc`) keeps them.
  package static func clearChecked(count: Int) -> Self {
    let items = count == 1 ? "the checked item" : "the \(count.groupedDigits) checked items"
    return ModalState(
      title: "Remove checked items",
      message: "Remove \(items) from the list? u undoes it.",
      buttons: [
        ModalButton(
          label: "Remove", shortcut: "y", role: .destructive, action: .removeCheckedItems
        ),
        ModalButton(label: "Keep", shortcut: "n", role: .cancel),
      ]
    )
  }
}
