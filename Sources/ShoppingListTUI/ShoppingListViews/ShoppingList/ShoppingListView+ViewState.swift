import ShoppingListFeatures
import ShoppingListModel
import ShoppingListStorage
import TerminalUI

extension ShoppingListView {
  /// What the list pane shows, as display-ready text: only the rows on screen, so deriving it
  /// costs the same for 10 items and for 100,000.
  package struct ViewState: Equatable, Sendable {
    /// The read-only banner's lines (empty when the list can be saved).
    package var banner: [String]
    /// The filter line, while a filter is typed or kept.
    var filterLine: FilterLine?
    /// The rows on screen, top to bottom.
    package var rows: [Row]
    /// How wide the quantity column is: the widest quantity on screen, 0 when none has one.
    package var quantityWidth: Int
    /// What to say when there is no row to show, a line a row (none when there are rows).
    var emptyHint: [String]
    /// Which keys are in force.
    package var mode: Mode
    /// The item under the cursor, which item keys act on.
    var currentItemID: ShoppingItem.ID?
    /// Whether `Esc` clears a kept filter.
    var isFiltered: Bool
    /// What the app's status bar says about the list.
    package var status: Status
    /// The `C` question; the app draws it over the whole screen and gives it every key.
    package var confirmationDialog: ModalView<ShoppingList.Action.ConfirmationDialog>.ViewState?
    /// The history's suggestions for the new item being named, if there are any.
    package var suggestions: SuggestionLines?
    /// The usuals, shown in place of the rows while `h` shows them.
    package var usuals: UsualsView?
    /// A store's aisles, shown in place of the rows while `A` shows them.
    package var aisles: AislesView?

    /// Called once per row derived; tests count calls to check that only visible rows are.
    @TaskLocal package static var rowDerived: (@Sendable () -> Void)?

    /// The view state of `state`, in time proportional to the rows on screen, its hints naming
    /// the keys `keys` binds.
    package init(_ state: borrowing ShoppingList.State, keys: borrowing KeyMap = .standard) {
      let width = state.viewport.layout.width
      banner = ShoppingListView.bannerLines(of: state, width: width)
      // NB: `state` is borrowed; `||`'s autoclosure would capture it, and so copy it.
      let isNaming = state.listNaming != nil
      let isTyping = state.editing != nil || isNaming
      if state.usuals != nil {
        mode = .usuals
      } else if state.aisles != nil {
        mode = .aisles
      } else if isTyping {
        mode = .editing
      } else if state.filter?.isTyping == true {
        mode = .filtering
      } else {
        mode = .normal
      }
      if let naming = state.listNaming {
        filterLine = FilterLine(naming, width: width)
      } else {
        filterLine = state.filter.map {
          [shown = state.visibleRowCount, count = state.itemCount] filter in
          FilterLine(
            filter, counts: "\(shown.groupedDigits) of \(count.groupedDigits)", width: width)
        }
      }
      let rowCount = state.visibleRowCount
      let top = min(state.viewport.top, rowCount)
      var bottom = min(rowCount, top + state.listHeight)
      if let grouping = state.grouping {
        // NB: each heading takes a line of the pane.
        while bottom > top,
          bottom - top + grouping.headings(from: top, through: bottom - 1) > state.listHeight
        {
          bottom -= 1
        }
      }
      // NB: the quantity column's width depends on every row on screen, so the rows are found
      // and their quantities spelled first; the items are read where they are in an array,
      // which `IdentifiedArray`'s subscript would copy out.
      let items = state.items.elements
      var shown: [(row: Int, index: Int, quantity: String)] = []
      shown.reserveCapacity(bottom - top)
      var widestQuantity = 0
      for row in top..<bottom {
        guard let index = state.visibleIndex(atRow: row) else { continue }
        let quantity = items[index].quantity?.description ?? ""
        if !quantity.isEmpty { widestQuantity = max(widestQuantity, quantity.displayWidth) }
        shown.append((row, index, quantity))
      }
      let quantityWidth = min(ShoppingListView.maximumQuantityWidth, widestQuantity)
      self.quantityWidth = quantityWidth
      let notFound = state.stores.notFoundLastTime(on: state.list.id)
      let arrivals = state.trip?.arrivals ?? []
      let editingID = state.editing?.id
      let rowDerived = Self.rowDerived
      let grouping = state.grouping
      var shownRows: [Row] = []
      shownRows.reserveCapacity(shown.count)
      for (row, index, quantity) in shown {
        rowDerived?()
        let mark =
          items[index].isChecked
          ? ""
          : arrivals.contains(items[index].id)
            ? Self.arrivalMark
            : notFound?.contains(items[index].name) == true ? Self.notFoundMark : ""
        // NB: the item's fields are passed, not the item, which would be copied whole.
        shownRows.append(
          Row(
            id: items[index].id, name: items[index].name, isChecked: items[index].isChecked,
            note: items[index].note, category: items[index].category,
            isCursor: row == state.cursor,
            editing: editingID == items[index].id ? state.editing : nil, width: width,
            quantity: quantity, quantityWidth: quantityWidth,
            showsCategory: grouping == nil, mark: mark
          )
        )
        if let group = grouping?.group(ofRow: row), row == top || row == group.firstRow {
          let last = shownRows.count - 1
          shownRows[last].heading = Self.heading(of: group, width: width)
          shownRows[last].headingGap = row != top && grouping?.isSpaced == true
        }
      }
      rows = shownRows
      if state.items.isEmpty, case .readOnly(let reason) = state.save.status {
        // NB: "press a" would be wrong, and the banner may cut the reason: the whole of it.
        emptyHint = ReadOnlyBanner.emptyListLines(for: reason, width: max(0, width - 4))
      } else if state.items.isEmpty {
        emptyHint = [
          keys.firstKey(of: "add-item", in: .list).map {
            "The list is empty. Press \($0) to add an item."
          } ?? "The list is empty."
        ]
      } else if rowCount == 0, let filter = state.filter {
        emptyHint = ["Nothing matches “\(filter.query.text)”. Esc shows everything."]
      } else {
        emptyHint = []
      }
      currentItemID = state.currentID
      isFiltered = state.filter != nil
      status = Status(state, mode: mode)
      confirmationDialog = state.confirmationDialog.map {
        [scroll = state.confirmationDialogScroll] in ModalView.ViewState($0, scroll: scroll)
      }
      suggestions =
        state.suggestions.isEmpty
        ? nil
        : SuggestionLines(
          state.suggestions,
          key: keys.firstKey(of: "take-suggestion", in: .editing)?.description ?? "",
          width: width
        )
      let height = state.listHeight
      usuals = state.usuals.map { UsualsView($0, width: width, height: height) }
      aisles = state.aisles.map { AislesView($0, width: width, height: height) }
      if usuals != nil || aisles != nil {
        // NB: the rows under the usuals are not on screen, so no click may reach them.
        rows = []
        emptyHint = []
      }
    }
  }
}

