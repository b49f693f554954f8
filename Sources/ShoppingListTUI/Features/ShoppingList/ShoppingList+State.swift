import Architecture

extension ShoppingList {
  /// Everything the list pane knows: the items, where the cursor and the viewport are, what is
  /// being edited or filtered, and how saving stands.
  ///
  /// Counts, the filter's matches and the cursor are kept up to date change by change, so a key
  /// press costs what it touches, not the length of the list.
  struct State: Equatable, Sendable {
    /// The list, in display order.
    var items: IdentifiedArrayOf<ShoppingItem>
    /// The current row, an index into the visible rows (``visibleRowCount``).
    var cursor = 0
    /// The pane's size and the first row on screen.
    var viewport = Viewport()
    /// The whole terminal, which the confirmation pane is centred on.
    var screenSize = ModalLayout.smallestScreen
    /// The inline name edit, while one is going on.
    var editing: NameEditing?
    /// The `/` filter, while one is typed or kept.
    var filter: ItemFilter?
    /// How many items are checked.
    var checkedCount: Int
    /// Saving's bookkeeping and the status it reports.
    var save: SaveState
    /// The `C` confirmation, while it is shown.
    var confirmation: ModalState<ClearCheckedConfirmation>?
    /// Undo and redo.
    var history = ItemsHistory()

    /// A list showing `items` as loaded; `readOnlyReason` (naming the file and the problem)
    /// makes it read-only, never written.
    init(items: some Sequence<ShoppingItem> = [], readOnlyReason: String? = nil) {
      self.items = IdentifiedArray(items, uniquingIDsWith: { first, _ in first })
      checkedCount = self.items.reduce(0) { $0 + ($1.isChecked ? 1 : 0) }
      save = SaveState(readOnlyReason: readOnlyReason)
    }

    /// The number of items in the list, not counting a new item still being named.
    var itemCount: Int {
      items.count - (editing?.isNew == true ? 1 : 0)
    }

    /// The number of rows the list shows: the filter's matches, or every item.
    var visibleRowCount: Int {
      filter?.matchingIDs?.count ?? items.count
    }

    /// The id of the item shown at `row`, which must be below ``visibleRowCount``.
    func visibleID(atRow row: Int) -> ShoppingItem.ID {
      filter?.matchingIDs?[row] ?? items.ids[row]
    }

    /// The item shown at `row`, which must be below ``visibleRowCount``.
    func visibleItem(atRow row: Int) -> ShoppingItem? {
      if let ids = filter?.matchingIDs { return items[id: ids[row]] }
      return items[row]
    }

    /// The row showing the item with `id`, or `nil` when it is not shown.
    func row(of id: ShoppingItem.ID) -> Int? {
      if let filter { return filter.row(of: id, in: items) }
      return items.index(id: id)
    }

    /// The item under the cursor, if the list shows any.
    var currentID: ShoppingItem.ID? {
      cursor < visibleRowCount ? visibleID(atRow: cursor) : nil
    }

    /// The items as they are saved: all of them but a new item still being named.
    var savedItems: [ShoppingItem] {
      guard let editing, editing.isNew, let index = items.index(id: editing.id) else {
        return items.elements
      }
      var items = items.elements
      items.remove(at: index)
      return items
    }

    /// Whether the list can never be changed or written.
    var isReadOnly: Bool { save.isReadOnly }

    /// Whether there are changes that are not on disk yet; App asks before quitting.
    var hasUnsavedChanges: Bool { save.hasUnsavedChanges }

    /// The lines of the read-only banner at the top of the pane, wrapped to its width.
    var bannerLines: [String] {
      guard case .readOnly(let reason) = save.status else { return [] }
      return ReadOnlyBanner.lines(for: reason, width: viewport.width)
    }

    /// How many rows of the pane show items: its height less the banner and the filter line.
    var listHeight: Int {
      let filterLine = filter == nil ? 0 : 1
      return max(0, viewport.height - bannerLines.count - filterLine)
    }
  }
}
