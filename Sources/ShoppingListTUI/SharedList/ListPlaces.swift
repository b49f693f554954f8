import Foundation
import ShoppingListModel
import ShoppingListStorage

/// Where placed items go among a list's visible items, for a change that places items: looked
/// up in the visible list a session keeps, or else in every item merged again.
struct ListPlaces {
  private let visible: VisibleList
  private let list: ReplicatedList
  /// The visible items in list order, and their position keys.
  private var items: [ShoppingItem] { visible.items }
  private var keys: [PositionKey?] { visible.keys }

  /// The places of `list`'s visible items, which `visible` holds when given.
  init(list: ReplicatedList, visible: VisibleList?) {
    self.list = list
    self.visible = visible ?? VisibleList(list)
  }

  /// The keys of the visible items right before and right after `placement`, the `moving`
  /// items left out; `nil` at either end of the list. A neighbour that is no longer visible
  /// (removed meanwhile) still places the item where it stood.
  func neighbours(
    of placement: ListChange.Placement, moving ids: Set<UUID>
  ) throws(ListChangeError) -> (PositionKey?, PositionKey?) {
    switch placement {
    case .start:
      return (nil, key(from: 0, moving: ids))
    case .end:
      return (key(before: items.count, moving: ids), nil)
    case let .before(neighbour):
      if let index = items.firstIndex(where: { $0.id == neighbour }) {
        return (key(before: index, moving: ids), keys[index])
      }
      let (index, key) = try hiddenPlace(of: neighbour)
      return (self.key(before: index, moving: ids), key)
    case let .after(neighbour):
      if let index = items.firstIndex(where: { $0.id == neighbour }) {
        return (keys[index], key(from: index + 1, moving: ids))
      }
      let (index, key) = try hiddenPlace(of: neighbour)
      return (key, self.key(from: index, moving: ids))
    }
  }

  /// The keys around the visible item at `offset`: where an item that stood there goes.
  func neighbours(ofOffset offset: Int) -> (PositionKey?, PositionKey?) {
    let index = min(max(0, offset), items.count)
    return (key(before: index, moving: []), key(from: index, moving: []))
  }

  /// Throws for the first of `ids` that is not visible.
  func requireVisible(_ ids: [UUID]) throws(ListChangeError) {
    let visible = Set(items.lazy.map(\.id))
    for id in ids where !visible.contains(id) { throw .missingItem(id) }
  }

  /// The key of the last visible item not `listed`.
  func lastKey(notIn listed: Set<UUID>) -> PositionKey? {
    key(before: items.count, moving: listed)
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
