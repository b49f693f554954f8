import ShoppingListFeatures
import ShoppingListModel
import TerminalUI

/// Draws the shopping-list pane: the read-only banner, the filter line, the visible rows with
/// the cursor and the inline name editor, or a hint when there is nothing to show. The app
/// draws the header, the status bar (from ``ViewState/status``) and the `C` question.
///
/// ```swift
/// ShoppingListView.render(ShoppingListView.ViewState(state.list), into: &canvas, in: paneRect)
/// ```
package enum ShoppingListView {
  /// The column where quantities, or names when no row has one, start: a cursor mark, a
  /// space, the checkbox and a space.
  static let nameColumn = 6
  /// The widest the quantity column grows; a longer quantity is cut.
  static let maximumQuantityWidth = 10
  /// What stands between a name and its note.
  static let noteSeparator = " · "
  /// The widest a category shows at a row's right edge; a longer one is cut.
  static let maximumCategoryWidth = 16

  /// The column where names start when quantities take `quantityWidth` columns before them.
  static func nameColumn(quantityWidth: Int) -> Int {
    quantityWidth > 0 ? nameColumn + quantityWidth + 1 : nameColumn
  }
  /// What starts the filter line.
  static let filterPrompt = "/ "

  /// Draws `state` inside `rect`.
  package static func render(_ state: ViewState, into canvas: inout Canvas, in rect: Rect) {
    var area = rect
    for line in state.banner {
      let (row, rest) = area.divided(atRow: 1)
      area = rest
      canvas.fill(row, style: bannerStyle)
      canvas.put(
        line, at: Point(x: row.minX + 1, y: row.minY), style: bannerStyle,
        clippedTo: row, overflow: .ellipsis
      )
    }
    if let filterLine = state.filterLine {
      let (row, rest) = area.divided(atRow: 1)
      area = rest
      render(filterLine, into: &canvas, in: row)
    }
    if let usuals = state.usuals {
      render(usuals, into: &canvas, in: area)
      return
    }
    if let aisles = state.aisles {
      render(aisles, into: &canvas, in: area)
      return
    }
    var editorLine: Int?
    for (offset, line) in lines(of: state.rows, height: area.height).enumerated() {
      let y = area.minY + offset
      let rect = Rect(x: area.minX, y: y, width: area.width, height: 1)
      render(line, of: state, into: &canvas, in: rect)
      if case .row(let index) = line, state.rows[index].editor != nil { editorLine = y }
    }
    if let suggestions = state.suggestions, let editorLine {
      render(suggestions, below: editorLine, into: &canvas, in: area)
    }
    let top = area.minY + max(0, (area.height - state.emptyHint.count) / 2)
    for (offset, hint) in state.emptyHint.enumerated() where offset < area.height {
      let x = area.minX + max(0, (area.width - hint.displayWidth) / 2)
      canvas.put(
        hint, at: Point(x: x, y: top + offset), style: Style(color: .muted), clippedTo: area,
        overflow: .ellipsis
      )
    }
  }

  /// Draws `state` inside `rect`, which shows `shown` as ``render(_:into:in:)`` drew it: when
  /// only rows changed, only their lines are drawn again (and any line with a field, which
  /// shows the text cursor); otherwise the whole pane.
  package static func render(
    _ state: ViewState, shown: ViewState, into canvas: inout Canvas, in rect: Rect
  ) {
    guard state.banner == shown.banner, (state.filterLine == nil) == (shown.filterLine == nil),
      state.usuals == nil, shown.usuals == nil, state.aisles == nil, shown.aisles == nil,
      state.suggestions == nil, shown.suggestions == nil, state.emptyHint.isEmpty,
      shown.emptyHint.isEmpty
    else {
      canvas.fill(rect)
      return render(state, into: &canvas, in: rect)
    }
    var (_, area) = rect.divided(atRow: state.banner.count)
    if let filterLine = state.filterLine {
      let (row, rest) = area.divided(atRow: 1)
      area = rest
      canvas.fill(row)
      render(filterLine, into: &canvas, in: row)
    }
    let lines = Self.lines(of: state.rows, height: area.height)
    let shownLines = Self.lines(of: shown.rows, height: area.height)
    let sameColumns = state.quantityWidth == shown.quantityWidth
    for offset in 0..<max(lines.count, shownLines.count) {
      let line = offset < lines.count ? lines[offset] : nil
      let shownLine = offset < shownLines.count ? shownLines[offset] : nil
      if sameColumns, shows(line, of: state.rows, as: shownLine, of: shown.rows) { continue }
      let rect = Rect(x: area.minX, y: area.minY + offset, width: area.width, height: 1)
      canvas.fill(rect)
      if let line { render(line, of: state, into: &canvas, in: rect) }
    }
  }

  private static let bannerStyle = Style([.reverse, .bold], color: .warning)

  /// Draws one line of `state`'s rows' area.
  private static func render(
    _ line: Line, of state: ViewState, into canvas: inout Canvas, in rect: Rect
  ) {
    switch line {
    case .gap:
      break
    case .heading(let index):
      canvas.put(
        state.rows[index].heading ?? "", at: Point(x: rect.minX + 1, y: rect.minY),
        style: Style(.bold, color: .accent), clippedTo: rect
      )
    case .row(let index):
      render(state.rows[index], into: &canvas, in: rect, quantityWidth: state.quantityWidth)
    }
  }

  private static func render(
    _ row: Row, into canvas: inout Canvas, in line: Rect, quantityWidth: Int
  ) {
    var style = row.isChecked ? Style(.dim, color: .muted) : Style.plain
    if row.isCursor, row.editor == nil { style = style.adding(.reverse) }
    if row.isCursor { canvas.fill(line, style: style) }
    canvas.put(row.isCursor ? "›" : " ", at: line.origin, style: style, clippedTo: line)
    let checkboxStyle = row.isChecked ? style : style.adding(.bold)
    canvas.put(
      row.checkbox, at: Point(x: line.minX + checkboxColumns.lowerBound, y: line.minY),
      style: checkboxStyle,
      clippedTo: line
    )
    if !row.quantity.isEmpty {
      let x = line.minX + nameColumn + quantityWidth - row.quantity.displayWidth
      canvas.put(row.quantity, at: Point(x: x, y: line.minY), style: style, clippedTo: line)
    }
    var name = Point(x: line.minX + nameColumn(quantityWidth: quantityWidth), y: line.minY)
    guard let editor = row.editor else {
      if !row.mark.isEmpty {
        let x = line.maxX - 1 - row.mark.displayWidth
        var markStyle = style.adding(.bold)
        markStyle.color = .accent
        canvas.put(row.mark, at: Point(x: x, y: line.minY), style: markStyle, clippedTo: line)
      } else if !row.category.isEmpty {
        let x = line.maxX - 1 - row.category.displayWidth
        let tagStyle = row.isChecked ? style : style.adding(.dim)
        canvas.put(row.category, at: Point(x: x, y: line.minY), style: tagStyle, clippedTo: line)
      }
      let end = canvas.put(row.name, at: name, style: style, clippedTo: line)
      if !row.note.isEmpty {
        let noteStyle = row.isChecked ? style : style.adding(.dim)
        let after = canvas.put(
          noteSeparator, at: Point(x: end, y: line.minY), style: noteStyle, clippedTo: line
        )
        canvas.put(row.note, at: Point(x: after, y: line.minY), style: noteStyle, clippedTo: line)
      }
      return
    }
    if !row.editorLabel.isEmpty {
      name.x = canvas.put(
        row.editorLabel, at: name, style: Style(.bold, color: .accent), clippedTo: line
      )
    }
    let field = Rect(x: name.x, y: name.y, width: line.maxX - name.x, height: 1)
    canvas.fill(field, style: Style(.underline))
    canvas.put(editor.text, at: name, style: Style(.underline), clippedTo: field)
    showCursor(at: Point(x: name.x + editor.cursorColumn, y: name.y), in: field, on: &canvas)
  }

  private static func render(_ filterLine: FilterLine, into canvas: inout Canvas, in line: Rect) {
    let accent = Style(.bold, color: .accent)
    let x = canvas.put(filterLine.prompt, at: line.origin, style: accent, clippedTo: line)
    let field = Rect(x: x, y: line.minY, width: line.maxX - x, height: 1)
    canvas.put(filterLine.query.text, at: field.origin, clippedTo: field)
    let counts = filterLine.counts
    canvas.put(
      counts, at: Point(x: line.maxX - counts.displayWidth, y: line.minY),
      style: Style(color: .muted), clippedTo: line
    )
    if filterLine.isTyping {
      let cursor = Point(x: field.minX + filterLine.query.cursorColumn, y: line.minY)
      showCursor(at: cursor, in: field, on: &canvas)
    }
  }

  private static func showCursor(at point: Point, in field: Rect, on canvas: inout Canvas) {
    guard field.contains(point) else { return }
    canvas.cursor = .visible(at: point)
  }
}

