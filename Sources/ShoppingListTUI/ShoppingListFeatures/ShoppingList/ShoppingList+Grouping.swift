import ShoppingListModel

extension ShoppingList.State {
  /// Shows the rows grouped by category (`v`), or in list order again, the cursor staying on
  /// its item.
  mutating func toggleGrouping() {
    let current = currentID
    if grouping == nil {
      regroup()
    } else {
      grouping = nil
    }
    placeCursor(on: current)
  }

  /// Groups the rows again after the items or the filter changed, the cursor staying on the
  /// item being edited, or on its item (or its row, when the item went).
  mutating func regroup() {
    let current = editing?.id ?? currentID
    grouping = ItemGrouping(
      items, shown: filter?.matchingIDs, pinned: editing?.isNew == true ? editing?.id : nil,
      neighbour: editing?.returnID
    )
    placeCursor(on: current)
  }
}
