import Architecture

/// The shopping-list pane: moving through the list, adding, renaming, checking, deleting,
/// reordering, sorting, clearing and filtering items, with undo and redo, saved in the
/// background a moment after each change.
///
/// App creates it with the list loaded from disk, tells it its size with
/// ``Action/screenResized(screen:pane:)``, shows its ``Action/Delegate/statusMessage(_:)``
/// messages, and asks ``State/hasUnsavedChanges`` and ``finalSave(_:)`` before quitting.
struct ShoppingList: Reducer {
  @Dependency(\.continuousClock) var clock
  @Dependency(\.listStorage) var listStorage
  @Dependency(\.uuid) var uuid

  /// How long saving waits after the last change, so a burst of keys is written once.
  static let saveDelay = Duration.milliseconds(300)

  var body: some ReducerOf<Self> {
    // NB: the guard wraps the item reducers, which would otherwise toggle an item first.
    ReadOnlyGuard {
      Reduce { state, action in
        core(into: &state, action: action)
      }
      .ifLet(\.nameEditor, action: \.editor) { LineEditor() }
      .ifLet(\.filterQuery, action: \.filterQuery) { LineEditor() }
      .ifLet(\.confirmation, action: \.confirmation) { Modal() }
      .forEach(\.items, action: \.items) { Item() }
    }
  }

  private func core(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .items(.element(let id, .checkKeyPressed)):
      return checkToggled(id, in: &state)
    case .screenResized(let screen, let pane):
      state.screenSize = screen
      state.viewport.width = max(0, pane.width)
      state.viewport.height = max(0, pane.height)
      state.moveCursor(to: state.cursor)
      return state.confirmation == nil ? .none : .send(.confirmation(.screenResized(screen)))
    case .cursorDownKeyPressed:
      state.moveCursor(to: state.cursor + 1)
      return .none
    case .cursorUpKeyPressed:
      state.moveCursor(to: state.cursor - 1)
      return .none
    case .firstItemKeyPressed:
      state.moveCursor(to: 0)
      return .none
    case .lastItemKeyPressed:
      state.moveCursor(to: state.visibleRowCount - 1)
      return .none
    case .pageDownKeyPressed:
      state.page(by: 1)
      return .none
    case .pageUpKeyPressed:
      state.page(by: -1)
      return .none
    case .addItemKeyPressed:
      return addItem(at: 0, in: &state)
    case .addItemBelowKeyPressed:
      let below = state.currentID.flatMap { state.items.index(id: $0) }.map { $0 + 1 } ?? 0
      return addItem(at: below, in: &state)
    case .editItemKeyPressed:
      state.startEditingCurrentItem()
      return .none
    case .editor:
      return .none
    case .editCommitted:
      return commitEdit(in: &state)
    case .editCancelled:
      state.cancelEdit()
      return .none
    case .deleteItemKeyPressed:
      return deleteCurrentItem(in: &state)
    case .moveItemDownKeyPressed:
      return moveCurrentItem(by: 1, in: &state)
    case .moveItemUpKeyPressed:
      return moveCurrentItem(by: -1, in: &state)
    case .sortKeyPressed:
      return sort(&state)
    case .clearCheckedKeyPressed:
      return askToClearChecked(&state)
    case .confirmation(.buttonPressed(let button)):
      state.confirmation = nil
      return button == .removeCheckedItems ? clearChecked(&state) : .none
    case .confirmation:
      return .none
    case .filterKeyPressed:
      state.startFiltering()
      return .none
    case .filterQuery:
      state.applyFilterQuery()
      return .none
    case .filterKept:
      state.keepFilter()
      return .none
    case .filterCleared:
      state.clearFilter()
      return .none
    case .undoKeyPressed:
      return undo(&state)
    case .redoKeyPressed:
      return redo(&state)
    case .saveDelayElapsed:
      return saveDelayElapsed(&state)
    case .listSaved(let result):
      return listSaved(result, in: &state)
    case .delegate:
      return .none
    }
  }
}