extension ShoppingListView {
  /// The room `state` has in a pane of `pane`: its width, and the rows left for items under the
  /// read-only banner, with and without the filter line.
  package static func layout(
    of state: borrowing ShoppingList.State, in pane: Size
  ) -> ShoppingList.Layout {
    let rows = max(0, pane.height - bannerLines(of: state, width: pane.width).count)
    return ShoppingList.Layout(
      width: max(0, pane.width), rows: rows, rowsWhileFiltering: max(0, rows - 1)
    )
  }

  /// The banner's lines for a pane `width` columns wide: who else is shopping from the list,
  /// then why the list is read-only, else which files of other devices were not read. The text keeps a column free on either
  /// side, as ``render(_:into:in:)`` draws it.
  static func bannerLines(of state: borrowing ShoppingList.State, width: Int) -> [String] {
    let shopping =
      shoppingNotice(othersShopping: state.othersShopping, stores: state.stores)
      .map { [$0.truncated(toWidth: max(0, width - 2))] } ?? []
    if case .readOnly(let reason) = state.save.status {
      return shopping + ReadOnlyBanner.lines(for: reason, width: max(0, width - 2))
    }
    guard !state.skippedFiles.isEmpty else { return shopping }
    return shopping + ReadOnlyBanner.lines(skipping: state.skippedFiles, width: max(0, width - 2))
  }

  /// What the banner says of the others shopping from the list: "Ada is shopping at Lidl"
  /// ("(+1)" for each other trip), or `nil` when nobody is.
  static func shoppingNotice(othersShopping trips: [Trip], stores: StoreDirectory) -> String? {
    guard let first = trips.first else { return nil }
    let store = stores.store(first.store)?.name ?? "a store"
    let shopper = first.shopper.isEmpty ? "Someone" : first.shopper
    let others = trips.count > 1 ? " (+\(trips.count - 1))" : ""
    return "\(shopper) is shopping at \(store)\(others)"
  }
}
