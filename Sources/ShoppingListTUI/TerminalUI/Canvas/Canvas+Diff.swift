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
    var changes: [FrameUpdate.Change] = []
    let width = size.width
    guard let previous, previous.size == size else {
      changes.reserveCapacity(cells.count)
      for (index, cell) in cells.enumerated() where !cell.isContinuation {
        changes.append(.init(cell, at: Point(x: index % width, y: index / width)))
      }
      return FrameUpdate(size: size, changes: changes, cursor: cursor)
    }
    // NB: room for two rows, what a cursor move changes, so most frames allocate once.
    changes.reserveCapacity(min(cells.count, 2 * width))
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
          if let row = next.baseAddress.map({ $0 + index }),
            let old = previous.baseAddress.map({ $0 + index }),
            memcmp(row, old, width * MemoryLayout<Cell>.stride) == 0
          {
            index += width
            continue
          }
          for x in 0..<width {
            let cell = next[index]
            if !cell.isContinuation, cell != previous[index] {
              changes.append(.init(cell, at: Point(x: x, y: y)))
            }
            index += 1
          }
        }
      }
    }
    return FrameUpdate(size: size, changes: changes, cursor: cursor)
  }
}
