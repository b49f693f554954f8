import Foundation

/// Something that left a list once (checked and cleared, or deleted), as a household's devices
/// remember it together: the name it had, its category, the quantity it last had, how often it
/// was bought and when.
///
/// ```swift
/// HistoryEntry(name: "Milk", list: .main, category: "Dairy & Eggs", timesBought: 12, …)
/// ```
package struct HistoryEntry: Equatable, Hashable, Sendable, Identifiable {
  /// The entry's id, derived from its list and folded name (see `HistoryEntryID`).
  package var id: UUID
  /// The name as it was last written.
  package var name: String
  /// The list whose history it is.
  package var list: ListID
  /// The category it last had, or the one a person last gave that name; empty for none.
  package var category: String
  /// The quantity it had when it last left the list.
  package var quantity: ItemQuantity?
  /// How many times it left the list in the basket, every device's count added up.
  package var timesBought: Int64
  /// When it was last bought, if ever.
  package var lastBought: Date?
  /// When it last left the list, bought or not.
  package var lastLeft: Date

  /// An entry with these values.
  package init(
    id: UUID, name: String, list: ListID = .main, category: String = "",
    quantity: ItemQuantity? = nil, timesBought: Int64 = 0, lastBought: Date? = nil,
    lastLeft: Date
  ) {
    self.id = id
    self.name = name
    self.list = list
    self.category = category
    self.quantity = quantity
    self.timesBought = timesBought
    self.lastBought = lastBought
    self.lastLeft = lastLeft
  }

  /// A new item of this entry's name, category and quantity, with `id`, on its list.
  package func item(id: UUID) -> ShoppingItem {
    ShoppingItem(id: id, name: name, quantity: quantity, category: category, list: list)
  }
}
