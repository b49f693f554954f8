/// A cell position on the screen: `x` is the column and `y` the row, both counted from zero at
/// the top-left corner, so views can place text without knowing the terminal's real size.
package struct Point: Hashable, Sendable, CustomStringConvertible {
  /// The column, from zero at the left edge.
  package var x: Int
  /// The row, from zero at the top edge.
  package var y: Int

  /// The cell in column `x` and row `y`.
  package init(x: Int, y: Int) {
    self.x = x
    self.y = y
  }

  /// The top-left corner.
  package static let zero = Point(x: 0, y: 0)

  package var description: String { "(\(x), \(y))" }
}
