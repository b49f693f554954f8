/// A width and height in terminal cells, used for the screen and for canvases.
struct Size: Hashable, Sendable, CustomStringConvertible {
  /// Columns.
  var width: Int
  /// Rows.
  var height: Int

  /// Whether this size is at least `other` in both directions.
  func contains(_ other: Size) -> Bool {
    width >= other.width && height >= other.height
  }

  var description: String { "\(width)×\(height)" }
}
