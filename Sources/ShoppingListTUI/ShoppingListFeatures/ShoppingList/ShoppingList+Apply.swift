import Architecture
import Foundation
import ShoppingListModel
import ShoppingListStorage

extension ShoppingList.State {
  /// Applies what the person did to the items and queues it for the next write.
  ///
  /// - Returns: The change that undoes it, or `nil` when nothing changed (and nothing is
  ///   queued).
  package mutating func record(_ change: ListChange) -> ListChange? {
    let inverse = apply(change)
    if inverse != nil { save.unsaved.append(change) }
    if inverse != nil, trip != nil, case .setChecked(let id, let checked) = change,
      let item = items[id: id]
    {
      // NB: here, so an undone or redone check leaves the walk as a key does.
      if checked { trip?.noteChecked(item) } else { trip?.noteUnchecked(item) }
    }
    return inverse
  }

  /// Applies `change` to the items, keeping the checked count and the filter's matches in step.
  ///
  /// - Returns: The change that undoes it, or `nil` when nothing changed.
  @discardableResult
  package mutating func apply(_ change: ListChange) -> ListChange? {
    if case .reorder = change {
      let inverse = items.apply(change)
      if inverse != nil { filter?.rebuild(from: items) }
      return inverse
    }
    let ids = change.itemIDs
    return updating(ids) { $0.apply(change) }
  }

  /// Applies what changed elsewhere (see ``IdentifiedArray/apply(_:keeping:)``), keeping the
  /// checked count and the filter's matches in step.
  package mutating func apply(_ patch: ListPatch, keeping kept: ShoppingItem.ID?) {
    let ids = patch.items.map(\.item.id) + patch.removed.map(\.id)
    updating(ids) { $0.apply(patch, keeping: kept) }
  }

  /// Runs `body` on the items, counting the checked ones among `ids` before and after and
  /// moving their rows in the filter's matches (all of them are found again when many moved).
  @discardableResult
  private mutating func updating<Result>(
    _ ids: [ShoppingItem.ID], _ body: (inout IdentifiedArrayOf<ShoppingItem>) -> Result
  ) -> Result {
    let ids = ids.count > 1 ? Array(Set(ids)) : ids
    let oneByOne = ids.count <= 16
    var checked = 0
    for id in ids where items[id: id]?.isChecked == true { checked -= 1 }
    if oneByOne { for id in ids { filter?.removeRow(of: id, in: items) } }
    let result = body(&items)
    for id in ids where items[id: id]?.isChecked == true { checked += 1 }
    checkedCount += checked
    if oneByOne {
      for id in ids { filter?.insertRow(for: id, in: items, pinned: id == editing?.id) }
    } else if filter != nil {
      filter?.rebuild(from: items)
      // NB: the item being named stays on screen whatever the filter says.
      if let editing, filter?.row(of: editing.id, in: items) == nil {
        filter?.insertRow(for: editing.id, in: items, pinned: true)
      }
    }
    return result
  }
}
