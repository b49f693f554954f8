import ShoppingListFeatures
import TerminalUI

extension ShoppingListView {
  /// What the app's status bar says about the list.
  package struct Status: Equatable, Sendable {
    /// "12 items · 3 in basket", or "3 of 12 items" while filtered.
    package var counts: String
    /// "editing", "filtering" or "read-only", or `nil` in the normal mode.
    package var mode: String?
    /// "saved", "not saved yet", "saving…", "save failed: Permission denied", or `nil` when the
    /// list is read-only.
    package var save: String?
    /// The file a failed save could not write, shown after ``save`` as far as it fits.
    var savePath: String?

    /// A status with these words.
    package init(counts: String, mode: String?, save: String?, savePath: String? = nil) {
      self.counts = counts
      self.mode = mode
      self.save = save
      self.savePath = savePath
    }
  }
}

extension ShoppingListView.Status {
  /// The status of `state`.
  package init(_ state: borrowing ShoppingList.State, mode: ShoppingListView.Mode) {
    let total = Self.items(state.itemCount)
    // NB: the basket counts the whole list, filtered or not: what is left to buy stays in view.
    let basket = "\(state.checkedCount.groupedDigits) in basket"
    if state.filter?.matchingIDs != nil {
      counts = "\(state.visibleRowCount.groupedDigits) of \(total) · \(basket)"
    } else {
      counts = "\(total) · \(basket)"
    }
    savePath = nil
    switch state.save.status {
    case .saved:
      save = "saved"
    case .notSavedYet:
      save = "not saved yet"
    case .saving:
      save = "saving…"
    case .failed(let failure):
      save = "save failed: \(failure.reason)"
      savePath = failure.path
    case .readOnly:
      save = nil
    }
    // NB: `state` is borrowed; `??`'s autoclosure would capture it, and so copy it.
    let isReadOnly = state.isReadOnly
    self.mode = mode.name ?? (isReadOnly ? "read-only" : nil)
  }

  private static func items(_ count: Int) -> String {
    count == 1 ? "1 item" : "\(count.groupedDigits) items"
  }
}