extension ShoppingListView.ViewState {
  /// The mark of an item added elsewhere during the trip, which the shopper has not passed
  /// yet.
  static let arrivalMark = "new"
  /// The mark of an item the last trip did not find.
  static let notFoundMark = "not found last time"

  /// A group's heading: its category and how many of its items are still to get, "Dairy & Eggs
  /// · 3" (", 2 in basket" when some are), or "In the basket · 2" on a trip, cut to the pane.
  static func heading(of group: ItemGrouping.Group, width: Int) -> String {
    guard !group.isBasket else {
      return "\(group.title) · \(group.count)".truncated(toWidth: max(0, width - 2))
    }
    let left = group.count - group.checkedCount
    let basket = group.checkedCount > 0 ? ", \(group.checkedCount) in basket" : ""
    return "\(group.title) · \(left)\(basket)".truncated(toWidth: max(0, width - 2))
  }
}

extension ShoppingListView.Row {
  /// The row showing the item `id` with these fields, `width` columns wide, its `quantity` (as
  /// spelled) in a column `quantityWidth` wide, and its category at the right edge when
  /// `showsCategory` and there is room after the name (a note gives way first); `editing` is
  /// the edit of this item, if any.
  init(
    id: ShoppingItem.ID, name itemName: String, isChecked: Bool, note itemNote: String,
    category itemCategory: String, isCursor: Bool, editing: ItemEditing?, width: Int,
    quantity: String, quantityWidth: Int, showsCategory: Bool, mark: String
  ) {
    let nameWidth = width - ShoppingListView.nameColumn(quantityWidth: quantityWidth)
    let quantity = quantity.isEmpty ? "" : quantity.truncated(toWidth: quantityWidth)
    let name: String
    let editor: ShoppingListView.TextWindow?
    let editorLabel: String
    var shownMark = ""
    var category = ""
    var note = ""
    if let editing {
      name = ""
      editorLabel = editing.field.label
      editor = ShoppingListView.TextWindow(
        editing.editor, width: nameWidth - editorLabel.displayWidth
      )
    } else {
      name = itemName.truncated(toWidth: max(0, nameWidth))
      editor = nil
      editorLabel = ""
      let placesCategory = showsCategory && !itemCategory.isEmpty
      // NB: the name's width is measured only when something may follow it.
      if !mark.isEmpty || placesCategory || !itemNote.isEmpty {
        var rest = nameWidth - name.displayWidth
        // NB: a mark says more than the category, whose heading a grouped list shows anyway.
        if !mark.isEmpty, rest >= mark.displayWidth + 2 {
          shownMark = mark
          rest -= mark.displayWidth + 2
        } else if placesCategory {
          let tag = itemCategory.truncated(toWidth: ShoppingListView.maximumCategoryWidth)
          if rest >= tag.displayWidth + 2 {
            category = tag
            rest -= tag.displayWidth + 2
          }
        }
        let noteWidth = rest - ShoppingListView.noteSeparator.displayWidth
        if !itemNote.isEmpty, noteWidth > 1 {
          note = itemNote.truncated(toWidth: noteWidth)
        }
      }
    }
    // NB: the memberwise initializer builds the row in place; the one that assigns property by
    // property made the optimizer copy the whole row.
    self.init(
      id: id, checkbox: isChecked ? "[x]" : "[ ]", name: name, isChecked: isChecked,
      isCursor: isCursor, editor: editor, quantity: quantity, note: note,
      editorLabel: editorLabel, heading: nil, category: category, headingGap: false,
      mark: shownMark
    )
  }
}

