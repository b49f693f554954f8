import Foundation
import ShoppingListModel
import ShoppingListStorage

/// What one device has written about one item: its own register for each field it set, the
/// stamp of its newest change to the item, and its tombstone if it removed the item.
///
/// Every stamp in a record is the device's own (a tombstone's `seen` names other devices). Two
/// records of one item by one device (a stale or conflict copy of its file) join field by field,
/// so nothing either copy saw is lost.
///
/// ```swift
/// var record = ItemRecord(id: id)
/// record.name = Register(value: "milk", stamp: stamp)
/// record.edited = stamp
/// ```
package struct ItemRecord: Equatable, Sendable {
  /// The item's stable id.
  package var id: UUID
  /// The newest change this device made to the item, a removal excepted (an add, an edit, a
  /// restore); removals compare it with their `seen` stamps.
  package var edited: HybridTimestamp?
  /// The name this device last gave the item.
  package var name: Register<String>?
  /// Whether this device last marked it as in the basket.
  package var checked: Register<Bool>?
  /// Where this device last put it.
  package var position: Register<PositionKey>?
  /// The other fields this device set (quantity, note, category), empty for most items.
  package var details: ItemDetails
  /// Fields of a newer format this version does not know, by key, kept as they were written.
  package var unknownFields: [String: Register<RawJSON>]
  /// This device's removal of the item, if it removed it.
  package var tombstone: Tombstone?

  /// A record of `id` with nothing written yet.
  package init(id: UUID) {
    self.id = id
    details = ItemDetails()
    unknownFields = [:]
  }

  /// A record with these fields.
  package init(
    id: UUID, edited: HybridTimestamp?, name: Register<String>?, checked: Register<Bool>?,
    position: Register<PositionKey>?, details: ItemDetails = ItemDetails(),
    unknownFields: [String: Register<RawJSON>], tombstone: Tombstone?
  ) {
    self.id = id
    self.edited = edited
    self.name = name
    self.checked = checked
    self.position = position
    self.details = details
    self.unknownFields = unknownFields
    self.tombstone = tombstone
  }

  /// Whether the item shows when this is the only record of it: it has a name, and no removal
  /// or an edit since; the visibility rule of ``MergedItem`` for one record.
  var showsAlone: Bool {
    guard name != nil else { return false }
    guard tombstone != nil else { return true }
    guard let edit = newestEdit else { return false }
    return tombstone?.covers(edit) == false
  }

  /// The item as this record alone shows it (see ``showsAlone``).
  var itemShownAlone: ShoppingItem {
    var item = ShoppingItem(id: id, name: name?.value ?? "", isChecked: checked?.value ?? false)
    for (detail, register) in details { detail.set(register, in: &item) }
    return item
  }

  /// The newest stamp in the record, a tombstone's included, and the stamps its `seen` names,
  /// which a clock must observe too: a removal that claims to have seen a change of this device
  /// ahead of its clock would otherwise cover the device's next changes (an undo of it).
  package var newestStamp: HybridTimestamp? {
    guard let tombstone else { return newestEdit }
    return tombstone.seen.values.reduce(newestEdit.latest(tombstone.removed)) { $0.latest($1) }
  }

  /// Whether any stamp in the record (its removal's `seen` included) is later than the wall
  /// time `wall`: walls alone compared, as a reader does for every record.
  func hasStamp(after wall: Int64) -> Bool {
    if let edited, edited.wall > wall { return true }
    if let name, name.stamp.wall > wall { return true }
    if let checked, checked.stamp.wall > wall { return true }
    if let position, position.stamp.wall > wall { return true }
    if details.containsStamp(where: { $0.wall > wall }) { return true }
    if unknownFields.values.contains(where: { $0.stamp.wall > wall }) { return true }
    guard let tombstone else { return false }
    return tombstone.removed.wall > wall || tombstone.seen.values.contains { $0.wall > wall }
  }

  /// Whether the record holds any register (as opposed to only a tombstone).
  var hasRegisters: Bool {
    edited != nil || name != nil || checked != nil || position != nil || !details.isEmpty
      || !unknownFields.isEmpty
  }

  /// The field-by-field join of two records of the same item by the same device.
  package func joined(with other: ItemRecord) -> ItemRecord {
    var result = self
    result.edited = edited.latest(other.edited)
    result.name = name.joined(with: other.name)
    result.checked = checked.joined(with: other.checked)
    result.position = position.joined(with: other.position)
    if !other.details.isEmpty { result.details.join(other.details) }
    if !other.unknownFields.isEmpty {
      result.unknownFields.merge(other.unknownFields) { $0.joined(with: $1) }
    }
    result.tombstone = tombstone.joined(with: other.tombstone)
    return result
  }

  /// How many changes in this record are newer than in `old`: the newer registers and removal,
  /// those written together (one stamp, as an added item's name, checked state and position)
  /// counting once. The number of changes a merge brought in, as a status line says it.
  func changeCount(since old: ItemRecord?) -> Int {
    var stamps: Set<HybridTimestamp> = []
    func note<Value>(_ new: Register<Value>?, _ old: Register<Value>?) {
      guard let new else { return }
      if let old, new.stamp <= old.stamp { return }
      stamps.insert(new.stamp)
    }
    note(name, old?.name)
    note(checked, old?.checked)
    note(position, old?.position)
    for (detail, register) in details {
      note(register, old?.details[detail])
    }
    for (key, register) in unknownFields {
      note(register, old?.unknownFields[key])
    }
    if let tombstone, old?.tombstone.map({ tombstone.removed > $0.removed }) ?? true {
      stamps.insert(tombstone.removed)
    }
    // NB: a restore writes no field, only a newer `edited`.
    if stamps.isEmpty, let edited, old?.edited.map({ edited > $0 }) ?? true { return 1 }
    return stamps.count
  }
}
