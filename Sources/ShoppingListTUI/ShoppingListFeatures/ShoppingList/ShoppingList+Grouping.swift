import ShoppingListModel

extension ShoppingList.State {
  /// Shows the rows grouped by category (`v`), or in list order again, the cursor staying on
  /// its item; a trip keeps them grouped.
  mutating func toggleGrouping() {
    let current = currentID
    guard trip == nil else { return }
    if grouping == nil {
      regroup()
    } else {
      grouping = nil
      orderStore = nil
    }
    placeCursor(on: current)
  }

  /// Groups the rows again after the items or the filter changed, the cursor staying on the
  /// item being edited, or on its item (or its row, when the item went): in the aisle order of
  /// the store shopped at (the basket last), or of the store picked in `A`.
  mutating func regroup() {
    let current = editing?.id ?? currentID
    let aisles =
      trip.map { stores.store($0.trip.store)?.aisles ?? AisleOrder(categories: []) }
      ?? orderStore.flatMap { stores.store($0)?.aisles }
    grouping = ItemGrouping(
      items, shown: filter?.matchingIDs, pinned: editing?.isNew == true ? editing?.id : nil,
      neighbour: editing?.returnID, aisles: aisles, basketLast: trip != nil
    )
    placeCursor(on: current)
  }
}
