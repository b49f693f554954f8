import ShoppingListFeatures
import TerminalUI

extension ShoppingListView {
  /// What the app's status bar says about the list.
  package struct Status: Equatable, Sendable {
    /// "12 items · 3 in basket", or "3 of 12 items" while filtered.
    package var counts: String
    /// "editing", "filtering" or "read-only", or `nil` in the normal mode.
    package var mode: String?
    /// "saved", "saving…", "save failed: …", or `nil` when the list is read-only.
    package var save: String?

    /// A status with these words.
    package init(counts: String, mode: String?, save: String?) {
      self.counts = counts
      self.mode = mode
      self.save = save
    }
  }
}

extension ShoppingListView.Status {
  /// The status of `state`.
  package init(_ state: ShoppingList.State, mode: ShoppingListView.Mode) {
    let total = Self.items(state.itemCount)
    if state.filter?.matchingIDs != nil {
      counts = "\(state.visibleRowCount.groupedDigits) of \(total)"
    } else {
      counts = "\(total) · \(state.checkedCount.groupedDigits) in basket"
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
    count == 1 ? "1 item" : "\(count.groupedDigits) items"
  }
}
