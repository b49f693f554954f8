import TestSupport
import Testing

@testable import TerminalUI

/// The frame diff: which cells a terminal must be sent to go from one canvas to the next, with
/// wide characters, their continuation cells, styles and the cursor.
@Suite struct CanvasDiffTests {
  /// A canvas with `lines` written from the top-left corner, as wide as the widest line.
  static func canvas(_ lines: String..., style: Style = .plain) -> Canvas {
    let width = lines.map(\.displayWidth).max() ?? 0
    var canvas = Canvas(size: Size(width: width, height: lines.count))
    for (y, line) in lines.enumerated() {
      canvas.put(line, at: Point(x: 0, y: y), style: style)
    }
    return canvas
  }

  /// A change writing `symbol` at column `x` and row `y`.
  static func change(
    _ x: Int, _ y: Int, _ symbol: Character, _ style: Style = .plain
  ) -> FrameUpdate.Change {
    FrameUpdate.Change(Cell(symbol, style: style), at: Point(x: x, y: y))
  }

  @Test func identicalFramesChangeNothing() {
    let previous = Self.canvas("ab中", "cd  ")
    #expect(
      Self.canvas("ab中", "cd  ").diff(from: previous)
        == FrameUpdate(size: Size(width: 4, height: 2), changes: [], cursor: .hidden)
    )
  }

  /// A grapheme too long to be kept inline is stored apart in each frame: the same text, with
  /// other bits.
  @Test func theSameLongGraphemeInTwoFramesChangesNothing() {
    let family = ["👨", "👩", "👧"].joined(separator: "\u{200D}")
    let previous = Self.canvas(family + "a", "b")
    let next = Self.canvas(["👨", "👩", "👧"].joined(separator: "\u{200D}") + "a", "b")
    #expect(next.diff(from: previous).changes == [])
    #expect(next.diff(from: Self.canvas(family + "c", "b")).changes == [Self.change(2, 0, "a")])
  }

  @Test func oneChangedCell() {
    let previous = Self.canvas("abcd", "efgh")
    let next = Self.canvas("abcd", "efXh")
    #expect(next.diff(from: previous).changes == [Self.change(2, 1, "X")])
  }

  @Test func styleOnlyChange() {
    let previous = Self.canvas("ab中")
    var next = previous
    next.setStyle(Style(.bold), in: Rect(x: 1, y: 0, width: 3, height: 1))
    #expect(
      next.diff(from: previous).changes == [
        Self.change(1, 0, "b", Style(.bold)),
        Self.change(2, 0, "中", Style(.bold)),
      ]
    )
  }

  @Test func cursorOnlyChange() {
    let previous = Self.canvas("ab")
    var next = previous
    next.cursor = .visible(at: Point(x: 1, y: 0))
    #expect(
      next.diff(from: previous)
        == FrameUpdate(
          size: Size(width: 2, height: 1), changes: [], cursor: .visible(at: Point(x: 1, y: 0))
        )
    )
  }

  @Test func withoutAPreviousFrameEveryCellButContinuationsIsWritten() {
    var next = Self.canvas("a中", "bc")
    next.cursor = .visible(at: Point(x: 2, y: 1))
    #expect(
      next.diff(from: nil)
        == FrameUpdate(
          size: Size(width: 3, height: 2),
          changes: [
            Self.change(0, 0, "a"), Self.change(1, 0, "中"),
            Self.change(0, 1, "b"), Self.change(1, 1, "c"), Self.change(2, 1, " "),
          ],
          cursor: .visible(at: Point(x: 2, y: 1))
        )
    )
  }

  @Test func previousFrameOfAnotherSizeIsIgnored() {
    let next = Self.canvas("a中", "bc")
    #expect(next.diff(from: Self.canvas("a中")) == next.diff(from: nil))
    #expect(next.diff(from: Self.canvas("a中 ", "bc ")) == next.diff(from: nil))
  }

  @Test func wideCharacterOverTwoNarrowCells() {
    let previous = Self.canvas("abc")
    let next = Self.canvas("中c")
    #expect(next.diff(from: previous).changes == [Self.change(0, 0, "中")])
  }

  @Test func wideCharacterReplacedByTwoNarrowOnes() {
    let previous = Self.canvas("中c")
    let next = Self.canvas("abc")
    #expect(next.diff(from: previous).changes == [Self.change(0, 0, "a"), Self.change(1, 0, "b")])
  }

  @Test func wideCharacterReplacedByANarrowOneAndABlank() {
    // Column 1 shows a blank before and after, but before it was the wide character's right
    // half: the terminal is only rid of it once that column is written too.
    let previous = Self.canvas("中c")
    let next = Self.canvas("a c")
    #expect(next.diff(from: previous).changes == [Self.change(0, 0, "a"), Self.change(1, 0, " ")])
  }

  @Test func narrowCellBecomesTheRightHalfOfANewWideCharacter() {
    let previous = Self.canvas("abc")
    let next = Self.canvas("a中")
    #expect(next.diff(from: previous).changes == [Self.change(1, 0, "中")])
  }

  @Test func wideCharacterShiftedRightByOneColumn() {
    let previous = Self.canvas("中  ")
    let next = Self.canvas(" 中 ")
    #expect(next.diff(from: previous).changes == [Self.change(0, 0, " "), Self.change(1, 0, "中")])
  }

  @Test func wideCharacterShiftedLeftByOneColumn() {
    let previous = Self.canvas(" 中 ")
    let next = Self.canvas("中  ")
    #expect(next.diff(from: previous).changes == [Self.change(0, 0, "中"), Self.change(2, 0, " ")])
  }

  @Test func wideCharacterOverHalvesOfTwoOthers() {
    let previous = Self.canvas("中文")
    let next = Self.canvas(" 日 ")
    #expect(
      next.diff(from: previous).changes == [
        Self.change(0, 0, " "), Self.change(1, 0, "日"), Self.change(3, 0, " "),
      ]
    )
  }

  @Test func cellRightAfterAWideCharacter() {
    let previous = Self.canvas("中a")
    let next = Self.canvas("中b")
    #expect(next.diff(from: previous).changes == [Self.change(2, 0, "b")])
  }

  @Test func changesComeRowByRowLeftToRight() {
    let previous = Self.canvas("abc", "def")
    let next = Self.canvas("Abc", "dEF")
    #expect(
      next.diff(from: previous).changes == [
        Self.change(0, 0, "A"), Self.change(1, 1, "E"), Self.change(2, 1, "F"),
      ]
    )
  }

  @Test func applyLeavesWhatAWriteOrphansUnknown() {
    var screen = Self.canvas("中文ab中")
    screen.apply(
      FrameUpdate(
        size: screen.size,
        changes: [Self.change(1, 0, "x"), Self.change(2, 0, "y"), Self.change(5, 0, "日")],
        cursor: .visible(at: Point(x: 0, y: 0))
      )
    )
    #expect(screen.lines == ["?xy?a日?"])
    #expect(screen[6, 0] == .continuation(style: .plain))
    #expect(screen.cursor == .visible(at: Point(x: 0, y: 0)))
  }

  @Test func applyClipsToTheScreen() {
    var screen = Self.canvas("abc")
    screen.apply(
      FrameUpdate(
        size: Size(width: 4, height: 2),
        changes: [Self.change(2, 0, "中"), Self.change(3, 0, "x"), Self.change(0, 1, "y")],
        cursor: .hidden
      )
    )
    #expect(screen.lines == ["ab "])
  }

  /// Applying the diff to a screen that shows the previous frame must show the next one, for
  /// any two frames: random rows of narrow and wide characters in random styles.
  @Test func applyingTheDiffShowsTheNextFrame() {
    var random = SplitMix64(seed: 0x5EED)
    let symbols: [String] = ["a", "b", " ", "中", "文", "é", "👍"]
    let styles = [Style.plain, Style(.bold), Style(.reverse, color: .accent)]
    func randomCanvas() -> Canvas {
      var canvas = Canvas(size: Size(width: 7, height: 2))
      for _ in 0..<6 {
        let text = (0..<Int.random(in: 1...4, using: &random))
          .map { _ in symbols.randomElement(using: &random) ?? "a" }
          .joined()
        let point = Point(
          x: Int.random(in: -1...6, using: &random), y: Int.random(in: 0...1, using: &random)
        )
        canvas.put(text, at: point, style: styles.randomElement(using: &random) ?? .plain)
      }
      canvas.setStyle(
        Style(.underline),
        in: Rect(x: Int.random(in: 0...6, using: &random), y: 0, width: 3, height: 1)
      )
      return canvas
    }
    for _ in 0..<500 {
      let previous = randomCanvas()
      let next = randomCanvas()
      var screen = previous
      screen.apply(next.diff(from: previous))
      #expect(screen == next, "from \(previous.lines) to \(next.lines)")
    }
  }
}
