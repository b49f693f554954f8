extension ShoppingListView {
  /// One visible row of the list, ready to draw.
  struct Row: Equatable, Sendable {
    /// The item shown.
    var id: ShoppingItem.ID
    /// `[ ]` or `[x]`.
    var checkbox: String
    /// The name cut to the row's width (ending in `…` when cut); empty while it is edited.
    var name: String
    /// Whether the item is in the basket, drawn muted.
    var isChecked: Bool
    /// Whether the cursor is on this row.
    var isCursor: Bool
    /// The name field, when this row's name is being edited.
    var editor: TextWindow?
  }
}
