import Architecture
import ShoppingListStorage

extension ShoppingList.State {
  /// Applies `change` to the items, keeping the checked count and the filter's matches in step.
  ///
  /// - Returns: The change that undoes it, and the item it is about (where the cursor goes after
  ///   undo or redo), if any is left to point at.
  package mutating func apply(
    _ change: ItemsChange
  ) -> (inverse: ItemsChange, focus: ShoppingItem.ID?) {
    switch change {
    case .insert(let placed):
      insert(placed)
      return (.remove(placed.map(\.item.id)), placed.first?.item.id)
    case .remove(let ids):
      return (.insert(remove(ids)), nil)
    case .rename(let id, let name):
      let old = items[id: id]?.name ?? name
      filter?.removeRow(of: id, in: items)
      items[id: id]?.name = name
      filter?.insertRow(for: id, in: items)
      return (.rename(id, to: old), id)
    case .setChecked(let id, let isChecked):
      let old = items[id: id]?.isChecked ?? isChecked
      items[id: id]?.isChecked = isChecked
      checkedCount += (isChecked ? 1 : 0) - (old ? 1 : 0)
      return (.setChecked(id, old), id)
    case .move(let id, let destination):
      guard let origin = items.index(id: id) else { return (change, nil) }
      filter?.removeRow(of: id, in: items)
      let item = items.remove(at: origin)
      items.insert(item, at: min(max(0, destination), items.count))
      filter?.insertRow(for: id, in: items)
      return (.move(id, to: origin), id)
    case .reorder(let order):
      let old = Array(items.ids)
      let reordered = order.compactMap { items[id: $0] }
      guard reordered.count == items.count else { return (change, nil) }
      items = IdentifiedArray(uncheckedUniqueElements: reordered)
      filter?.rebuild(from: items)
      return (.reorder(old), nil)
    }
  }

  /// Puts items back at their positions; one item is inserted in place, many are merged into a
  /// new array in one pass.
  private mutating func insert(_ placed: [PlacedItem]) {
    // NB: an item deleted here may be back already, kept by an edit made elsewhere.
    let placed = placed.filter { items[id: $0.item.id] == nil }
    guard !placed.isEmpty else { return }
    checkedCount += placed.reduce(0) { $0 + ($1.item.isChecked ? 1 : 0) }
    if placed.count == 1, let only = placed.first {
      items.insert(only.item, at: min(max(0, only.offset), items.count))
      filter?.insertRow(for: only.item.id, in: items)
      return
    }
    var merged: [ShoppingItem] = []
    merged.reserveCapacity(items.count + placed.count)
    var pending = placed[...]
    for item in items {
      while let next = pending.first, next.offset <= merged.count {
        merged.append(next.item)
        pending.removeFirst()
      }
      merged.append(item)
    }
    merged.append(contentsOf: pending.map(\.item))
    items = IdentifiedArray(uncheckedUniqueElements: merged)
    filter?.rebuild(from: items)
  }

  /// Removes the items with `ids` and returns them with the positions they had.
  private mutating func remove(_ ids: [ShoppingItem.ID]) -> [PlacedItem] {
    var removed: [PlacedItem] = []
    if ids.count == 1, let id = ids.first, let offset = items.index(id: id) {
      filter?.removeRow(of: id, in: items)
      removed = [PlacedItem(offset: offset, item: items.remove(at: offset))]
    } else if ids.count > 1 {
      let doomed = Set(ids)
      var kept: [ShoppingItem] = []
      kept.reserveCapacity(items.count)
      for (offset, item) in items.enumerated() {
        if doomed.contains(item.id) {
          removed.append(PlacedItem(offset: offset, item: item))
        } else {
          kept.append(item)
        }
      }
      items = IdentifiedArray(uncheckedUniqueElements: kept)
      filter?.rebuild(from: items)
    }
    checkedCount -= removed.reduce(0) { $0 + ($1.item.isChecked ? 1 : 0) }
    return removed
  }
}
