import Foundation
import IdentifiedCollections

extension IdentifiedArray where ID == UUID, Element == ShoppingItem {
  /// Applies what changed elsewhere in place: the removed items go, and each patched item takes
  /// its values and stands right after the item the patch names (where it stands already, it is
  /// only updated; when that item is not here, it keeps its place, or goes last if new). A few
  /// items are patched one by one; many are merged in one pass.
  ///
  /// ```swift
  /// var items: IdentifiedArrayOf<ShoppingItem> = [milk, eggs]
  /// items.apply(ListPatch(number: 2, items: [PatchedItem(tea, after: milk.id, by: "laptop")]))
  /// // [milk, tea, eggs]
  /// ```
  ///
  /// - Parameter keeping: An item the patch must not remove (the one whose name is being typed).
  package mutating func apply(_ patch: ListPatch, keeping kept: UUID? = nil) {
    let removed = patch.removed.lazy.map(\.id).filter { $0 != kept }
    guard patch.items.count + patch.removed.count > Self.patchedOneByOne else {
      for id in removed { remove(id: id) }
      for patched in patch.items { place(patched) }
      return
    }
    var leaving = Set(removed)
    for patched in patch.items { leaving.insert(patched.item.id) }
    var followers: [UUID: [ShoppingItem]] = [:]
    var first: [ShoppingItem] = []
    var orphans: [ShoppingItem] = []
    var staying: [UUID: ShoppingItem] = [:]
    let anchors = Set(patch.items.lazy.map(\.item.id))
    for patched in patch.items {
      if let after = patched.after {
        if anchors.contains(after) || (self[id: after] != nil && !leaving.contains(after)) {
          followers[after, default: []].append(patched.item)
        } else if self[id: patched.item.id] != nil {
          // NB: as item by item, an item whose neighbour is not here keeps its place.
          staying[patched.item.id] = patched.item
          leaving.remove(patched.item.id)
        } else {
          orphans.append(patched.item)
        }
      } else {
        first.append(patched.item)
      }
    }
    var merged: [ShoppingItem] = []
    merged.reserveCapacity(count + patch.items.count)
    func append(_ item: ShoppingItem) {
      var stack = [item]
      while let next = stack.popLast() {
        merged.append(next)
        if let after = followers.removeValue(forKey: next.id) { stack += after.reversed() }
      }
    }
    for item in first { append(item) }
    for item in self where !leaving.contains(item.id) { append(staying[item.id] ?? item) }
    for item in orphans { append(item) }
    // NB: the items as they were go first, so that the list is held twice at most, not three
    // times, while it is built again.
    self = []
    self = IdentifiedArray(keepingFirstOf: merged)
  }

  /// How many items a patch may touch to be applied item by item rather than in one pass.
  static var patchedOneByOne: Int { 16 }

  /// Gives `patched` its values and puts it right after the item it follows.
  private mutating func place(_ patched: PatchedItem) {
    let id = patched.item.id
    let existing = index(id: id)
    if let existing {
      let before = existing > 0 ? self[existing - 1].id : nil
      if before == patched.after {
        self[existing] = patched.item
        return
      }
      remove(at: existing)
    }
    let target: Int
    if let after = patched.after {
      target = index(id: after).map { $0 + 1 } ?? existing ?? count
    } else {
      target = 0
    }
    insert(patched.item, at: Swift.min(target, count))
  }
}
