/// One screen cell of a ``Canvas``: the grapheme shown there and its style.
///
/// A character two columns wide occupies its cell and the next one; that next cell is a
/// *continuation* that shows nothing of its own, so the grid always has exactly one cell per
/// terminal column.
package struct Cell: Hashable, Sendable {
  /// The grapheme drawn in this cell (a space when empty; unused for a continuation).
  package let symbol: Character
  /// How the cell looks.
  package var style: Style
  /// Whether this cell is the right half of the wide character in the cell to its left.
  package var isContinuation: Bool
  /// The byte of ``symbol`` if it is one printable ASCII character (a space to a tilde), else 0.
  ///
  /// NB: nearly every cell drawn is one, and a backend or a diff that reads this byte never
  /// looks into the `Character`, which costs a call and a reference count for every cell.
  package let printableASCII: UInt8

  /// A cell showing `symbol` in `style`.
  package init(_ symbol: Character = " ", style: Style = .plain) {
    self.symbol = symbol
    self.style = style
    isContinuation = false
    printableASCII = Self.printableASCII(of: symbol)
  }

  /// A cell showing the printable ASCII character `symbol`, whose byte is `byte`.
  init(_ symbol: Character, printableASCII byte: UInt8, style: Style) {
    self.symbol = symbol
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

  package static func == (lhs: Cell, rhs: Cell) -> Bool {
    guard lhs.style == rhs.style, lhs.isContinuation == rhs.isContinuation,
      lhs.printableASCII == rhs.printableASCII
    else { return false }
    return lhs.printableASCII != 0 || lhs.symbol == rhs.symbol
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(symbol)
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
