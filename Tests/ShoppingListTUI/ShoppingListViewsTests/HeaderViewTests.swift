import TestSupport
import Testing

@testable import ShoppingListFeatures
@testable import ShoppingListViews
@testable import TerminalUI

@MainActor
struct HeaderViewTests {
  static func draw(_ pane: Pane, width: Int = 80) -> Canvas {
    var canvas = Canvas(size: Size(width: width, height: 1))
    HeaderView.render(HeaderView.ViewState(activePane: pane), into: &canvas, in: canvas.bounds)
    return canvas
  }

  @Test func bothPanesAreNamedInTabOrderWithHelpOnTheRight() {
    #expect(Self.draw(.list, width: 40).lines == [" Shopping list   Counter         ? help "])
  }

  @Test func theActivePaneIsHighlighted() {
    let active = Style([.bold, .reverse], color: .accent)
    let list = Self.draw(.list)
    #expect(list[1, 0].style == active)
    #expect(list[17, 0].style == Style(color: .muted))
    let counter = Self.draw(.counter)
    #expect(counter[1, 0].style == Style(color: .muted))
    #expect(counter[17, 0].style == active)
  }

  @Test func theHintGoesFirstOnANarrowScreen() {
    #expect(Self.draw(.counter, width: 28).lines == [" Shopping list   Counter    "])
  }
}
