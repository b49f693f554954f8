import Architecture
import ShoppingListModel
import ShoppingListStorage

/// The shopping-list pane: moving through the list, adding, renaming, checking, deleting,
/// reordering, sorting, clearing and filtering items, with undo and redo, saved in the
/// background a moment after each change.
///
/// App creates it with the list loaded from disk, gives it the room the views measured with
/// ``State/resize(to:)``, shows its ``Action/Delegate/statusMessage(_:)`` messages, and asks
/// ``State/hasUnsavedChanges`` and ``finalSave(_:)`` before quitting.
@Reducer
package struct ShoppingList {
  /// Everything the list pane knows: the items, where the cursor and the viewport are, what is
  /// being edited or filtered, and how saving stands.
  ///
  /// Counts, the filter's matches and the cursor are kept up to date change by change, so a key
  /// press costs what it touches, not the length of the list.
  package struct State: Equatable, Sendable {
    /// The list, in display order.
    package var items: IdentifiedArrayOf<ShoppingItem>
    /// The current row, an index into the visible rows (``visibleRowCount``).
    package var cursor = 0
    /// The pane's room, as the views measured it, and the first row on screen.
    package var viewport = Viewport()
    /// The inline name edit, while one is going on.
    package var editing: ItemEditing?
    /// The `/` filter, while one is typed or kept.
    package var filter: ItemFilter?
    /// The rows grouped by category, while `v` shows them so.
    package var grouping: ItemGrouping?
    /// How many items are checked.
    package var checkedCount: Int
    /// Saving's bookkeeping and the status it reports.
    package var save: SaveState
    /// The `C` question, while it is shown.
    @Presents package var confirmationDialog: ConfirmationDialogState<Action.ConfirmationDialog>?
    /// How far the `C` question is scrolled; a new question starts at the top.
    package var confirmationDialogScroll = ScrollPosition()
    /// Undo and redo.
    package var history = ItemsHistory()
    /// Other devices' files that could not be read, each with the reason, for the banner.
    package var skippedFiles: [String]
    /// The list shown, of the folder's lists.
    package var list: ListSummary
    /// Every list of the folder, the main list first, for switching.
    package var lists: [ListSummary]
    /// The list to switch to once what was changed here is written, while it is.
    package var listToOpen: ListID?
    /// A list's name being typed (`N`, `R`).
    package var listNaming: ListNaming?
    /// What the list's history suggests for the new item being named, best first.
    package var suggestions: [HistoryEntry] = []
    /// The usuals, while `h` shows them.
    package var usuals: Usuals?
    /// The household's stores and trips, as the folder last gave them.
    package var stores = StoreDirectory()
    /// The trip under way here (`S`), while there is one.
    package var trip: ShoppingTrip?
    /// The trips other devices have under way from this list ("Ada is shopping at Lidl").
    package var othersShopping: [Trip] = []
    /// A store's aisles, while `A` shows them.
    package var aisles: StoreAisles?
    /// The store whose aisles a grouped list follows outside a trip (picked in `A`).
    package var orderStore: StoreID?
    /// Whether a trip of this device's left under way (the app closed mid-trip) is still to be
    /// taken up, once the stores are first read.
    package var takesUpTrip = true

    /// A list showing `items` as loaded; `readOnlyReason` (naming the file and the problem)
    /// makes it read-only, never written, and `isOnDisk` false says its file does not exist yet.
    /// `skippedFiles` are the files of other devices it could not read (see ``LoadedList``).
    /// `list` and `lists` are the list shown and every list of the folder (the main list
    /// alone by default).
    package init(
      items: [ShoppingItem] = [], readOnlyReason: String? = nil,
      isOnDisk: Bool = true, skippedFiles: [String] = [],
      list: ListSummary = ListSummary(id: .main, name: ListSummary.mainListName),
      lists: [ListSummary]? = nil
    ) {
      self.init(
        items: IdentifiedArray(keepingFirstOf: items), readOnlyReason: readOnlyReason,
        isOnDisk: isOnDisk, skippedFiles: skippedFiles, list: list, lists: lists
      )
    }

    /// A list showing `items` as loaded and already indexed (see ``LoadedList``), taken as
    /// they are: 100,000 items are not copied again.
    package init(
      items: IdentifiedArrayOf<ShoppingItem>, readOnlyReason: String? = nil,
      isOnDisk: Bool = true, skippedFiles: [String] = [],
      list: ListSummary = ListSummary(id: .main, name: ListSummary.mainListName),
      lists: [ListSummary]? = nil
    ) {
      self.items = items
      checkedCount = self.items.reduce(0) { $0 + ($1.isChecked ? 1 : 0) }
      save = SaveState(readOnlyReason: readOnlyReason, isOnDisk: isOnDisk)
      self.skippedFiles = skippedFiles
      self.list = list
      self.lists = lists ?? [list]
    }

    /// The number of items in the list, not counting a new item still being named.
    package var itemCount: Int {
      items.count - (editing?.isNew == true ? 1 : 0)
    }

    /// The number of rows the list shows: the filter's matches, or every item.
    package var visibleRowCount: Int {
      grouping?.ids.count ?? filter?.matchingIDs?.count ?? items.count
    }

    /// The id of the item shown at `row`, which must be below ``visibleRowCount``.
    func visibleID(atRow row: Int) -> ShoppingItem.ID {
      grouping?.ids[row] ?? filter?.matchingIDs?[row] ?? items.ids[row]
    }

    /// The position in ``items`` of the item shown at `row`, which must be below
    /// ``visibleRowCount``: the views read the item in place rather than copy it out.
    package func visibleIndex(atRow row: Int) -> Int? {
      if let ids = grouping?.ids ?? filter?.matchingIDs { return items.index(id: ids[row]) }
      return row
    }

    /// The row showing the item with `id`, or `nil` when it is not shown.
    package func row(of id: ShoppingItem.ID) -> Int? {
      if let grouping { return grouping.row(of: id) }
      if let filter { return filter.row(of: id, in: items) }
      return items.index(id: id)
    }

    /// The item under the cursor, if the list shows any.
    package var currentID: ShoppingItem.ID? {
      cursor < visibleRowCount ? visibleID(atRow: cursor) : nil
    }

    /// Whether the list cannot be changed or written now.
    package var isReadOnly: Bool { save.isReadOnly }

    /// Whether there are changes that are not on disk yet; App asks before quitting.
    var hasUnsavedChanges: Bool { save.hasUnsavedChanges }
    /// Whether quitting must write first: changes not on disk yet, or a trip under way, whose
    /// last checks wait a second to be written.
    var needsFinalSave: Bool { hasUnsavedChanges || trip != nil }

    /// How many rows of the pane show items: fewer while the filter line shows.
    package var listHeight: Int {
      filter == nil && listNaming == nil
        ? viewport.layout.rows : viewport.layout.rowsWhileFiltering
    }
  }

  /// What the person did in the list pane, what App tells it, and what its effects report.
  package enum Action: Equatable, Sendable {
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
    /// A click on the row showing the item: the cursor goes there, a name being typed in
    /// another row is kept first.
    case rowClicked(ShoppingItem.ID)
    /// A click on the item's checkbox: the cursor goes there and the item is checked or
    /// unchecked, a name being typed is kept first.
    case checkboxClicked(ShoppingItem.ID)
    /// The mouse wheel turned over the list: the rows scroll by this many (down when positive),
    /// the cursor staying on screen.
    case wheelScrolled(rows: Int)

    /// `a`: add an empty item at the top and name it.
    case addItemKeyPressed
    /// `o`: add an empty item below the cursor and name it.
    case addItemBelowKeyPressed
    /// `e` or `Enter`: rename the current item.
    case editItemKeyPressed
    /// `n`: write or change the current item's note.
    case editNoteKeyPressed
    /// `c`: give the current item a category.
    case editCategoryKeyPressed
    /// `i`: show everything about the current item, who added it included.
    case detailsKeyPressed
    /// A key in the name being edited.
    case editor(LineEditor.Action)
    /// `Enter` while editing: keep the name.
    case editCommitted
    /// `Esc` while editing: forget the edit.
    case editCancelled
    /// `Tab` while naming a new item: take the top suggestion.
    case suggestionTakeKeyPressed

    /// `h`: show what is often bought and not on the list, or stop showing it.
    case usualsKeyPressed
    /// `j` or `↓` in the usuals.
    case usualsCursorDownKeyPressed
    /// `k` or `↑` in the usuals.
    case usualsCursorUpKeyPressed
    /// `Enter` or `a` in the usuals: put the highlighted one back on the list.
    case usualPutBackKeyPressed

    /// `Space` or `x`: put the current item in the basket, or take it out again.
    case checkKeyPressed
    /// `+`: one more of the current item (a step more of a weight or volume).
    case quantityUpKeyPressed
    /// `-`: one less of the current item; at one, its quantity goes.
    case quantityDownKeyPressed
    /// `d` or `Delete`.
    case deleteItemKeyPressed
    /// `J`: move the current item down.
    case moveItemDownKeyPressed
    /// `K`: move the current item up.
    case moveItemUpKeyPressed
    /// `T`: move the current item to the top.
    case moveItemToTopKeyPressed
    /// `B`: move the current item to the bottom.
    case moveItemToBottomKeyPressed
    /// `s`: sort unchecked before checked, then by name.
    case sortKeyPressed
    /// `v`: show the list grouped by category, or as it is again.
    case groupKeyPressed
    /// `C`: remove the checked items, after a confirmation.
    case clearCheckedKeyPressed
    /// A button of the `C` question was picked.
    case confirmationDialog(PresentationAction<ConfirmationDialog>)
    /// The `C` question was scrolled with a key or the wheel.
    case confirmationDialogScrolled(ScrollMove)

    /// `/`: type a filter (or continue typing the kept one).
    case filterKeyPressed
    /// A key in the filter query.
    case filterQuery(LineEditor.Action)
    /// `Enter` while typing the filter: keep it.
    case filterKept
    /// `Esc` while the filter is typed or kept: show everything again.
    case filterCleared

    /// Text pasted into the list: one item per line, Markdown checkboxes understood.
    case textPasted(String)

    /// `]`: show the next of the folder's lists.
    case nextListKeyPressed
    /// `[`: show the previous one.
    case previousListKeyPressed
    /// `L`: the folder's lists with their counts, to pick one.
    case listsKeyPressed
    /// `m`: move the current item to another list, picked in a dialog.
    case moveToListKeyPressed
    /// `N`: name a new list, then show it.
    case newListKeyPressed
    /// `R`: give the list shown a new name.
    case renameListKeyPressed
    /// `D`: remove the list shown with its items, after a question.
    case removeListKeyPressed
    /// The storage could not switch to the list asked for (it was removed meanwhile).
    case listOpenFailed(String)

    /// `S`: go shopping (pick the store), or during a trip, finish it.
    case shopKeyPressed
    /// Start a trip to the store of this name, made if there is none, or to the last store
    /// (`shopping-list shop [STORE]`).
    case shopRequested(store: String?)
    /// A store made for a trip was written.
    case storeCreated(StoreID, StoreDirectory)
    /// The stores and trips changed, in the folder or by a write of this app.
    case storesUpdated(StoreDirectory)
    /// A write of the stores failed, and why.
    case storesWriteFailed(String)
    /// The first of the others' trips shown has gone without a change long enough to stop
    /// showing.
    case presenceExpired
    /// `A`: the aisles of the store, to order by hand, or close them.
    case aislesKeyPressed
    /// `j` or `↓` in the aisles.
    case aislesCursorDownKeyPressed
    /// `k` or `↑` in the aisles.
    case aislesCursorUpKeyPressed
    /// `J` in the aisles: the highlighted category one aisle later.
    case aisleMoveDownKeyPressed
    /// `K` in the aisles: the highlighted category one aisle earlier.
    case aisleMoveUpKeyPressed
    /// `l` in the aisles: follow the order the trips teach again.
    case aislesLearnedKeyPressed
    /// `Enter` in the aisles: group the list in this store's order.
    case aislesUseKeyPressed

    /// `u`.
    case undoKeyPressed
    /// `ctrl+r`.
    case redoKeyPressed

    /// The debounce after the last change elapsed: time to write.
    case saveDelayElapsed
    /// A write finished: the number of the patch that carries its result back (see
    /// ``ListStorage/save``), or why it failed.
    case listSaved(Result<Int, SaveFailure>)
    /// Quitting wrote the trip under way, or could not.
    case finalTripWritten

    /// The pane started: listen for what changes in the list.
    case task
    /// What changed in the list: a change another window, a command or another device made, or
    /// what a write of this list wrote.
    case listUpdated(ListPatch)

    /// Messages for App.
    case delegate(Delegate)

    /// The button of the `C` question that does something; its cancel button only closes it.
    package enum ConfirmationDialog: Equatable, Sendable {
      /// `y`: remove every checked item (one undo step).
      case removeCheckedItems
      /// A list picked in the `L` dialog: show it.
      case openList(ListID)
      /// A list picked in the `m` dialog: the current item goes there.
      case moveCurrentItem(to: ListID)
      /// `y` to the `D` question: the list shown goes, with its items.
      case removeShownList
      /// A store picked in the `S` dialog: a trip there starts.
      case shopAt(StoreID)
      /// "New store" in the `S` dialog: its name is typed, then a trip there starts.
      case newStore
      /// `y` to the `S` question during a trip: it finishes.
      case finishTrip
    }

    /// What the list tells App, which owns the status bar.
    @CasePathable
    package enum Delegate: Equatable, Sendable {
      /// A transient message for the status bar, e.g. "Deleted “milk”", offering undo.
      case statusMessage(StatusMessage)
      /// The writes ``ShoppingList/finalSave(_:)`` started are over, saved or failed.
      case finalSaveFinished
    }
  }
  @Dependency(\.continuousClock) var clock
  @Dependency(\.listStorage) var listStorage
  @Dependency(\.listHistory) var listHistory
  @Dependency(\.stores) var stores
  @Dependency(\.date) var date
  @Dependency(\.uuid) var uuid
  @Dependency(\.timeZone) var timeZone
  @Dependency(\.locale) var locale

  package init() {}

  /// How long saving waits after the last change, so a burst of keys is written once.
  static let saveDelay = Duration.milliseconds(300)

  package var body: some ReducerOf<Self> {
    ReadOnlyGuard {
      Reduce { state, action in
        let tripBefore = state.trip?.trip
        let rowBefore = state.cursor
        var effect = core(into: &state, action: action)
        if state.grouping != nil, !action.onlyMovesTheCursor { state.regroup() }
        if let trip = state.trip?.trip, trip != tripBefore, tripBefore != nil {
          // NB: on a trip the next item comes up where the checked one was.
          if action == .checkKeyPressed {
            state.moveCursor(to: min(rowBefore, state.visibleRowCount - 1))
          }
          effect = .merge(effect, saveSoon(trip))
        }
        if state.editing?.isNew == true || !state.suggestions.isEmpty {
          updateSuggestions(in: &state)
        }
        if case .listUpdated = action, state.usuals != nil { refreshUsuals(in: &state) }
        return effect
      }
      .ifLet(\.nameEditor, action: \.editor) { LineEditor() }
      .ifLet(\.filterQuery, action: \.filterQuery) { LineEditor() }
      .ifLet(\.$confirmationDialog, action: \.confirmationDialog)
    }
  }

  private func core(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
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
    case .rowClicked(let id):
      return rowClicked(id, in: &state)
    case .checkboxClicked(let id):
      return checkboxClicked(id, in: &state)
    case .wheelScrolled(let rows):
      if state.editing == nil { state.scroll(by: rows) }
      return .none
    case .addItemKeyPressed:
      return addItem(at: 0, in: &state)
    case .addItemBelowKeyPressed:
      return addItemBelowCursor(in: &state)
    case .editItemKeyPressed:
      state.startEditingCurrentItem(.name)
      return .none
    case .editNoteKeyPressed:
      state.startEditingCurrentItem(.note)
      return .none
    case .editCategoryKeyPressed:
      state.startEditingCurrentItem(.category)
      return .none
    case .detailsKeyPressed:
      guard state.editing == nil, let id = state.currentID, let item = state.items[id: id] else {
        return .none
      }
      state.confirmationDialog = .itemDetails(item, timeZone: timeZone, locale: locale)
      state.confirmationDialogScroll = ScrollPosition()
      return .none
    case .editor(.delegate(.lengthLimitReached(let limit))):
      return .send(.delegate(.statusMessage("A name has at most \(limit) characters")))
    case .editor:
      return .none
    case .editCommitted:
      if state.listNaming != nil { return commitListName(in: &state) }
      return commitEdit(in: &state, continuingEntry: true)
    case .editCancelled:
      if state.listNaming != nil {
        state.listNaming = nil
        return .none
      }
      state.cancelEdit()
      return .none
    case .suggestionTakeKeyPressed:
      return takeSuggestion(in: &state)
    case .usualsKeyPressed:
      return toggleUsuals(in: &state)
    case .usualsCursorDownKeyPressed:
      state.usuals?.moveCursor(by: 1)
      return .none
    case .usualsCursorUpKeyPressed:
      state.usuals?.moveCursor(by: -1)
      return .none
    case .usualPutBackKeyPressed:
      return putBackUsual(in: &state)
    case .checkKeyPressed:
      return toggleCurrentItem(in: &state)
    case .quantityUpKeyPressed:
      return stepQuantityOfCurrentItem(up: true, in: &state)
    case .quantityDownKeyPressed:
      return stepQuantityOfCurrentItem(up: false, in: &state)
    case .deleteItemKeyPressed:
      return deleteCurrentItem(in: &state)
    case .moveItemDownKeyPressed:
      return moveCurrentItem(by: 1, in: &state)
    case .moveItemUpKeyPressed:
      return moveCurrentItem(by: -1, in: &state)
    case .moveItemToTopKeyPressed:
      return moveCurrentItem(to: .start, in: &state)
    case .moveItemToBottomKeyPressed:
      return moveCurrentItem(to: .end, in: &state)
    case .sortKeyPressed:
      return sort(&state)
    case .groupKeyPressed:
      state.toggleGrouping()
      return .none
    case .clearCheckedKeyPressed:
      return askToClearChecked(&state)
    case .confirmationDialog(.presented(.removeCheckedItems)):
      return clearChecked(&state)
    case .confirmationDialog(.presented(.openList(let list))):
      return switchList(to: list, in: &state)
    case .confirmationDialog(.presented(.moveCurrentItem(let list))):
      return moveCurrentItem(to: list, in: &state)
    case .nextListKeyPressed:
      return switchList(by: 1, in: &state)
    case .previousListKeyPressed:
      return switchList(by: -1, in: &state)
    case .listsKeyPressed:
      return showLists(&state)
    case .moveToListKeyPressed:
      return askWhereToMoveCurrentItem(&state)
    case .newListKeyPressed:
      return startNamingList(.newList, in: &state)
    case .renameListKeyPressed:
      return startNamingList(.renaming(state.list), in: &state)
    case .removeListKeyPressed:
      return askToRemoveShownList(&state)
    case .confirmationDialog(.presented(.removeShownList)):
      return removeShownList(&state)
    case .listOpenFailed(let reason):
      state.listToOpen = nil
      return .send(.delegate(.statusMessage(StatusMessage("Cannot show that list: \(reason)"))))
    case .confirmationDialog(.presented(.shopAt(let store))):
      return startTrip(at: store, in: &state)
    case .confirmationDialog(.presented(.newStore)):
      state.listNaming = .newStore
      return .none
    case .confirmationDialog(.presented(.finishTrip)):
      return finishTrip(&state)
    case .confirmationDialog:
      return .none
    case .confirmationDialogScrolled(let move):
      state.confirmationDialogScroll.scroll(move)
      return .none
    case .filterKeyPressed:
      state.startFiltering()
      return .none
    case .filterQuery(.delegate(.lengthLimitReached(let limit))):
      return .send(.delegate(.statusMessage("A filter has at most \(limit) characters")))
    case .filterQuery:
      state.applyFilterQuery()
      return .none
    case .filterKept:
      state.keepFilter()
      return .none
    case .filterCleared:
      state.clearFilter()
      return .none
    case .textPasted(let text):
      return addPastedItems(text, in: &state)
    case .shopKeyPressed:
      return shopKeyPressed(&state)
    case .shopRequested(let store):
      return shop(atStoreNamed: store, in: &state)
    case .storeCreated(let store, let directory):
      let updated = storesUpdated(directory, in: &state)
      return .merge(updated, startTrip(at: store, in: &state))
    case .storesUpdated(let directory):
      return storesUpdated(directory, in: &state)
    case .presenceExpired:
      return othersShoppingChanged(in: &state)
    case .storesWriteFailed(let reason):
      return .send(.delegate(.statusMessage(StatusMessage(reason))))
    case .finalTripWritten:
      state.save.isWritingTrip = false
      return finishFinalSave(&state)
    case .aislesKeyPressed:
      return toggleAisles(in: &state)
    case .aislesCursorDownKeyPressed:
      state.aisles?.moveCursor(by: 1)
      return .none
    case .aislesCursorUpKeyPressed:
      state.aisles?.moveCursor(by: -1)
      return .none
    case .aisleMoveDownKeyPressed:
      return moveAisle(by: 1, in: &state)
    case .aisleMoveUpKeyPressed:
      return moveAisle(by: -1, in: &state)
    case .aislesLearnedKeyPressed:
      return useLearnedAisles(in: &state)
    case .aislesUseKeyPressed:
      return groupByAisles(in: &state)
    case .undoKeyPressed:
      return undo(&state)
    case .redoKeyPressed:
      return redo(&state)
    case .saveDelayElapsed:
      return saveDelayElapsed(&state)
    case .listSaved(let result):
      let saved = listSaved(result, in: &state)
      return .merge(saved, openPendingList(after: result, in: &state))
    case .task:
      return .merge(listenForUpdates(), listenForStores())
    case .listUpdated(let patch):
      return listUpdated(patch, in: &state)
    case .delegate:
      return .none
    }
  }
}

