import Foundation
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
  package var id: UUID {
    get { storage.id }
    set { uniqueStorage().id = newValue }
  }
  /// The newest change this device made to the item, a removal excepted (an add, an edit, a
  /// restore); removals compare it with their `seen` stamps.
  package var edited: HybridTimestamp? {
    get { storage.edited }
    set { uniqueStorage().edited = newValue }
  }
  /// The name this device last gave the item.
  package var name: Register<String>? {
    get { storage.name }
    set { uniqueStorage().name = newValue }
  }
  /// Whether this device last marked it as in the basket.
  package var checked: Register<Bool>? {
    get { storage.checked }
    set { uniqueStorage().checked = newValue }
  }
  /// Where this device last put it.
  package var position: Register<PositionKey>? {
    get { storage.position }
    set { uniqueStorage().position = newValue }
  }
  /// Fields of a newer format this version does not know, by key, kept as they were written.
  package var unknownFields: [String: Register<RawJSON>] {
    get { storage.unknownFields }
    set { uniqueStorage().unknownFields = newValue }
  }
  /// This device's removal of the item, if it removed it.
  package var tombstone: Tombstone? {
    get { storage.tombstone }
    set { uniqueStorage().tombstone = newValue }
  }

  /// The fields, in one allocation shared by copies until one of them changes.
  ///
  /// NB: a record's fields take about 270 bytes; a device's table of 100,000 records, sized
  /// for growth, held them inline at 75 MB. Behind a reference the table holds 8 bytes a
  /// record, and copying a record, or moving it as the table grows, costs one retain.
  private var storage: Storage

  private final class Storage: @unchecked Sendable {
    // NB: @unchecked because only a uniquely referenced storage is ever changed (see
    // `uniqueStorage()`), so no two threads see one change.
    var id: UUID
    var edited: HybridTimestamp?
    var name: Register<String>?
    var checked: Register<Bool>?
    var position: Register<PositionKey>?
    var unknownFields: [String: Register<RawJSON>]
    var tombstone: Tombstone?

    init(
      id: UUID, edited: HybridTimestamp? = nil, name: Register<String>? = nil,
      checked: Register<Bool>? = nil, position: Register<PositionKey>? = nil,
      unknownFields: [String: Register<RawJSON>] = [:], tombstone: Tombstone? = nil
    ) {
      self.id = id
      self.edited = edited
      self.name = name
      self.checked = checked
      self.position = position
      self.unknownFields = unknownFields
      self.tombstone = tombstone
    }

    func copy() -> Storage {
      Storage(
        id: id, edited: edited, name: name, checked: checked, position: position,
        unknownFields: unknownFields, tombstone: tombstone
      )
    }
  }

  /// A record of `id` with nothing written yet.
  package init(id: UUID) {
    storage = Storage(id: id)
  }

  /// A record with these fields, made in one go (as a file is read).
  package init(
    id: UUID, edited: HybridTimestamp?, name: Register<String>?, checked: Register<Bool>?,
    position: Register<PositionKey>?, unknownFields: [String: Register<RawJSON>],
    tombstone: Tombstone?
  ) {
    storage = Storage(
      id: id, edited: edited, name: name, checked: checked, position: position,
      unknownFields: unknownFields, tombstone: tombstone
    )
  }

  private mutating func uniqueStorage() -> Storage {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    return storage
  }

  /// The item as it shows when this is the only record of it, with its position key; `nil`
  /// when it does not show (no name, or removed and not edited since): the visibility rule of
  /// ``MergedItem`` for one record, read from the fields in one go, as a start does for every
  /// one of 100,000 records.
  package var itemShownAlone: (item: ShoppingItem, key: PositionKey?)? {
    let fields = storage
    guard let name = fields.name else { return nil }
    if let tombstone = fields.tombstone {
      guard let edit = newestEdit, !tombstone.covers(edit) else { return nil }
    }
    return (
      ShoppingItem(id: fields.id, name: name.value, isChecked: fields.checked?.value ?? false),
      fields.position?.value
    )
  }

  package static func == (lhs: ItemRecord, rhs: ItemRecord) -> Bool {
    lhs.storage === rhs.storage
      || (lhs.id == rhs.id && lhs.edited == rhs.edited && lhs.name == rhs.name
        && lhs.checked == rhs.checked && lhs.position == rhs.position
        && lhs.tombstone == rhs.tombstone && lhs.unknownFields == rhs.unknownFields)
  }

  /// Whether the record holds any register (as opposed to only a tombstone).
  package var hasRegisters: Bool {
    edited != nil || name != nil || checked != nil || position != nil || !unknownFields.isEmpty
  }

  /// The field-by-field join of two records of the same item by the same device.
  package func joined(with other: ItemRecord) -> ItemRecord {
    var result = self
    result.edited = edited.latest(other.edited)
    result.name = name.joined(with: other.name)
    result.checked = checked.joined(with: other.checked)
    result.position = position.joined(with: other.position)
    if !other.unknownFields.isEmpty {
      result.unknownFields.merge(other.unknownFields) { $0.joined(with: $1) }
    }
    result.tombstone = tombstone.joined(with: other.tombstone)
    return result
  }

  /// How many changes in this record are newer than in `old`: the newer registers and removal,
  /// those written together (one stamp, as an added item's name, checked state and position)
  /// counting once. The number of changes a merge brought in, as a status line says it.
  package func changeCount(since old: ItemRecord?) -> Int {
    var stamps: Set<HybridTimestamp> = []
    func note<Value>(_ new: Register<Value>?, _ old: Register<Value>?) {
      guard let new else { return }
      if let old, new.stamp <= old.stamp { return }
      stamps.insert(new.stamp)
    }
    note(name, old?.name)
    note(checked, old?.checked)
    note(position, old?.position)
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
