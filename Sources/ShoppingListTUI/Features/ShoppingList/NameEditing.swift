/// An item whose name is being edited inline: which one, whether it was just added (and so
/// disappears when left empty), and the text field.
struct NameEditing: Equatable, Sendable {
  /// The item being renamed.
  var id: ShoppingItem.ID
  /// Whether the item was added for this edit (`a`/`o`) and is not part of the list until the
  /// name is committed.
  var isNew: Bool
  /// The name as typed so far.
  var editor: LineEditor.State
}
