import Foundation

/// One thing a person (or a command) did to the list, as a value: the list feature applies it to
/// what it shows and hands it to ``ListStorage/save`` as it is, a single list file applies it to
/// its array, and a shared list turns it into register writes stamped by one device.
///
/// Undo is not a change of its own: an undo applies the inverse change (a `rename` back, a
/// `restore` after a `remove`) as a new change, so it never reverts a later edit made elsewhere.
///
/// ```swift
/// try list.apply(.add(id: UUID(), name: "milk", at: .end), clock: &clock, now: now)
/// try list.apply(.setChecked(id, true), clock: &clock, now: now)
/// ```
package enum ListChange: Equatable, Sendable {
  /// A new item (or an old id brought back with these values), on `list`.
  case add(id: UUID, name: String, checked: Bool = false, list: ListID = .main, at: Placement)
  /// Many new items at one place, in their order (an import, a paste, `add a b c`): one stamp
  /// for all, their keys spread between the two neighbours of the place, so 100,000 items cost
  /// one sort of the list. An id listed twice keeps its last values.
  case insert([ShoppingItem], at: Placement)
  /// A new name; the other fields are untouched.
  case rename(UUID, String)
  /// In the basket or not.
  case setChecked(UUID, Bool)
  /// A new quantity, or none.
  case setQuantity(UUID, ItemQuantity?)
  /// A new note; empty clears it.
  case setNote(UUID, String)
  /// A new category; empty clears it.
  case setCategory(UUID, String)
  /// A new place in the list: one write of the item's position.
  case move(UUID, to: Placement)
  /// Deletions that keep any edit they had not seen, with one stamp.
  case remove([UUID])
  /// Undoes a removal: the items are back with the fields they had. They carry their values
  /// and the offsets they had, for an array of items; a shared list brings back its own records
  /// and places an item it no longer knows by its offset.
  case restore([PlacedItem])
  /// A sort or any new order: the listed items get new positions in this order, after every
  /// item not listed; one change, one position write per item.
  case reorder([UUID])
  /// The item, as it stands in the list shown, goes to another list: one write of its list.
  /// It carries the item and its offset so that an array showing one list can take it out and,
  /// for the undo, put it back.
  case moveToList(PlacedItem, to: ListID)
  /// A new list of the folder, named `name`.
  case createList(ListID, name: String)
  /// A list's new name.
  case renameList(ListID, name: String)
  /// A list removed with the items on it (each removal keeps an edit it had not seen, and an
  /// item added to the list elsewhere meanwhile shows on the main list). The main list cannot
  /// be removed.
  case removeList(ListID)

  /// Where an added or moved item goes, relative to the visible list.
  package enum Placement: Equatable, Sendable {
    /// Before every item.
    case start
    /// After every item.
    case end
    /// Right before the item with this id.
    case before(UUID)
    /// Right after the item with this id.
    case after(UUID)
  }

  /// The field a change of one field writes, in words ("quantity"), or `nil` for other changes.
  package var fieldName: String? {
    switch self {
    case .rename: "name"
    case .setChecked: "checked state"
    case .setQuantity: "quantity"
    case .setNote: "note"
    case .setCategory: "category"
    default: nil
    }
  }

  /// The items the change writes, in the change's order.
  package var itemIDs: [UUID] {
    switch self {
    case .add(let id, _, _, _, _), .rename(let id, _), .setChecked(let id, _), .move(let id, _),
      .setQuantity(let id, _), .setNote(let id, _), .setCategory(let id, _):
      [id]
    case .insert(let items, _): items.map(\.id)
    case .remove(let ids), .reorder(let ids): ids
    case .restore(let placed): placed.map(\.item.id)
    case .moveToList(let placed, _): [placed.item.id]
    case .createList, .renameList, .removeList: []
    }
  }
}

/// Why a change could not be applied; nothing is written then.
package enum ListChangeError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The change names an item that is not in the list.
  case missingItem(UUID)
  /// An added or renamed item's name is empty once cleaned.
  case emptyName
  /// The change names a list the folder does not have (or the main list, for a removal).
  case missingList(ListID)
  /// The storage holds one list only (a list file).
  case oneListOnly

  package var description: String {
    switch self {
    case .missingList(let id):
      id == .main ? "the main list cannot be removed" : "there is no list with the id \(id)"
    case .oneListOnly: "a list file holds one list"
    case .missingItem(let id): "there is no item with the id \(id.uuidString)"
    case .emptyName: "an item needs a name"
    }
  }
}
