/// One screen cell of a ``Canvas``: the grapheme shown there and its style.
///
/// A character two columns wide occupies its cell and the next one; that next cell is a
/// *continuation* that shows nothing of its own, so the grid always has exactly one cell per
/// terminal column. A cell is plain bits (its grapheme is a ``Grapheme``), so rows of cells are
/// copied, filled and compared without reference counting.
package struct Cell: Hashable, Sendable {
  /// The grapheme drawn in this cell, kept as plain bits.
  private let grapheme: Grapheme
  /// The code point of ``symbol`` if it is one narrow-text code point, else 0: printable ASCII,
  /// Latin-1 to the spacing modifiers, and the narrow punctuation, arrows and box drawing
  /// (`Unicode.Scalar.isNarrowText`), each one column wide and a grapheme of its own.
  ///
  /// NB: nearly every cell drawn is one (the list's names, the cursor's `›`, a status line's
  /// `·`), and a backend that reads this code point never makes the `Character`.
  package let narrowScalar: UInt32
  /// How the cell looks.
  package var style: Style
  /// Whether this cell is the right half of the wide character in the cell to its left.
  package var isContinuation: Bool

  /// The grapheme drawn in this cell (a space when empty; unused for a continuation).
  package var symbol: Character {
    if narrowScalar != 0, let scalar = Unicode.Scalar(narrowScalar) { return Character(scalar) }
    return grapheme.character
  }

  /// A cell showing `symbol` in `style`.
  package init(_ symbol: Character = " ", style: Style = .plain) {
    if let scalar = Self.narrowScalar(of: symbol) {
      self.init(narrowScalar: scalar, style: style)
    } else {
      self.init(grapheme: Grapheme(symbol), narrowScalar: 0, style: style)
    }
  }

  /// A cell showing the printable ASCII character `byte` in `style`.
  init(printableASCII byte: UInt8, style: Style) {
    self.init(grapheme: Grapheme(ascii: byte), narrowScalar: UInt32(byte), style: style)
  }

  /// A cell showing `scalar`, a narrow-text code point, in `style`.
  init(narrowScalar scalar: Unicode.Scalar, style: Style) {
    self.init(grapheme: Grapheme(scalar: scalar), narrowScalar: scalar.value, style: style)
  }

  private init(grapheme: Grapheme, narrowScalar: UInt32, style: Style) {
    self.grapheme = grapheme
    self.narrowScalar = narrowScalar
    self.style = style
    isContinuation = false
  }

  /// The right half of a wide character drawn in `style`.
  package static func continuation(style: Style) -> Cell {
    var cell = Cell(" ", style: style)
    cell.isContinuation = true
    return cell
  }

  /// An empty cell in the default style.
  package static let blank = Cell()

  // NB: the grapheme's bits, not the `Character`'s canonical equivalence: two spellings of one
  // character are two cells, and the one replacing the other is drawn again.
  package static func == (lhs: Cell, rhs: Cell) -> Bool {
    lhs.grapheme == rhs.grapheme && lhs.style == rhs.style
      && lhs.isContinuation == rhs.isContinuation
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(grapheme)
    hasher.combine(style)
    hasher.combine(isContinuation)
  }

  /// The code point of `symbol` if it is a single narrow-text code point, else `nil`.
  // NB: through the code points, not `asciiValue`, which also compares the character with
  // "\r\n".
  private static func narrowScalar(of symbol: Character) -> Unicode.Scalar? {
    var scalars = symbol.unicodeScalars.makeIterator()
    guard let scalar = scalars.next(), scalars.next() == nil, scalar.isNarrowText else {
      return nil
    }
    return scalar
  }
}
