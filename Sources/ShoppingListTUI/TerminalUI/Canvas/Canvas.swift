/// The drawing surface every view renders into: a grid of styled cells plus the text cursor.
///
/// A canvas is a plain value, so a view's output can be compared and printed in tests, and the
/// backend decides how to put it on a real screen. Writes are clipped to a rectangle and to the
/// canvas, and a wide character is never split: where only one of its two columns would be
/// visible, a space is drawn instead.
///
/// ```swift
/// var canvas = Canvas(size: Size(width: 12, height: 3))
/// canvas.box(canvas.bounds, title: "List")
/// canvas.put("strawberries", at: Point(x: 1, y: 1), clippedTo: canvas.bounds.inset(by: 1),
///            overflow: .ellipsis)
/// canvas.lines  // ["┌ List ────┐", "│strawberr…│", "└──────────┘"]
/// ```
package struct Canvas: Hashable, Sendable, CustomStringConvertible {
  /// The number of columns and rows.
  package let size: Size
  /// Where the text cursor is shown after the frame is drawn.
  package var cursor: Cursor = .hidden
  /// The cells, row by row.
  package internal(set) var cells: [Cell]
  /// Which rows were written since the canvas last caught up with a frame (see
  /// ``catchUp(with:)``); every row of a canvas that never did. Not part of what the canvas
  /// shows, so not compared.
  var writtenRows: [Bool]

  /// A blank canvas of `size`.
  package init(size: Size) {
    self.size = Size(width: max(0, size.width), height: max(0, size.height))
    cells = Array(repeating: .blank, count: self.size.width * self.size.height)
    writtenRows = Array(repeating: true, count: self.size.height)
  }

  package static func == (lhs: Canvas, rhs: Canvas) -> Bool {
    lhs.size == rhs.size && lhs.cursor == rhs.cursor && lhs.cells == rhs.cells
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(size)
    hasher.combine(cursor)
    hasher.combine(cells)
  }

  /// Blanks every cell and hides the cursor, keeping the cells' storage: the frame before last,
  /// drawn over again.
  package mutating func clear() {
    cursor = .hidden
    cells.withUnsafeMutableBufferPointer { $0.update(repeating: .blank) }
    markAllRowsWritten()
  }

  /// The whole canvas as a rectangle.
  package var bounds: Rect { Rect(size: size) }

  /// The cell at column `x` and row `y`, which must lie inside the canvas.
  package subscript(x: Int, y: Int) -> Cell {
    precondition(bounds.contains(Point(x: x, y: y)), "(\(x), \(y)) is outside \(bounds)")
    return cells[y * size.width + x]
  }

  /// Writes `text` starting at `point`, keeping inside `clip` (the whole canvas by default).
  ///
  /// - Parameters:
  ///   - text: The text; it is drawn on one row.
  ///   - point: Where the first grapheme goes. It may lie left of `clip` (scrolled text).
  ///   - style: The style of every written cell.
  ///   - clip: The rectangle to stay inside, intersected with the canvas.
  ///   - overflow: Whether text running past the right edge of `clip` ends in `…`.
  /// - Returns: The column just after the text, clipped or not, for placing what follows it.
  @discardableResult
  package mutating func put(
    _ text: String,
    at point: Point,
    style: Style = .plain,
    clippedTo clip: Rect? = nil,
    overflow: Overflow = .clip
  ) -> Int {
    let clip = (clip ?? bounds).intersection(bounds)
    var text = text
    if overflow == .ellipsis {
      text = text.truncated(toWidth: max(0, clip.maxX - point.x))
    }
    var x = point.x
    if let end = putPrintableASCII(&text, at: point, style: style, clippedTo: clip) { return end }
    if text.narrowTextWidth != nil {
      // NB: every code point here is a grapheme of its own, one column wide and printable, so
      // the text needs no grapheme breaking: `·` and `…` in a status line cost what ASCII does.
      for scalar in text.unicodeScalars {
        defer { x += 1 }
        guard point.y >= clip.minY, point.y < clip.maxY, x >= clip.minX, x < clip.maxX else {
          continue
        }
        setCell(Cell(narrowScalar: scalar, style: style), x: x, y: point.y)
      }
      return x
    }
    for character in text {
      let width = character.displayWidth
      defer { x += width }
      guard point.y >= clip.minY, point.y < clip.maxY, width > 0 else { continue }
      guard x + width > clip.minX, x < clip.maxX else { continue }
      if x < clip.minX || x + width > clip.maxX {
        // A wide character cut by the clip: show a space in its visible half.
        setCell(Cell(" ", style: style), x: max(x, clip.minX), y: point.y)
      } else if width == 2 {
        setCell(Cell(character, style: style), x: x, y: point.y)
        setCell(.continuation(style: style), x: x + 1, y: point.y)
      } else {
        let symbol = Self.isControl(character) ? Self.replacementSymbol : character
        setCell(Cell(symbol, style: style), x: x, y: point.y)
      }
    }
    return x
  }

  /// Fills `rect` with `symbol` (a space by default), replacing what was there.
  package mutating func fill(_ rect: Rect, with symbol: Character = " ", style: Style = .plain) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    let width = max(1, symbol.displayWidth)
    if width == 1, !Self.isControl(symbol) {
      // NB: one cell per column, written straight into the storage; nearly every fill is
      // spaces.
      let cell = Cell(symbol, style: style)
      for y in area.minY..<area.maxY {
        prepareToWrite(row: y, columns: area.minX, area.maxX)
        let row = y * size.width
        cells.withUnsafeMutableBufferPointer { cells in
          for x in (row + area.minX)..<(row + area.maxX) { cells[x] = cell }
        }
      }
      return
    }
    let row = String(repeating: symbol, count: (area.width + width - 1) / width)
    for y in area.minY..<area.maxY {
      put(row, at: Point(x: area.minX, y: y), style: style, clippedTo: area)
    }
  }

  /// Changes the style of every cell in `rect` and keeps the text, e.g. to highlight a row. A
  /// wide character that an edge of `rect` cuts in two keeps the style of its first column.
  mutating func setStyle(_ style: Style, in rect: Rect) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    for y in area.minY..<area.maxY {
      writtenRows[y] = true
      let row = y * size.width
      for x in area.minX..<area.maxX {
        cells[row + x].style = style
      }
      // NB: a terminal shows a wide character in one style, its first column's, so a
      // continuation cut off by the rectangle takes its wide character's style.
      if area.minX > 0, cells[row + area.minX].isContinuation {
        cells[row + area.minX].style = cells[row + area.minX - 1].style
      }
      if area.maxX < size.width, cells[row + area.maxX].isContinuation {
        cells[row + area.maxX].style = style
      }
    }
  }

  /// Writes `update`'s changes and takes its cursor, as curses writes them into the screen it
  /// then sends the terminal: a wide character also fills the next column, one with no room for
  /// its second column shows a space, and changes outside the canvas are dropped.
  ///
  /// A write over part of a wide character leaves the rest of it orphaned, shown as
  /// ``unknownSymbol`` until written: curses keeps half a character there and terminals
  /// disagree on what that shows, so a diff must write that column again (see
  /// ``diff(from:)``).
  package mutating func apply(_ update: FrameUpdate) {
    let orphan = Self.unknownSymbol
    for change in update.changes where !change.cell.isContinuation {
      let (x, y) = (change.position.x, change.position.y)
      guard bounds.contains(change.position) else { continue }
      let cell = change.cell
      if cell.symbol.displayWidth < 2 {
        setCell(cell, x: x, y: y, orphan: orphan)
      } else if x + 1 < size.width {
        setCell(cell, x: x, y: y, orphan: orphan)
        setCell(.continuation(style: cell.style), x: x + 1, y: y, orphan: orphan)
      } else {
        setCell(Cell(" ", style: cell.style), x: x, y: y, orphan: orphan)
      }
    }
    cursor = update.cursor
  }

  /// Draws a single-line border along the edges of `rect`, with an optional title in the top
  /// edge; the inside is left untouched. A rectangle smaller than 2×2 gets no border.
  package mutating func box(
    _ rect: Rect,
    style: Style = .plain,
    title: String? = nil,
    titleStyle: Style? = nil
  ) {
    guard rect.width >= 2, rect.height >= 2 else { return }
    let inner = rect.width - 2
    let horizontal = String(repeating: "─", count: inner)
    put("┌" + horizontal + "┐", at: rect.origin, style: style)
    put("└" + horizontal + "┘", at: Point(x: rect.minX, y: rect.maxY - 1), style: style)
    for y in (rect.minY + 1)..<(rect.maxY - 1) {
      put("│", at: Point(x: rect.minX, y: y), style: style)
      put("│", at: Point(x: rect.maxX - 1, y: y), style: style)
    }
    if let title, inner >= 3 {
      let titleArea = Rect(x: rect.minX + 1, y: rect.minY, width: inner - 1, height: 1)
      put(
        " \(title) ", at: titleArea.origin, style: titleStyle ?? style,
        clippedTo: titleArea, overflow: .ellipsis
      )
    }
  }

  /// The screen as text, one string per row, wide characters once and continuations omitted;
  /// what tests compare against.
  package var lines: [String] {
    (0..<size.height).map { y in
      var line = ""
      for x in 0..<size.width {
        let cell = cells[y * size.width + x]
        if !cell.isContinuation { line.append(cell.symbol) }
      }
      return line
    }
  }

  package var description: String { lines.joined(separator: "\n") }

  /// What a cell whose content is not known shows: the half of a wide character that
  /// ``apply(_:)`` left orphaned, or a screen nobody has drawn on yet.
  static let unknownSymbol: Character = "?"

  private static let replacementSymbol: Character = "\u{FFFD}"

  /// Whether `character` is a control character, shown as ``replacementSymbol``; ASCII, nearly
  /// every character drawn, is answered without a Unicode property lookup.
  private static func isControl(_ character: Character) -> Bool {
    if let ascii = character.asciiValue { return ascii < 0x20 || ascii == 0x7F }
    return character.unicodeScalars.first?.properties.generalCategory == .control
  }

  /// Writes `text` as ``put(_:at:style:clippedTo:overflow:)`` does if it is printable ASCII,
  /// returning the column after it; `nil`, writing nothing, for any other text.
  ///
  /// NB: nearly every string drawn is ASCII, one cell a byte: the visible columns are written
  /// straight into the cell storage, and only the cells just outside them can be the other half
  /// of a wide character that the text cuts.
  private mutating func putPrintableASCII(
    _ text: inout String, at point: Point, style: Style, clippedTo clip: Rect
  ) -> Int? {
    let width = size.width
    return text.withUTF8 { bytes -> Int? in
      for byte in bytes where byte < 0x20 || byte > 0x7E { return nil }
      let end = point.x + bytes.count
      let first = max(point.x, clip.minX)
      let last = min(end, clip.maxX)
      guard point.y >= clip.minY, point.y < clip.maxY, first < last else { return end }
      prepareToWrite(row: point.y, columns: first, last)
      let row = point.y * width
      cells.withUnsafeMutableBufferPointer { cells in
        for x in first..<last {
          let byte = bytes[x - point.x]
          cells[row + x] = Cell(printableASCII: byte, style: style)
        }
      }
      return end
    }
  }

  /// Stores `cell`, replacing the other half of any wide character it partly overwrites with
  /// `orphan`.
  private mutating func setCell(_ cell: Cell, x: Int, y: Int, orphan: Character = " ") {
    prepareToWrite(row: y, columns: x, x + 1, orphan: orphan)
    cells[y * size.width + x] = cell
  }

  /// Before columns `first..<last` of row `y` are written: counts the row as written, and
  /// shows `orphan` in the other half of a wide character the columns cut at either end (only
  /// the cells just outside them can be one).
  private mutating func prepareToWrite(
    row y: Int, columns first: Int, _ last: Int, orphan: Character = " "
  ) {
    writtenRows[y] = true
    let row = y * size.width
    if first > 0, cells[row + first].isContinuation {
      cells[row + first - 1] = Cell(orphan, style: cells[row + first - 1].style)
    }
    if last < size.width, cells[row + last].isContinuation {
      cells[row + last] = Cell(orphan, style: cells[row + last].style)
    }
  }
}

extension Canvas {
  /// What ``Canvas/put(_:at:style:clippedTo:overflow:)`` does with text wider than the room
  /// left in its clipping rectangle.
  package enum Overflow: Hashable, Sendable {
    /// Cut the text at the edge.
    case clip
    /// Cut the text so that it ends in `…` at the edge.
    case ellipsis
  }
}

/// Where the terminal's text cursor goes after a frame: hidden, or shown at a cell (a text
/// field being edited shows it at the insertion point).
package enum Cursor: Hashable, Sendable {
  /// No visible cursor.
  case hidden
  /// A visible cursor at the given cell.
  case visible(at: Point)
}
