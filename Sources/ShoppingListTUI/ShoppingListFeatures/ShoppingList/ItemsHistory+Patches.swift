import Architecture
import Foundation
import ShoppingListModel
import ShoppingListStorage

extension ItemsHistory {
  /// Marks the steps that a patch from elsewhere replaced, so undo and redo never revert a
  /// later edit made by someone else: a rename when the item's name changed, a check when its
  /// checked state changed, a deletion when the item came back, a sort when items came or went.
  /// Other steps stay valid: putting back or taking out items by id does not undo anyone
  /// else's edit.
  ///
  /// - Parameters:
  ///   - before: The patched items as they were before the patch (absent: not in the list).
  ///   - after: The items after it.
  ///   - sparing: Items with changes made here that the patch does not have yet, which still
  ///     stand.
  /// - Returns: What happened to the newest of the person's own edits that was replaced, in
  ///   words, e.g. "“milk” was renamed to “oat milk” on laptop after your rename".
  mutating func markSteps(
    replacedBy patch: ListPatch, before: [ShoppingItem.ID: ShoppingItem?],
    after: IdentifiedArrayOf<ShoppingItem>, sparing: Set<ShoppingItem.ID>
  ) -> String? {
    guard !undoSteps.isEmpty || !redoSteps.isEmpty else { return nil }
    var authors: [ShoppingItem.ID: String] = [:]
    for patched in patch.items { authors[patched.item.id] = patched.by }
    for removed in patch.removed { authors[removed.id] = removed.by }
    let cameOrWent = before.contains { id, old in (old == nil) != (after[id: id] == nil) }
    var message: String?
    func mark(_ steps: inout [UndoStep], telling: Bool) {
      for index in steps.indices.reversed() where !steps[index].isOutdated {
        let change = steps[index].change
        if case .reorder = change {
          steps[index].isOutdated = cameOrWent
          continue
        }
        for id in change.itemIDs where !sparing.contains(id) && authors[id] != nil {
          let old = before[id] ?? nil
          let new = after[id: id]
          guard
            let replaced = Self.replacement(
              of: change, old: old, new: new, by: authors[id] ?? "another device")
          else { continue }
          steps[index].isOutdated = true
          if telling, message == nil { message = replaced }
          break
        }
      }
    }
    mark(&undoSteps, telling: true)
    mark(&redoSteps, telling: false)
    return message
  }

  /// The value of the field a quantity, note or category change writes, in `item`.
  private static func detail(changedBy change: ListChange, in item: ShoppingItem?) -> AnyHashable? {
    switch change {
    case .setQuantity: item?.quantity
    case .setNote: item?.note
    case .setCategory: item?.category
    default: nil
    }
  }

  /// What a patch that took an item from `old` to `new` did to the step that undoes `change`,
  /// in words, or `nil` when the step still holds.
  private static func replacement(
    of change: ListChange, old: ShoppingItem?, new: ShoppingItem?, by device: String
  ) -> String? {
    switch change {
    case .rename:
      guard let old, old.name != new?.name else { return nil }
      guard let new else {
        return "\(StatusMessage.quoted(old.name)) was deleted on \(device) after your rename"
      }
      return "\(StatusMessage.quoted(old.name)) was renamed to \(StatusMessage.quoted(new.name)) "
        + "on \(device) after your rename"
    case .setChecked:
      guard let old, old.isChecked != new?.isChecked else { return nil }
      let yours = old.isChecked ? "checked" : "unchecked"
      guard let new else {
        return "\(StatusMessage.quoted(old.name)) was deleted on \(device) after you \(yours) it"
      }
      let theirs = new.isChecked ? "checked" : "unchecked"
      return "\(StatusMessage.quoted(new.name)) was \(theirs) on \(device) after you \(yours) it"
    case .setQuantity, .setNote, .setCategory:
      guard let old, detail(changedBy: change, in: old) != detail(changedBy: change, in: new)
      else { return nil }
      let what = change.fieldName ?? "details"
      guard let new else {
        return "\(StatusMessage.quoted(old.name)) was deleted on \(device) after you changed "
          + "its \(what)"
      }
      return "The \(what) of \(StatusMessage.quoted(new.name)) was changed on \(device) after "
        + "yours"
    case .restore:
      guard old == nil, let new else { return nil }
      return "\(StatusMessage.quoted(new.name)) is back: \(device) changed it after you deleted it"
    default:
      return nil
    }
  }
}
