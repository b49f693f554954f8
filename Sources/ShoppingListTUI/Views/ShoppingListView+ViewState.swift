extension ShoppingListView {
  /// What the list pane shows, as display-ready text: only the rows on screen, so deriving it
  /// costs the same for 10 items and for 100,000.
  struct ViewState: Equatable, Sendable {
    /// The read-only banner's lines (empty when the list can be saved).
    var banner: [String]
    /// The filter line, while a filter is typed or kept.
    var filterLine: FilterLine?
    /// The rows on screen, top to bottom.
    var rows: [Row]
    /// What to say when there is no row to show.
    var emptyHint: String?
    /// Which keys are in force.
    var mode: Mode
    /// The item under the cursor, which item keys act on.
    var currentItemID: ShoppingItem.ID?
    /// Whether `Esc` clears a kept filter.
    var isFiltered: Bool
    /// What the app's status bar says about the list.
    var status: Status
    /// The `C` confirmation; the app draws it over the whole screen and gives it every key.
    var confirmation: ModalView<ClearCheckedConfirmation>.ViewState?

    /// Called once per row derived; tests count calls to check that only visible rows are.
    @TaskLocal static var rowDerived: (@Sendable () -> Void)?

    /// The view state of `state`, in time proportional to the rows on screen.
    init(_ state: ShoppingList.State) {
      let width = state.viewport.width
      banner = state.bannerLines
      if state.editing != nil {
        mode = .editing
      } else if state.filter?.isTyping == true {
        mode = .filtering
      } else {
        mode = .normal
      }
      filterLine = state.filter.map { filter in
        FilterLine(filter, counts: "\(state.visibleRowCount) of \(state.itemCount)", width: width)
      }
      let rowCount = state.visibleRowCount
      let top = min(state.viewport.top, rowCount)
      let bottom = min(rowCount, top + state.listHeight)
      rows = (top..<bottom).compactMap { row in
        Self.rowDerived?()
        return state.visibleItem(atRow: row).map { item in
          Row(item, isCursor: row == state.cursor, editing: state.editing, width: width)
        }
      }
      if state.items.isEmpty {
        emptyHint = "The list is empty. Press a to add an item."
      } else if rowCount == 0, let filter = state.filter {
        emptyHint = "Nothing matches “\(filter.query.text)”. Esc shows everything."
      } else {
        emptyHint = nil
      }
      currentItemID = state.currentID
      isFiltered = state.filter != nil
      status = Status(state, mode: mode)
      confirmation = state.confirmation.map(ModalView.ViewState.init)
    }
  }
}

extension ShoppingListView.Row {
  /// The row showing `item`, `width` columns wide.
  init(_ item: ShoppingItem, isCursor: Bool, editing: NameEditing?, width: Int) {
    let nameWidth = width - ShoppingListView.nameColumn
    id = item.id
    checkbox = item.isChecked ? "[x]" : "[ ]"
    isChecked = item.isChecked
    self.isCursor = isCursor
    if let editing, editing.id == item.id {
      name = ""
      editor = ShoppingListView.TextWindow(editing.editor, width: nameWidth)
    } else {
      name = item.name.truncated(toWidth: max(0, nameWidth))
      editor = nil
    }
  }
}
