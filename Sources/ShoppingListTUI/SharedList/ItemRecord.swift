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
  package var id: UUID {
    get { storage.id }
    set { uniqueStorage().id = newValue }
  }
  /// The newest change this device made to the item, a removal excepted (an add, an edit, a
  /// restore); removals compare it with their `seen` stamps.
  package var edited: HybridTimestamp? {
    get { storage.edited }
    set { uniqueStorage().setEdited(newValue) }
  }
  /// The name this device last gave the item.
  package var name: Register<String>? {
    get { storage.register(storage.name, storage.extra?.nameStamp) }
    set { uniqueStorage().setName(newValue) }
  }
  /// Whether this device last marked it as in the basket.
  package var checked: Register<Bool>? {
    get { storage.register(storage.checked, storage.extra?.checkedStamp) }
    set { uniqueStorage().setChecked(newValue) }
  }
  /// Where this device last put it.
  package var position: Register<PositionKey>? {
    get { storage.register(storage.position, storage.extra?.positionStamp) }
    set { uniqueStorage().setPosition(newValue) }
  }
  /// Fields of a newer format this version does not know, by key, kept as they were written.
  package var unknownFields: [String: Register<RawJSON>] {
    get { storage.extra?.unknownFields ?? [:] }
    set { uniqueStorage().setUnknownFields(newValue) }
  }
  /// This device's removal of the item, if it removed it.
  package var tombstone: Tombstone? {
    get { storage.extra?.tombstone }
    set { uniqueStorage().setTombstone(newValue) }
  }

  /// The fields, in one allocation shared by copies until one of them changes.
  ///
  /// NB: behind a reference, a device's table of 100,000 records holds 8 bytes a record (it
  /// held them inline at 75 MB), and copying a record, or moving it as the table grows, costs
  /// one retain.
  private var storage: Storage

  /// A record's fields in 104 bytes: the values, and the one stamp most records give all of
  /// them (an added item's name, checked state and position are written together, and are
  /// written so in its file: see ``DeviceFileFormat``). What few records have, a register
  /// stamped apart from `edited`, a field of a newer format or a tombstone, is in ``Extra``.
  ///
  /// NB: with every register's stamp inline a record took 256 bytes, 25.6 MB at 100,000 items.
  private final class Storage: @unchecked Sendable {
    // NB: @unchecked because only a uniquely referenced storage is ever changed (see
    // `uniqueStorage()`), and its `extra` is its own (see `copy()`), so no two threads see one
    // change.
    var id: UUID
    // NB: `edited` is kept as its parts, with `checked` and whether there is a stamp in the four
    // bytes a `HybridTimestamp?` pads its counter with: 104 bytes, which the allocator gives a
    // block of 112, where 120 took one of 128 (1.6 MB at 100,000 records).
    private var editedWall: Int64 = 0
    private var editedCounter: UInt32 = 0
    var checked: Bool?
    private var hasEdited = false
    private var editedDevice = DeviceID(high: 0, low: 0)
    var name: String?
    var position: PositionKey?
    /// `nil` when there is nothing in it, so equal records have equal fields.
    var extra: Extra?

    var edited: HybridTimestamp? {
      get {
        guard hasEdited else { return nil }
        return HybridTimestamp(wall: editedWall, counter: editedCounter, device: editedDevice)
      }
      set {
        hasEdited = newValue != nil
        editedWall = newValue?.wall ?? 0
        editedCounter = newValue?.counter ?? 0
        editedDevice = newValue?.device ?? DeviceID(high: 0, low: 0)
      }
    }

    final class Extra {
      /// A register's own stamp; `nil` when it is the record's `edited`, which it never equals.
      var nameStamp: HybridTimestamp?
      var checkedStamp: HybridTimestamp?
      var positionStamp: HybridTimestamp?
      var unknownFields: [String: Register<RawJSON>] = [:]
      var tombstone: Tombstone?

      var isEmpty: Bool {
        nameStamp == nil && checkedStamp == nil && positionStamp == nil && unknownFields.isEmpty
          && tombstone == nil
      }

      func copy() -> Extra {
        let copy = Extra()
        copy.nameStamp = nameStamp
        copy.checkedStamp = checkedStamp
        copy.positionStamp = positionStamp
        copy.unknownFields = unknownFields
        copy.tombstone = tombstone
        return copy
      }
    }

    init(
      id: UUID, edited: HybridTimestamp? = nil, name: String? = nil,
      position: PositionKey? = nil, checked: Bool? = nil, extra: Extra? = nil
    ) {
      self.id = id
      self.edited = edited
      self.name = name
      self.position = position
      self.checked = checked
      self.extra = extra
    }

    func copy() -> Storage {
      Storage(
        id: id, edited: edited, name: name, position: position, checked: checked,
        extra: extra?.copy()
      )
    }

    /// The register of `value`, stamped with `stamp` or else with `edited`.
    func register<Value>(_ value: Value?, _ stamp: HybridTimestamp?) -> Register<Value>? {
      guard let value else { return nil }
      guard let stamp = stamp ?? edited else {
        preconditionFailure("a register stamped with the record's edited stamp, without one")
      }
      return Register(value: value, stamp: stamp)
    }

    private func extraForWriting() -> Extra {
      if let extra { return extra }
      let made = Extra()
      extra = made
      return made
    }

    private func dropEmptyExtra() {
      if extra?.isEmpty == true { extra = nil }
    }

    func setEdited(_ newValue: HybridTimestamp?) {
      guard newValue != edited else { return }
      // NB: registers stamped with the old `edited` keep that stamp…
      if let old = edited {
        if name != nil, extra?.nameStamp == nil { extraForWriting().nameStamp = old }
        if checked != nil, extra?.checkedStamp == nil { extraForWriting().checkedStamp = old }
        if position != nil, extra?.positionStamp == nil { extraForWriting().positionStamp = old }
      }
      edited = newValue
      // …and those stamped with the new one need not say so.
      if let newValue, let extra {
        if extra.nameStamp == newValue { extra.nameStamp = nil }
        if extra.checkedStamp == newValue { extra.checkedStamp = nil }
        if extra.positionStamp == newValue { extra.positionStamp = nil }
        dropEmptyExtra()
      }
    }

    func setName(_ register: Register<String>?) {
      name = register?.value
      setOwnStamp(\.nameStamp, to: register?.stamp)
    }

    func setChecked(_ register: Register<Bool>?) {
      checked = register?.value
      setOwnStamp(\.checkedStamp, to: register?.stamp)
    }

    func setPosition(_ register: Register<PositionKey>?) {
      position = register?.value
      setOwnStamp(\.positionStamp, to: register?.stamp)
    }

    /// Keeps a register's `stamp` in ``Extra`` at `field`, unless it is `edited`.
    private func setOwnStamp(
      _ field: ReferenceWritableKeyPath<Extra, HybridTimestamp?>, to stamp: HybridTimestamp?
    ) {
      let own = stamp == edited ? nil : stamp
      if own != nil || extra?[keyPath: field] != nil { extraForWriting()[keyPath: field] = own }
      dropEmptyExtra()
    }

    func setUnknownFields(_ fields: [String: Register<RawJSON>]) {
      guard !fields.isEmpty || extra != nil else { return }
      extraForWriting().unknownFields = fields
      dropEmptyExtra()
    }

    func setTombstone(_ tombstone: Tombstone?) {
      guard tombstone != nil || extra != nil else { return }
      extraForWriting().tombstone = tombstone
      dropEmptyExtra()
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
    // NB: made whole, rather than field by field through the setters: a start makes 100,000.
    func ownStamp<Value>(_ register: Register<Value>?) -> HybridTimestamp? {
      guard let register, register.stamp != edited else { return nil }
      return register.stamp
    }
    let nameStamp = ownStamp(name)
    let checkedStamp = ownStamp(checked)
    let positionStamp = ownStamp(position)
    var extra: Storage.Extra?
    if nameStamp != nil || checkedStamp != nil || positionStamp != nil
      || !unknownFields.isEmpty || tombstone != nil
    {
      let made = Storage.Extra()
      made.nameStamp = nameStamp
      made.checkedStamp = checkedStamp
      made.positionStamp = positionStamp
      made.unknownFields = unknownFields
      made.tombstone = tombstone
      extra = made
    }
    storage = Storage(
      id: id, edited: edited, name: name?.value, position: position?.value,
      checked: checked?.value, extra: extra
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
    if let tombstone = fields.extra?.tombstone {
      guard let edit = newestEdit, !tombstone.covers(edit) else { return nil }
    }
    return (
      ShoppingItem(id: fields.id, name: name, isChecked: fields.checked ?? false),
      fields.position
    )
  }

  /// The newest stamp in the record, a tombstone's included (not its `seen`, which names other
  /// devices' stamps): read from the fields in one go, as a read does for every one of 100,000
  /// records, where building each register to ask its stamp retained its value.
  package var newestStamp: HybridTimestamp? {
    let fields = storage
    // NB: a register without a stamp of its own has `edited`'s.
    guard let extra = fields.extra else { return fields.edited }
    var newest = fields.edited
    newest = newest.latest(extra.nameStamp)
    newest = newest.latest(extra.checkedStamp)
    newest = newest.latest(extra.positionStamp)
    newest = newest.latest(extra.tombstone?.removed)
    for register in extra.unknownFields.values { newest = newest.latest(register.stamp) }
    return newest
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
