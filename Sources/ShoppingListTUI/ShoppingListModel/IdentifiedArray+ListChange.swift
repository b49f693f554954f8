import Foundation
import IdentifiedCollections

extension IdentifiedArray where ID == UUID, Element == ShoppingItem {
  /// Applies `change` to the items as a list in memory does: the list feature to what it shows,
  /// a single list file to what it writes. A change that names an item that is not there skips
  /// that item; an add or a move whose neighbour is gone keeps the item where it was (a new
  /// item goes first).
  ///
  /// ```swift
  /// var items: IdentifiedArrayOf<ShoppingItem> = [milk, eggs]
  /// let undo = items.apply(.remove([milk.id]))  // .restore([PlacedItem(offset: 0, item: milk)])
  /// ```
  ///
  /// - Returns: The change that undoes it, or `nil` when nothing changed.
  @discardableResult
  package mutating func apply(_ change: ListChange) -> ListChange? {
    switch change {
    case .add(let id, let name, let checked, let list, let placement):
      return place(
        [ShoppingItem(id: id, name: name, isChecked: checked, list: list)], at: placement)
    case .insert(let items, let placement):
      return place(items, at: placement)
    case .rename(let id, let name):
      return set(\.name, of: id, to: name) { .rename(id, $0) }
    case .setChecked(let id, let checked):
      return set(\.isChecked, of: id, to: checked) { .setChecked(id, $0) }
    case .setQuantity(let id, let quantity):
      return set(\.quantity, of: id, to: quantity) { .setQuantity(id, $0) }
    case .setNote(let id, let note):
      return set(\.note, of: id, to: note) { .setNote(id, $0) }
    case .setCategory(let id, let category):
      return set(\.category, of: id, to: category) { .setCategory(id, $0) }
    case .move(let id, let placement):
      guard let origin = index(id: id), let before = self.placement(of: id) else { return nil }
      let item = remove(at: origin)
      insert(item, at: index(for: placement) ?? origin)
      return index(id: id) == origin ? nil : .move(id, to: before)
    case .remove(let ids):
      let removed = remove(ids)
      return removed.isEmpty ? nil : .restore(removed)
    case .restore(let placed):
      let restored = restore(placed)
      return restored.isEmpty ? nil : .remove(restored)
    case .reorder(let ids):
      return reorder(ids)
    case .moveToList(let placed, let list):
      return moveToList(placed, list)
    case .createList, .renameList, .removeList:
      return nil
    }
  }

  /// Takes the item out when it is here (it goes to a list not shown) or puts it back at its
  /// offset when it is not (the undo of that, back to the list shown), and returns the move
  /// that undoes it.
  private mutating func moveToList(_ placed: PlacedItem, _ list: ListID) -> ListChange? {
    let id = placed.item.id
    if let offset = index(id: id) {
      var item = remove(at: offset)
      guard item.list != list else {
        insert(item, at: offset)
        return nil
      }
      let origin = item.list
      item.list = list
      return .moveToList(PlacedItem(offset: offset, item: item), to: origin)
    }
    var item = placed.item
    let origin = item.list
    item.list = list
    insert(item, at: Swift.min(Swift.max(0, placed.offset), count))
    return .moveToList(PlacedItem(offset: placed.offset, item: item), to: origin)
  }

  /// Sets one field of the item with `id` and returns the change `undo` makes of the value it
  /// had, or `nil` when the item is not here or already has `value` (a change that changes
  /// nothing has no undo).
  private mutating func set<Value: Equatable>(
    _ field: WritableKeyPath<ShoppingItem, Value>, of id: UUID, to value: Value,
    undo: (Value) -> ListChange
  ) -> ListChange? {
    guard let item = self[id: id], item[keyPath: field] != value else { return nil }
    self[id: id]?[keyPath: field] = value
    return undo(item[keyPath: field])
  }

  /// Where the item with `id` stands: right after the item before it, or first; `nil` when it
  /// is not here.
  package func placement(of id: UUID) -> ListChange.Placement? {
    guard let index = index(id: id) else { return nil }
    return index > 0 ? .after(self[index - 1].id) : .start
  }

