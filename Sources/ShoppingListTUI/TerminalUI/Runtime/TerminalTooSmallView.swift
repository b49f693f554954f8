/// What the runtime shows instead of the app while the terminal is below the app's minimum
/// size: a plain message, because squeezed layouts would draw garbage.
package enum TerminalTooSmallView {
  /// Draws the message centered in `canvas`, cut with `…` when even that does not fit.
  package static func render(size: Size, minimum: Size, into canvas: inout Canvas) {
    let lines = [
      "Terminal too small",
      "Needs \(minimum), now \(size)",
    ]
    let top = max(0, (canvas.size.height - lines.count) / 2)
    for (offset, line) in lines.enumerated() {
      let left = max(0, (canvas.size.width - line.displayWidth) / 2)
      canvas.put(
        line, at: Point(x: left, y: top + offset),
        style: offset == 0 ? Style(.bold) : .plain, overflow: .ellipsis
      )
    }
  }
}
