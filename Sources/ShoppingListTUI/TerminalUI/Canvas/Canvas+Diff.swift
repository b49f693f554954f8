import Glibc

extension Canvas {
  /// The changes that turn a screen showing `previous` into one showing this canvas: every cell
  /// that differs, or every cell when there is no previous frame or it has another size.
  ///
  /// Only the rows written since this canvas caught up with `previous` (``catchUp(with:)``)
  /// are compared, all of them for a canvas that never caught up: the rest show `previous`'s
  /// cells.
  ///
  /// Continuation cells are never changes of their own: the wide character to their left
  /// covers them. A write over part of a wide character orphans the rest of it (curses keeps
  /// half a character there, a terminal may blank it), so that column must be written again;
  /// comparing whole cells, the continuation flag included, always finds it changed:
  /// - a narrow cell over a wide character's left half: the old continuation's column is no
  ///   longer a continuation, so it is written after it;
  /// - a wide character over another one's left half: the other's continuation column is no
  ///   longer a continuation either, and is written after it;
  /// - any cell over a continuation: the wide character to its left is gone too (a wide
  ///   character is always followed by its continuation), so that column is written before it,
  ///   or is covered by a new wide character written before it.
  ///
  /// ```swift
  /// var previous = Canvas(size: Size(width: 3, height: 1))
  /// previous.put("中", at: .zero)
  /// var next = Canvas(size: previous.size)
  /// next.put("ab", at: .zero)
  /// next.diff(from: previous).changes  // "a" at (0, 0), "b" at (1, 0)
  /// ```
  func diff(from previous: Canvas?) -> FrameUpdate {
    let width = size.width
    guard let previous, previous.size == size else {
      let runs = (0..<(width > 0 ? size.height : 0)).map { y in
        FrameUpdate.Run(start: y * width, count: width, position: Point(x: 0, y: y))
      }
      return FrameUpdate(size: size, cells: cells, runs: runs, cursor: cursor)
    }
    var runs: [FrameUpdate.Run] = []
    cells.withUnsafeBufferPointer { next in
      previous.cells.withUnsafeBufferPointer { previous in
        var index = 0
        for y in 0..<size.height {
          guard writtenRows[y] else {
            index += width
            continue
          }
          // NB: most rows of a frame are the last frame's, bit for bit, and cells with the same
          // bits are equal; rows whose bits differ (a change, or two copies of one text) are
          // compared cell by cell.
          if let new = next.baseAddress.map({ $0 + index }),
            let old = previous.baseAddress.map({ $0 + index }),
            memcmp(new, old, width * MemoryLayout<Cell>.stride) == 0
          {
            index += width
            continue
          }
          // NB: a continuation cell stays in the run its wide character began.
          let row = index
          var runStart: Int?
          func endRun(before end: Int) {
            guard let start = runStart else { return }
            runs.append(
              FrameUpdate.Run(
                start: row + start, count: end - start, position: Point(x: start, y: y)))
            runStart = nil
          }
          for x in 0..<width {
            if next[index].isContinuation {
              // Covered by the wide character to its left.
            } else if !(next[index] == previous[index]) {
              if runStart == nil { runStart = x }
            } else {
              endRun(before: x)
            }
            index += 1
          }
          endRun(before: width)
        }
      }
    }
    return FrameUpdate(size: size, cells: cells, runs: runs, cursor: cursor)
  }
}