extension ShoppingList.Action {
  /// Whether the action only moves the cursor or scrolls, which leaves the groups as they are.
  var onlyMovesTheCursor: Bool {
    switch self {
    case .cursorDownKeyPressed, .cursorUpKeyPressed, .firstItemKeyPressed, .lastItemKeyPressed,
      .pageDownKeyPressed, .pageUpKeyPressed, .wheelScrolled, .rowClicked, .groupKeyPressed:
      true
    default:
      false
    }
  }

  /// Whether the action would change the items, which a read-only list refuses.
  var changesItems: Bool {
    switch self {
    case .checkKeyPressed, .checkboxClicked, .quantityUpKeyPressed, .quantityDownKeyPressed,
      .addItemKeyPressed, .addItemBelowKeyPressed,
      .editItemKeyPressed, .editNoteKeyPressed, .editCategoryKeyPressed, .deleteItemKeyPressed,
      .moveItemDownKeyPressed, .moveItemUpKeyPressed, .moveItemToTopKeyPressed,
      .moveItemToBottomKeyPressed, .moveToListKeyPressed, .newListKeyPressed,
      .renameListKeyPressed, .removeListKeyPressed,
      .sortKeyPressed, .clearCheckedKeyPressed, .textPasted, .undoKeyPressed, .redoKeyPressed,
      .suggestionTakeKeyPressed, .usualPutBackKeyPressed:
      true
    default:
      false
    }
  }
}
