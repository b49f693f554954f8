extension ShoppingList.State {
  /// The query field, while a filter exists; the key path `ifLet` runs the editor on.
  package var filterQuery: LineEditor.State? {
    get { filter?.query }
    set {
      guard let newValue else { return }
      filter?.query = newValue
    }
  }

  /// Starts typing a filter (`/`), or goes back to typing the kept one.
  mutating func startFiltering() {
    guard editing == nil else { return }
    if filter == nil {
      filter = ItemFilter()
    } else {
      filter?.isTyping = true
    }
    moveCursor(to: cursor)
  }

  /// Narrows or widens the rows to the query as typed, keeping the cursor on its item when that
  /// still shows and on the first match otherwise.
  mutating func applyFilterQuery() {
    let current = currentID
    filter?.applyQuery(to: items)
    moveCursor(to: current.flatMap { row(of: $0) } ?? 0)
  }

  /// Stops typing the filter and keeps it (`Enter`); an empty filter simply goes away.
  mutating func keepFilter() {
    guard let filter else { return }
    if filter.query.text.isEmpty {
      clearFilter()
    } else {
      self.filter?.isTyping = false
    }
  }

  /// Shows every item again (`Esc`), the cursor staying on its item.
  mutating func clearFilter() {
    let current = currentID
    filter = nil
    placeCursor(on: current)
  }
}
