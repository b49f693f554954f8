import Foundation
import ShoppingListModel

/// A field of an item besides its name, checked state and place: each a register of text in
/// a device file, kept in a table of a record that is empty for most items, so that a list of
/// bare names costs no more memory than before the fields existed.
///
/// A quantity and its unit are one register ("1.5 kg"), so that two devices setting "2 l"
/// and "500 g" at once end with one of them, never "2 g". An empty value clears the field.
package enum ItemDetail: String, CaseIterable, Sendable, Hashable {
  /// How much, as ``ItemQuantity/storedText``.
  case quantity
  /// A note for the shopper.
  case note
  /// The item's category.
  case category
  /// The name of the device that added the item; its stamp says when.
  case added
  /// The list the item is on, by id; empty (or an id this version cannot read) is the main
  /// list.
  case list
  /// On a list's own record, which has no item name (so versions before lists never show it):
  /// the list's name.
  case listName

  /// The fields a change writes from an item's values; ``added`` is written by the add itself.
  static let itemFields: [ItemDetail] = [.quantity, .note, .category, .list]

  /// The field's value in `item`, as its register holds it.
  func value(in item: ShoppingItem) -> String {
    switch self {
    case .quantity: item.quantity?.storedText ?? ""
    case .note: item.note
    case .category: item.category
    case .added: item.added?.device ?? ""
    case .list: Self.storedText(of: item.list)
    case .listName: ""
    }
  }

  /// Sets the field of `item` from its register; a value that is not a quantity leaves none.
  func set(_ register: Register<String>, in item: inout ShoppingItem) {
    let value = register.value
    switch self {
    case .quantity: item.quantity = ItemQuantity(storedText: value)
    case .note: item.note = value
    case .category: item.category = value
    case .added:
      item.added = ItemOrigin(
        device: value, time: Date(timeIntervalSince1970: Double(register.stamp.wall) / 1000)
      )
    case .list: item.list = Self.list(storedAs: value)
    case .listName: break
    }
  }

  /// How the list field holds `list`: empty for the main list.
  static func storedText(of list: ListID) -> String {
    list == .main ? "" : list.uuid.uuidString
  }

  /// The list a list field's value names: the main list when it names none this version reads.
  static func list(storedAs value: String) -> ListID {
    UUID(uuidString: value).map(ListID.init) ?? .main
  }

  /// Cleans a value read from a file or given by a change as a name is cleaned; a quantity is
  /// also cut to ``ItemQuantity/maximumStoredLength``, and kept as text even when this version
  /// cannot read it (a later one may know its unit): it then shows as none.
  func cleaned(_ value: String) -> String {
    let cleaned = ShoppingItem.sanitizedName(value)
    guard self == .quantity, cleaned.count > ItemQuantity.maximumStoredLength else {
      return cleaned
    }
    return String(cleaned.prefix(ItemQuantity.maximumStoredLength))
  }
}

extension ItemDetail {
  // NB: a `String` enum is hashed and compared through its raw value, a string, by default;
  // every record read at start looks its fields up by detail, so they go by case instead.
  package func hash(into hasher: inout Hasher) {
    hasher.combine(ordinal)
  }

  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.ordinal == rhs.ordinal
  }

  /// The field's place in ``allCases``.
  var ordinal: Int {
    switch self {
    case .quantity: 0
    case .note: 1
    case .category: 2
    case .added: 3
    case .list: 4
    case .listName: 5
    }
  }
}
