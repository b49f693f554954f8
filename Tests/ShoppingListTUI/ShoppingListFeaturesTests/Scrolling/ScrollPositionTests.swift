import Testing

@testable import ShoppingListFeatures

struct ScrollPositionTests {
  /// A long text as measured at 40×12: 20 lines, of which 7 show at once.
  static var longText: ScrollPosition {
    var scroll = ScrollPosition()
    scroll.measure(TextExtent(lineCount: 20, visibleLineCount: 7))
    return scroll
  }

  @Test func linesStopAtTheTopAndAtTheLastFullPage() {
    var scroll = Self.longText
    scroll.scroll(.lineUp)
    #expect(scroll.offset == 0)
    scroll.scroll(.lineDown)
    scroll.scroll(.lineDown)
    #expect(scroll.offset == 2)
    scroll.scroll(.lineUp)
    #expect(scroll.offset == 1)
    for _ in 1...20 { scroll.scroll(.lineDown) }
    #expect(scroll.offset == 13)
  }

  @Test func pagesMoveAPageLessOneLineAndStayInRange() {
    var scroll = Self.longText
    var offsets: [Int] = []
    for move in [ScrollMove.pageDown, .pageDown, .pageDown, .pageDown] {
      scroll.scroll(move)
      offsets.append(scroll.offset)
    }
    for move in [ScrollMove.pageUp, .pageUp, .pageUp, .pageUp] {
      scroll.scroll(move)
      offsets.append(scroll.offset)
    }
    #expect(offsets == [6, 12, 13, 13, 7, 1, 0, 0])
  }

  @Test func aTextThatFitsDoesNotScroll() {
    var scroll = ScrollPosition()
    scroll.measure(TextExtent(lineCount: 1, visibleLineCount: 1))
    scroll.scroll(.lineDown)
    scroll.scroll(.pageDown)
    #expect(scroll.offset == 0)
  }

  @Test func nothingScrollsBeforeTheViewMeasuredTheText() {
    var scroll = ScrollPosition()
    scroll.scroll(.lineDown)
    scroll.scroll(.pageDown)
    #expect(scroll.offset == 0)
  }

  @Test func aLargerMeasurementPullsTheScrollBackIntoRange() {
    var scroll = Self.longText
    scroll.scroll(by: 100)
    #expect(scroll.offset == 13)
    scroll.measure(TextExtent(lineCount: 20, visibleLineCount: 10))
    #expect(scroll.offset == 10)
    scroll.measure(TextExtent(lineCount: 20, visibleLineCount: 7))
    #expect(scroll.offset == 10)
  }
}
