import Architecture

extension ShoppingList {
  /// What the person did in the list pane, what App tells it, and what its effects report.
  @CasePathable
  enum Action: Equatable, Sendable {
    /// An action for one item (`Space`/`x` checks the current item).
    case items(IdentifiedActionOf<Item>)
    /// The terminal has this size (on start and on every resize) and App gives the pane this
    /// part of it, banner and filter line included; the confirmation pane centres on the screen.
    case screenResized(screen: Size, pane: Size)

    /// `j` or `↓`.
    case cursorDownKeyPressed
    /// `k` or `↑`.
    case cursorUpKeyPressed
    /// `g` or `Home`.
    case firstItemKeyPressed
    /// `G` or `End`.
    case lastItemKeyPressed
    /// `PgDn` or `ctrl+d`.
    case pageDownKeyPressed
    /// `PgUp` or `ctrl+u`.
    case pageUpKeyPressed

    /// `a`: add an empty item at the top and name it.
    case addItemKeyPressed
    /// `o`: add an empty item below the cursor and name it.
    case addItemBelowKeyPressed
    /// `e` or `Enter`: rename the current item.
    case editItemKeyPressed
    /// A key in the name being edited.
    case editor(LineEditor.Action)
    /// `Enter` while editing: keep the name.
    case editCommitted
    /// `Esc` while editing: forget the edit.
    case editCancelled

    /// `d` or `Delete`.
    case deleteItemKeyPressed
    /// `J`: move the current item down.
    case moveItemDownKeyPressed
    /// `K`: move the current item up.
    case moveItemUpKeyPressed
    /// `s`: sort unchecked before checked, then by name.
    case sortKeyPressed
    /// `C`: remove the checked items, after a confirmation.
    case clearCheckedKeyPressed
    /// The `C` confirmation pane.
    case confirmation(ModalAction<ClearCheckedConfirmation>)

    /// `/`: type a filter (or continue typing the kept one).
    case filterKeyPressed
    /// A key in the filter query.
    case filterQuery(LineEditor.Action)
    /// `Enter` while typing the filter: keep it.
    case filterKept
    /// `Esc` while the filter is typed or kept: show everything again.
    case filterCleared

    /// `u`.
    case undoKeyPressed
    /// `ctrl+r`.
    case redoKeyPressed

    /// The debounce after the last change elapsed: time to write.
    case saveDelayElapsed
    /// A write finished: the revision it wrote, or why it failed.
    case listSaved(Result<Int, ListSaveError>)

    /// Messages for App.
    case delegate(Delegate)
  }
}

extension ShoppingList.Action {
  /// Whether the action would change the items, which a read-only list refuses.
  var changesItems: Bool {
    switch self {
    case .items(.element(_, .checkKeyPressed)), .addItemKeyPressed, .addItemBelowKeyPressed,
      .editItemKeyPressed, .deleteItemKeyPressed, .moveItemDownKeyPressed, .moveItemUpKeyPressed,
      .sortKeyPressed, .clearCheckedKeyPressed, .undoKeyPressed, .redoKeyPressed:
      true
    default:
      false
    }
  }
}