  /// The index an item placed at `placement` gets, or `nil` when its neighbour is not here.
  package func index(for placement: ListChange.Placement) -> Int? {
    switch placement {
    case .start: 0
    case .end: count
    case .before(let neighbour): index(id: neighbour)
    case .after(let neighbour): index(id: neighbour).map { $0 + 1 }
    }
  }

  /// Puts `items` at `placement` in their order, taking out any of them that is here already.
  private mutating func place(
    _ items: [ShoppingItem], at placement: ListChange.Placement
  ) -> ListChange? {
    var placed: [ShoppingItem] = []
    var offsets: [UUID: Int] = [:]
    placed.reserveCapacity(items.count)
    for item in items {
      // NB: an id given twice keeps its last values, at its first place.
      if let offset = offsets[item.id] {
        placed[offset] = item
      } else {
        offsets[item.id] = placed.count
        placed.append(item)
      }
    }
    guard !placed.isEmpty else { return nil }
    let present = placed.compactMap { index(id: $0.id) }
    let firstPresent = present.min()
    if !present.isEmpty { _ = remove(placed.map(\.id)) }
    let target = index(for: placement) ?? firstPresent ?? 0
    if placed.count == 1, let only = placed.first {
      insert(only, at: target)
    } else {
      var merged = Array(elements[..<target])
      merged.reserveCapacity(count + placed.count)
      merged += placed
      merged += elements[target...]
      self = IdentifiedArray(uncheckedUniqueElements: merged)
    }
    return .remove(placed.map(\.id))
  }

  /// Removes the items with `ids` and returns them with the offsets they had, in order.
  private mutating func remove(_ ids: [UUID]) -> [PlacedItem] {
    if ids.count == 1, let id = ids.first {
      guard let offset = index(id: id) else { return [] }
      return [PlacedItem(offset: offset, item: remove(at: offset))]
    }
    let doomed = Set(ids)
    var removed: [PlacedItem] = []
    var kept: [ShoppingItem] = []
    kept.reserveCapacity(count)
    for (offset, item) in enumerated() {
      if doomed.contains(item.id) {
        removed.append(PlacedItem(offset: offset, item: item))
      } else {
        kept.append(item)
      }
    }
    if !removed.isEmpty { self = IdentifiedArray(uncheckedUniqueElements: kept) }
    return removed
  }

  /// Puts back the items that are not here at their offsets (listed in ascending order) and
  /// returns their ids; one item is inserted in place, many are merged in one pass.
  private mutating func restore(_ placed: [PlacedItem]) -> [UUID] {
    // NB: an item taken out here may be back already, kept by an edit made elsewhere; an id
    // listed twice comes back once.
    var seen = Set<UUID>()
    let missing = placed.filter { self[id: $0.item.id] == nil && seen.insert($0.item.id).inserted }
    if missing.count == 1, let only = missing.first {
      insert(only.item, at: Swift.min(Swift.max(0, only.offset), count))
    } else if missing.count > 1 {
      var merged: [ShoppingItem] = []
      merged.reserveCapacity(count + missing.count)
      var pending = missing[...]
      for item in self {
        while let next = pending.first, next.offset <= merged.count {
          merged.append(next.item)
          pending.removeFirst()
        }
        merged.append(item)
      }
      merged += pending.map(\.item)
      self = IdentifiedArray(uncheckedUniqueElements: merged)
    }
    return missing.map(\.item.id)
  }

  /// Puts the items `ids` in this order after every item not listed.
  private mutating func reorder(_ ids: [UUID]) -> ListChange? {
    let old = Array(self.ids)
    let listed = Set(ids)
    var reordered = elements.filter { !listed.contains($0.id) }
    reordered.reserveCapacity(count)
    var taken = Set<UUID>()
    for id in ids where taken.insert(id).inserted {
      if let item = self[id: id] { reordered.append(item) }
    }
    guard !reordered.lazy.map(\.id).elementsEqual(old) else { return nil }
    self = IdentifiedArray(uncheckedUniqueElements: reordered)
    return .reorder(old)
  }
}