extension ShoppingListView {
  /// Which key table is in force, and what the status bar calls the mode.
  package enum Mode: Equatable, Sendable {
    /// Moving through and changing the list.
    case normal
    /// Typing an item's name.
    case editing
    /// Typing the filter query.
    case filtering
    /// Looking through the usuals.
    case usuals
    /// Looking through a store's aisles.
    case aisles

    /// The word for the status bar, or `nil` for the normal mode.
    package var name: String? {
      switch self {
      case .normal: nil
      case .editing: "editing"
      case .filtering: "filtering"
      case .usuals: "usuals"
      case .aisles: "aisles"
      }
    }
  }
}

extension ShoppingListView {
  /// One visible row of the list, ready to draw.
  package struct Row: Equatable, Sendable {
    /// The item shown.
    package var id: ShoppingItem.ID
    /// `[ ]` or `[x]`.
    package var checkbox: String
    /// The name cut to the row's width (ending in `…` when cut); empty while it is edited.
    package var name: String
    /// Whether the item is in the basket, drawn muted.
    package var isChecked: Bool
    /// Whether the cursor is on this row.
    var isCursor: Bool
    /// The name field, when this row's name is being edited.
    package var editor: TextWindow?
    /// The quantity ("1.5 kg"), right-aligned in its column; empty when none.
    package var quantity: String
    /// The note, cut to what is left of the row after the name; empty when none or no room.
    package var note: String
    /// What the field being edited is ("note: "), before it; empty for the name.
    package var editorLabel: String
    /// The heading of the row's group, on the line above it, when the list is grouped and the
    /// row is the first of its group or the first on screen.
    package var heading: String?
    /// The item's category, at the right edge; empty when it has none, the list is grouped (the
    /// heading says it) or the name leaves no room.
    package var category: String
    /// Whether a blank line stands above the heading (a trip's aisles, spaced apart).
    package var headingGap = false
    /// What the row is marked with at the right edge, in place of the category: ``new`` for
    /// an item that arrived during the trip, "not found last time"; empty when none.
    package var mark: String
  }
}

extension ShoppingListView.Row {
  /// A row with every part given.
  package init(
    id: ShoppingItem.ID,
    checkbox: String,
    name: String,
    isChecked: Bool,
    isCursor: Bool,
    editor: ShoppingListView.TextWindow?,
    quantity: String = "",
    note: String = "",
    editorLabel: String = "",
    category: String = "",
    mark: String = ""
  ) {
    self.id = id
    self.checkbox = checkbox
    self.name = name
    self.isChecked = isChecked
    self.isCursor = isCursor
    self.editor = editor
    self.quantity = quantity
    self.note = note
    self.editorLabel = editorLabel
    self.category = category
    self.mark = mark
  }
}

extension ShoppingListView {
  /// The line above the rows while a filter is typed or kept (the query and "N of M"), or a
  /// list's name is typed.
  package struct FilterLine: Equatable, Sendable {
    /// What starts the line: "/ " for the filter, "New list: " for a list's name.
    package var prompt: String
    /// The query as it fits the line, with the cursor while it is typed.
    package var query: TextWindow
    /// Whether the query is being typed (the cursor shows).
    package var isTyping: Bool
    /// "3 of 12", right-aligned.
    package var counts: String

    /// The filter line for `filter` on a pane `width` columns wide.
    package init(_ filter: ItemFilter, counts: String, width: Int) {
      prompt = ShoppingListView.filterPrompt
      let queryWidth = width - prompt.displayWidth - counts.displayWidth - 1
      query = TextWindow(filter.query, width: queryWidth)
      isTyping = filter.isTyping
      self.counts = counts
    }

    /// The line of a list's name being typed, on a pane `width` columns wide.
    package init(_ naming: ListNaming, width: Int) {
      prompt = naming.prompt
      query = TextWindow(naming.editor, width: width - prompt.displayWidth - 1)
      isTyping = true
      counts = ""
    }
  }
}
