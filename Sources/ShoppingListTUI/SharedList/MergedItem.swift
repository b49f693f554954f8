import Foundation
import ShoppingListModel
import ShoppingListStorage

/// One item as every device's records of it add up to: each field's winning register, the
/// joined tombstone, and whether the item is visible.
///
/// Visibility rule: an item is visible when it has a name and either no tombstone or some
/// device's newest change to it that the tombstone does not cover.
struct MergedItem: Equatable, Sendable {
  /// The item's stable id.
  package var id: UUID
  /// The winning name.
  package var name: Register<String>?
  /// The winning checked state.
  package var checked: Register<Bool>?
  /// The winning position.
  package var position: Register<PositionKey>?
  /// The winning value of each other field some device set.
  package var details: ItemDetails
  /// The winning value of each field this version does not know.
  package var unknownFields: [String: Register<RawJSON>]
  /// Every removal of the item, joined.
  package var tombstone: Tombstone?
  /// Whether the item shows in the list.
  var isVisible: Bool

  /// The item as the list shows it.
  var shoppingItem: ShoppingItem {
    var item = ShoppingItem(id: id, name: name?.value ?? "", isChecked: checked?.value ?? false)
    for (detail, register) in details { detail.set(register, in: &item) }
    return item
  }

  /// An item of which no record has been absorbed yet.
  package init(id: UUID) {
    self.id = id
    details = ItemDetails()
    unknownFields = [:]
    isVisible = false
  }

  /// The item as its only record shows it, without an array of one record (most items).
  init(id: UUID, onlyRecord record: ItemRecord) {
    self.init(id: id)
    absorb(record)
    noteEdit(of: record)
  }

  /// The records of one item by several devices, merged.
  package init(id: UUID, records: [ItemRecord]) {
    self.init(id: id)
    for record in records { absorb(record) }
    for record in records { noteEdit(of: record) }
  }

  /// Joins one device's record into the fields and the tombstone; ``noteEdit(of:)`` must see
  /// every record again once all are absorbed.
  mutating func absorb(_ record: ItemRecord) {
    name = name.joined(with: record.name)
    checked = checked.joined(with: record.checked)
    position = position.joined(with: record.position)
    if !record.details.isEmpty { details.join(record.details) }
    if !record.unknownFields.isEmpty {
      unknownFields.merge(record.unknownFields) { $0.joined(with: $1) }
    }
    tombstone = tombstone.joined(with: record.tombstone)
  }

  /// Makes the item visible if it has a name and `record` holds a change the joined tombstone
  /// did not see.
  mutating func noteEdit(of record: ItemRecord) {
    guard !isVisible, name != nil else { return }
    guard let tombstone else {
      isVisible = true
      return
    }
    if let edit = record.newestEdit, !tombstone.covers(edit) { isVisible = true }
  }
}

extension ItemRecord {
  /// The newest change this record shows, a removal excepted: `edited`, or the newest register
  /// when a file left `edited` out.
  var newestEdit: HybridTimestamp? {
    var newest = edited.latest(name?.stamp).latest(checked?.stamp).latest(position?.stamp)
    newest = newest.latest(details.newestStamp)
    for register in unknownFields.values { newest = newest.latest(register.stamp) }
    return newest
  }
}
