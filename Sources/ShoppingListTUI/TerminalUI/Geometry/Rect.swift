/// A rectangle of cells that views draw into and that clips what they write.
///
/// Widths and heights are never negative: operations that would shrink a rectangle past nothing
/// produce an empty one, so layout arithmetic on a tiny terminal cannot trap.
package struct Rect: Hashable, Sendable, CustomStringConvertible {
  /// The top-left cell.
  package var origin: Point
  /// The number of columns and rows covered.
  package var size: Size

  /// A rectangle at `x`, `y` covering `width` columns and `height` rows.
  package init(x: Int, y: Int, width: Int, height: Int) {
    origin = Point(x: x, y: y)
    size = Size(width: max(0, width), height: max(0, height))
  }

  /// A rectangle at the top-left corner covering `size`.
  package init(size: Size) {
    self.init(x: 0, y: 0, width: size.width, height: size.height)
  }

  /// The leftmost column.
  package var minX: Int { origin.x }
  /// The topmost row.
  package var minY: Int { origin.y }
  /// The column just past the right edge.
  package var maxX: Int { origin.x + size.width }
  /// The row just past the bottom edge.
  package var maxY: Int { origin.y + size.height }
  /// The number of columns.
  package var width: Int { size.width }
  /// The number of rows.
  package var height: Int { size.height }
  /// Whether the rectangle covers no cell at all.
  package var isEmpty: Bool { size.width == 0 || size.height == 0 }

  /// Whether `point` lies inside the rectangle.
  package func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// The cells covered by both rectangles (empty when they do not overlap).
  package func intersection(_ other: Rect) -> Rect {
    let left = max(minX, other.minX)
    let top = max(minY, other.minY)
    let right = min(maxX, other.maxX)
    let bottom = min(maxY, other.maxY)
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// The rectangle shrunk by `amount` cells on every side, e.g. the inside of a border.
  func inset(by amount: Int) -> Rect {
    Rect(x: minX + amount, y: minY + amount, width: width - 2 * amount, height: height - 2 * amount)
  }

  /// Splits off the first `rows` rows: the top part and what remains below it.
  package func divided(atRow rows: Int) -> (top: Rect, bottom: Rect) {
    let top = min(max(0, rows), height)
    return (
      Rect(x: minX, y: minY, width: width, height: top),
      Rect(x: minX, y: minY + top, width: width, height: height - top)
    )
  }

  /// Splits off the first `columns` columns: the left part and what remains to its right.
  package func divided(atColumn columns: Int) -> (left: Rect, right: Rect) {
    let left = min(max(0, columns), width)
    return (
      Rect(x: minX, y: minY, width: left, height: height),
      Rect(x: minX + left, y: minY, width: width - left, height: height)
    )
  }

  package var description: String { "\(size) at \(origin)" }
}
