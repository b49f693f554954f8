import ShoppingListModel
import ShoppingListStorage

/// An item whose name is being edited inline: which one, whether it was just added (and so
/// disappears when left empty), and the text field.
package struct NameEditing: Equatable, Sendable {
  /// The item being renamed.
  package var id: ShoppingItem.ID
  /// Whether the item was added for this edit (`a`/`o`) and is not part of the list until the
  /// name is committed.
  var isNew: Bool
  /// The name as typed so far.
  package var editor: LineEditor.State
  /// For a new item, the item the cursor was on before, where it goes back when the new item is
  /// discarded.
  var returnID: ShoppingItem.ID?
  /// The device that removed the item while its name was typed: the item stays until the edit
  /// ends, and comes back if the name is kept.
  var removedElsewhere: String?

  /// An edit of the item with `id`, starting from `name` with the cursor at its end.
  package init(id: ShoppingItem.ID, isNew: Bool, name: String, returnID: ShoppingItem.ID? = nil) {
    self.id = id
    self.isNew = isNew
    self.editor = LineEditor.State(text: name)
    self.returnID = returnID
  }
}
