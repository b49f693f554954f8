import Foundation
import ShoppingListModel
import ShoppingListStorage

/// Where placed items go among a list's visible items, for a change that places items: looked
/// up in the visible list a session keeps, or else in every item merged again.
struct ListPlaces {
  private let visible: VisibleList
  private let list: ReplicatedList
  /// The visible items in list order, and their position keys.
  var items: [ShoppingItem] { visible.items }
  var keys: [PositionKey?] { visible.keys }

  /// The places of `list`'s visible items, which `visible` holds when given.
  init(list: ReplicatedList, visible: VisibleList?) {
    self.list = list
    self.visible = visible ?? VisibleList(list)
  }

  /// A place among the visible items, for items placed there.
  struct Gap {
    /// The index in the visible items of the first one after the place (the moving items
    /// counted).
    var index: Int
    /// The key of the nearest item before the place that is not moving; `nil` at the start.
    var lower: PositionKey?
    /// The key of the nearest item after the place that is not moving; `nil` at the end.
    var upper: PositionKey?
  }

  /// Where `placement` is, the `moving` items left out. A neighbour that is no longer visible
  /// (removed meanwhile) still places the item where it stood.
  func gap(
    of placement: ListChange.Placement, moving ids: Set<UUID>
  ) throws(ListChangeError) -> Gap {
    switch placement {
    case .start:
      return Gap(index: 0, lower: nil, upper: key(from: 0, moving: ids))
    case .end:
      return Gap(index: items.count, lower: key(before: items.count, moving: ids), upper: nil)
    case let .before(neighbour):
      if let index = items.firstIndex(where: { $0.id == neighbour }) {
        return Gap(index: index, lower: key(before: index, moving: ids), upper: keys[index])
      }
      let (index, key) = try hiddenPlace(of: neighbour)
      return Gap(index: index, lower: self.key(before: index, moving: ids), upper: key)
    case let .after(neighbour):
      if let index = items.firstIndex(where: { $0.id == neighbour }) {
        return Gap(index: index + 1, lower: keys[index], upper: key(from: index + 1, moving: ids))
      }
      let (index, key) = try hiddenPlace(of: neighbour)
      return Gap(index: index, lower: key, upper: self.key(from: index, moving: ids))
    }
  }

  /// Where the visible item at `offset` stood: where an item that stood there goes.
  func gap(ofOffset offset: Int) -> Gap {
    let index = min(max(0, offset), items.count)
    return Gap(
      index: index, lower: key(before: index, moving: []), upper: key(from: index, moving: [])
    )
  }

  /// Throws for the first of `ids` that is not visible.
  func requireVisible(_ ids: [UUID]) throws(ListChangeError) {
    let visible = Set(items.lazy.map(\.id))
    for id in ids where !visible.contains(id) { throw .missingItem(id) }
  }

  /// The key of the nearest item before `index` that is not moving.
  private func key(before index: Int, moving ids: Set<UUID>) -> PositionKey? {
    var index = index - 1
    while index >= 0, ids.contains(items[index].id) { index -= 1 }
    return index >= 0 ? keys[index] : nil
  }

  /// The key of the nearest item at or after `index` that is not moving.
  private func key(from index: Int, moving ids: Set<UUID>) -> PositionKey? {
    var index = index
    while index < items.count, ids.contains(items[index].id) { index += 1 }
    return index < items.count ? keys[index] : nil
  }

  /// Where a removed item would stand among the visible ones, and its key.
  private func hiddenPlace(of id: UUID) throws(ListChangeError) -> (Int, PositionKey) {
    guard let key = list.mergedItem(id)?.position?.value else { throw .missingItem(id) }
    return (visible.insertionIndex(key: key, id: id), key)
  }
}
