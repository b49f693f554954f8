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
