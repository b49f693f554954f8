/// A width and height in terminal cells, used for the screen and for canvases.
package struct Size: Hashable, Sendable, CustomStringConvertible {
  /// Columns.
  package var width: Int
  /// Rows.
  package var height: Int

  /// A size of `width` columns and `height` rows.
  package init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// Whether this size is at least `other` in both directions.
  package func contains(_ other: Size) -> Bool {
    width >= other.width && height >= other.height
  }

  package var description: String { "\(width)×\(height)" }
}
