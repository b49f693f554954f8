import Foundation
import ShoppingListModel
import ShoppingListStorage

extension ReplicatedList {
  /// Adds `items` as they are (ids, names, checked, quantities, notes, categories) after every
  /// visible item, in their order, all stamped `stamp` by its device: one change, as a
  /// migration or a paste needs.
  package mutating func adopt(_ items: [ShoppingItem], stamp: HybridTimestamp) {
    let last = mergedItems().last { $0.isVisible }?.position?.value
    let keys = PositionKey.sequence(count: items.count, between: last)
    var log = DeviceLog(device: stamp.device)
    log.records.reserveCapacity(items.count)
    for (item, key) in zip(items, keys) {
      var record = log.records[item.id] ?? ItemRecord(id: item.id)
      record.name = Register(value: item.name, stamp: stamp)
      record.checked = Register(value: item.isChecked, stamp: stamp)
      record.position = Register(value: key, stamp: stamp)
      for detail in ItemDetail.itemFields {
        let value = detail.cleaned(detail.value(in: item))
        if !value.isEmpty { record.details[detail] = Register(value: value, stamp: stamp) }
      }
      record.edited = record.edited.latest(stamp)
      log.records[item.id] = record
    }
    merge(log)
  }
}
