import Architecture
import ShoppingListStorage

extension ItemsHistory {
  /// Marks the steps that a list changed elsewhere makes outdated, so undo and redo never
  /// revert a later edit made by someone else: a rename when the item's name changed, a check
  /// when its checked state changed, a sort when items came or went. Other steps stay valid:
  /// putting back or taking out items by id does not undo anyone else's edit.
  package mutating func markStepsChanged(
    from old: IdentifiedArrayOf<ShoppingItem>, to new: IdentifiedArrayOf<ShoppingItem>
  ) {
    guard !undoSteps.isEmpty || !redoSteps.isEmpty else { return }
    let sameItems = old.count == new.count && old.ids.allSatisfy { new[id: $0] != nil }
    func mark(_ steps: inout [UndoStep]) {
      for index in steps.indices where !steps[index].isOutdated {
        switch steps[index].change {
        case .rename(let id, _):
          steps[index].isOutdated = new[id: id]?.name != old[id: id]?.name
        case .setChecked(let id, _):
          steps[index].isOutdated = new[id: id]?.isChecked != old[id: id]?.isChecked
        case .reorder:
          steps[index].isOutdated = !sameItems
        case .insert, .remove, .move:
          break
        }
      }
    }
    mark(&undoSteps)
    mark(&redoSteps)
  }
}
