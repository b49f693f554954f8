import Testing

@testable import TerminalUI

/// A frame update holds its changes as runs of the frame's own cells; its changes, equality and
/// hash are those of the cells it writes, however it holds them.
@Suite struct FrameUpdateTests {
  @Test func diffTakesRunsOfTheFramesCells() {
    var previous = Canvas(size: Size(width: 8, height: 3))
    previous.put("abcdefgh", at: .zero)
    previous.put("中文", at: Point(x: 0, y: 1))
    var next = previous
    next.put("XY", at: Point(x: 1, y: 0))
    next.put("Z", at: Point(x: 7, y: 0))
    next.put("日", at: Point(x: 2, y: 1))
    next.put("!", at: Point(x: 4, y: 1))
    let update = next.diff(from: previous)
    #expect(
      update.runs == [
        FrameUpdate.Run(start: 1, count: 2, position: Point(x: 1, y: 0)),
        FrameUpdate.Run(start: 7, count: 1, position: Point(x: 7, y: 0)),
        FrameUpdate.Run(start: 10, count: 3, position: Point(x: 2, y: 1)),
      ]
    )
    #expect(update.cells == next.cells)
    #expect(
      update.changes == [
        FrameUpdate.Change(Cell("X"), at: Point(x: 1, y: 0)),
        FrameUpdate.Change(Cell("Y"), at: Point(x: 2, y: 0)),
        FrameUpdate.Change(Cell("Z"), at: Point(x: 7, y: 0)),
        FrameUpdate.Change(Cell("日"), at: Point(x: 2, y: 1)),
        FrameUpdate.Change(Cell("!"), at: Point(x: 4, y: 1)),
      ]
    )
  }

  @Test func aFrameWithoutPreviousWritesEveryRowWhole() {
    var next = Canvas(size: Size(width: 3, height: 2))
    next.put("中a", at: .zero)
    let update = next.diff(from: nil)
    #expect(
      update.runs == [
        FrameUpdate.Run(start: 0, count: 3, position: Point(x: 0, y: 0)),
        FrameUpdate.Run(start: 3, count: 3, position: Point(x: 0, y: 1)),
      ]
    )
    #expect(update.changes.map(\.position) == [0, 2, 3, 4, 5].map { Point(x: $0 % 3, y: $0 / 3) })
  }

  @Test func updatesWritingTheSameCellsAreEqual() {
    var previous = Canvas(size: Size(width: 4, height: 1))
    previous.put("abcd", at: .zero)
    var next = previous
    next.put("xy", at: Point(x: 1, y: 0))
    let listed = FrameUpdate(
      size: Size(width: 4, height: 1),
      changes: [
        FrameUpdate.Change(Cell("x"), at: Point(x: 1, y: 0)),
        FrameUpdate.Change(Cell("y"), at: Point(x: 2, y: 0)),
      ],
      cursor: .hidden
    )
    #expect(next.diff(from: previous) == listed)
    #expect(next.diff(from: previous).hashValue == listed.hashValue)
    #expect(
      next.diff(from: previous) != FrameUpdate(size: listed.size, changes: [], cursor: .hidden))
  }
}
