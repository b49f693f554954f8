import ShoppingListModel
import ShoppingListStorage

/// An inline edit of one field of an item: which item and field, whether the item was just
/// added (and so disappears when left empty), and the text field.
package struct ItemEditing: Equatable, Sendable {
  /// The item being edited.
  package var id: ShoppingItem.ID
  /// The field being typed.
  package var field: Field
  /// Whether the item was added for this edit (`a`/`o`) and is not part of the list until the
  /// name is committed.
  var isNew: Bool
  /// The text as typed so far.
  package var editor: LineEditor.State
  /// For a new item, the item the cursor was on before, where it goes back when the new item is
  /// discarded.
  var returnID: ShoppingItem.ID?
  /// The device that removed the item while its name was typed: the item stays until the edit
  /// ends, and comes back if the name is kept.
  var removedElsewhere: String?

  /// An edit of the name of the item with `id`, starting from `name` with the cursor at its end.
  package init(id: ShoppingItem.ID, isNew: Bool, name: String, returnID: ShoppingItem.ID? = nil) {
    self.init(id: id, field: .name, text: name, isNew: isNew, returnID: returnID)
  }

  /// An edit of `field` of the item with `id`, starting from `text` with the cursor at its end.
  package init(
    id: ShoppingItem.ID, field: Field, text: String, isNew: Bool = false,
    returnID: ShoppingItem.ID? = nil
  ) {
    self.id = id
    self.field = field
    self.isNew = isNew
    self.editor = LineEditor.State(text: text)
    self.returnID = returnID
  }

  /// A field typed inline.
  package enum Field: Equatable, Sendable {
    /// The name, with a quantity when one is typed with it ("2 l oat milk").
    case name
    /// The note shown after the name.
    case note
    /// The category.
    case category

    /// What the row shows before the field, naming it ("note: "); the name has none.
    package var label: String {
      switch self {
      case .name: ""
      case .note: "note: "
      case .category: "category: "
      }
    }
  }
}
