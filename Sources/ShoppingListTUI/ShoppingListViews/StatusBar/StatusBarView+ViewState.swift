import ShoppingListFeatures
import TerminalUI

extension StatusBarView {
  /// What the status bar says: the active pane's counts and mode, the transient message, and
  /// whether the list is on disk.
  package struct ViewState: Equatable, Sendable {
    /// "12 items · 3 in basket", "3 of 12 items · 3 in basket", or the counter's count: parts
    /// joined by " · ", the first the one a narrow bar keeps.
    package var counts: String
    /// "editing", "filtering" or "read-only", or `nil` in the normal mode.
    package var mode: String?
    /// The transient message, or what quitting is waiting for.
    package var message: String?
    /// The way back the message offers, "u to undo", drawn after it and kept when the message
    /// is cut.
    package var messageHint: String?
    /// "saved", "not saved yet", "saving…" or "save failed: Permission denied"; `nil` for a
    /// read-only list, which is never saved.
    package var save: String?
    /// The file a failed save could not write, drawn after ``save`` and shortened in the middle
    /// to the room left.
    var savePath: String?
    /// Whether ``save`` reports a failure, drawn as one.
    var isSaveFailing: Bool

    /// The status bar of `state`; `list` is the list's view state when the list is shown, and
    /// `undoKey` the key a message that offers undo names ("· u to undo"), if one is bound (by
    /// default the standard key map's).
    package init(
      _ state: App.State, list: ShoppingListView.ViewState?,
      undoKey: KeyEvent? = KeyMap.standard.firstKey(of: "undo", in: .list)
    ) {
      self.init(state, listStatus: list?.status, undoKey: undoKey)
    }

    /// The status bar of `state`, `listStatus` what the list's view state says when the list is
    /// shown, and `undoKey` the key a message that offers undo names.
    init(_ state: borrowing App.State, listStatus: ShoppingListView.Status?, undoKey: KeyEvent?) {
      // NB: not `??`, whose autoclosure would capture the borrowed `state`, and so copy it.
      let listStatus =
        if let listStatus { listStatus } else { ShoppingListView.Status(state.list, mode: .normal) }
      switch state.activePane {
      case .list:
        counts = listStatus.counts
        mode = listStatus.mode
      case .counter:
        counts = "count \(state.counter.count)"
        mode = nil
      }
      if case .savingList = state.quitting {
        message = "Saving before quitting…"
      } else {
        message = state.statusMessage?.text
        if state.statusMessage?.offersUndo == true, let undoKey {
          messageHint = "\(undoKey) to undo"
        }
      }
      save = listStatus.save
      savePath = listStatus.savePath
      if case .failed = state.list.save.status {
        isSaveFailing = true
      } else {
        isSaveFailing = false
      }
    }
  }
}
