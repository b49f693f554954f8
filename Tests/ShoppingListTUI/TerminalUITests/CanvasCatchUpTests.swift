import TestSupport
import Testing

@testable import TerminalUI

/// A canvas drawn two frames ago catching up with the last frame, and the diff of the rows
/// written after it.
@Suite struct CanvasCatchUpTests {
  @Test func aCanvasCatchesUpByCopyingTheRowsTheNextFrameWrote() {
    var older = Canvas(size: Size(width: 4, height: 3))
    older.put("aaaa", at: Point(x: 0, y: 0))
    older.put("bbbb", at: Point(x: 0, y: 1))
    var last = older
    last.markNoRowsWritten()
    last.put("中x", at: Point(x: 0, y: 1))
    last.cursor = .visible(at: Point(x: 3, y: 2))
    // NB: a row the last frame did not write is not copied, so a cell changed there behind
    // the runtime's back stays as it is.
    older.put("zz", at: Point(x: 0, y: 2))

    older.catchUp(with: last)

    #expect(older.lines == ["aaaa", "中xb", "zz  "])
    #expect(older.cursor == .visible(at: Point(x: 3, y: 2)))
    #expect(older.writtenRows == [false, false, false])
  }

  @Test func aCanvasThatCaughtUpComparesOnlyTheRowsWrittenSince() {
    var shown = Canvas(size: Size(width: 3, height: 3))
    shown.put("abc", at: Point(x: 0, y: 0))
    var next = Canvas(size: shown.size)
    next.catchUp(with: shown)
    #expect(next.diff(from: shown).changes == [])

    next.put("x", at: Point(x: 1, y: 2))
    next.setStyle(Style(.bold), in: Rect(x: 0, y: 1, width: 1, height: 1))

    #expect(next.writtenRows == [false, true, true])
    #expect(
      next.diff(from: shown).changes == [
        FrameUpdate.Change(Cell(" ", style: Style(.bold)), at: Point(x: 0, y: 1)),
        FrameUpdate.Change(Cell("x"), at: Point(x: 1, y: 2)),
      ]
    )
  }

  @Test func clearingCountsEveryRowAsWritten() {
    var canvas = Canvas(size: Size(width: 2, height: 2))
    canvas.markNoRowsWritten()
    canvas.clear()
    #expect(canvas.writtenRows == [true, true])
  }

  @Test func whichRowsWereWrittenIsNoPartOfWhatACanvasShows() {
    var written = Canvas(size: Size(width: 2, height: 1))
    written.put("a", at: .zero)
    var caughtUp = Canvas(size: written.size)
    caughtUp.catchUp(with: written)
    #expect(written.writtenRows != caughtUp.writtenRows)
    #expect(written == caughtUp)
    #expect(written.hashValue == caughtUp.hashValue)
  }
}
