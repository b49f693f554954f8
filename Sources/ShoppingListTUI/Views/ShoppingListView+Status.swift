extension ShoppingListView {
  /// What the app's status bar says about the list.
  struct Status: Equatable, Sendable {
    /// "12 items · 3 in basket", or "3 of 12 items" while filtered.
    var counts: String
    /// "editing", "filtering" or "read-only", or `nil` in the normal mode.
    var mode: String?
    /// "saved", "saving…", "save failed: …", or `nil` when the list is read-only.
    var save: String?
  }
}

extension ShoppingListView.Status {
  /// The status of `state`.
  init(_ state: ShoppingList.State, mode: ShoppingListView.Mode) {
    let total = Self.items(state.itemCount)
    if state.filter?.matchingIDs != nil {
      counts = "\(state.visibleRowCount) of \(total)"
    } else {
      counts = "\(total) · \(state.checkedCount) in basket"
    }
    switch state.save.status {
    case .saved:
      save = "saved"
    case .saving:
      save = "saving…"
    case .failed(let reason):
      save = "save failed: \(reason)"
    case .readOnly:
      save = nil
    }
    self.mode = mode.name ?? (state.isReadOnly ? "read-only" : nil)
  }

  private static func items(_ count: Int) -> String {
    count == 1 ? "1 item" : "\(count) items"
  }
}
