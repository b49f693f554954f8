/// One screen cell of a ``Canvas``: the grapheme shown there and its style.
///
/// A character two columns wide occupies its cell and the next one; that next cell is a
/// *continuation* that shows nothing of its own, so the grid always has exactly one cell per
/// terminal column. A cell is plain bits (its grapheme is a ``Grapheme``), so rows of cells are
/// copied, filled and compared without reference counting.
package struct Cell: Hashable, Sendable {
  /// The grapheme drawn in this cell, kept as plain bits.
  private let grapheme: Grapheme
  /// How the cell looks.
  package var style: Style
  /// Whether this cell is the right half of the wide character in the cell to its left.
  package var isContinuation: Bool
  /// The byte of ``symbol`` if it is one printable ASCII character (a space to a tilde), else 0.
  ///
  /// NB: nearly every cell drawn is one, and a backend that reads this byte never makes the
  /// `Character`.
  package let printableASCII: UInt8

  /// The grapheme drawn in this cell (a space when empty; unused for a continuation).
  package var symbol: Character {
    printableASCII != 0 ? Character(Unicode.Scalar(printableASCII)) : grapheme.character
  }

  /// A cell showing `symbol` in `style`.
  package init(_ symbol: Character = " ", style: Style = .plain) {
    let byte = Self.printableASCII(of: symbol)
    self.grapheme = byte != 0 ? Grapheme(ascii: byte) : Grapheme(symbol)
    self.style = style
    isContinuation = false
    printableASCII = byte
  }

  /// A cell showing the printable ASCII character `byte` in `style`.
  init(printableASCII byte: UInt8, style: Style) {
    self.grapheme = Grapheme(ascii: byte)
    self.style = style
    isContinuation = false
    printableASCII = byte
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

  /// The byte of `symbol` if it is one printable ASCII character, else 0.
  // NB: through the UTF-8 view, not `asciiValue`, which also compares the character with
  // "\r\n".
  private static func printableASCII(of symbol: Character) -> UInt8 {
    let bytes = symbol.utf8
    guard bytes.count == 1, let byte = bytes.first, (0x20..<0x7F).contains(byte) else {
      return 0
    }
    return byte
  }
}
