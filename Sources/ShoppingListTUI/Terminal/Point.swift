/// A cell position on the screen: `x` is the column and `y` the row, both counted from zero at
/// the top-left corner, so views can place text without knowing the terminal's real size.
struct Point: Hashable, Sendable, CustomStringConvertible {
  /// The column, from zero at the left edge.
  var x: Int
  /// The row, from zero at the top edge.
  var y: Int

  /// The top-left corner.
  static let zero = Point(x: 0, y: 0)

  var description: String { "(\(x), \(y))" }
}
