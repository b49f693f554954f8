import TestSupport
import Testing

@testable import ShoppingListFeatures
@testable import ShoppingListViews
@testable import TerminalUI

struct ShoppingListTextWindowTests {
  typealias TextWindow = ShoppingListView.TextWindow

  @Test func aShortTextShowsWhole() {
    let window = TextWindow(LineEditor.State(text: "milk"), width: 10)
    #expect(window == TextWindow(text: "milk", cursorColumn: 4))
  }

  @Test func aLongTextScrollsByHalfAFieldToKeepTheCursorVisible() {
    let text = "abcdefghijklmnopqrstuvwxyz"
    #expect(
      TextWindow(LineEditor.State(text: text), width: 10)
        == TextWindow(text: "rstuvwxyz", cursorColumn: 9)
    )
    #expect(
      TextWindow(LineEditor.State(text: text, cursor: 12), width: 10)
        == TextWindow(text: "fghijklmno", cursorColumn: 7)
    )
    #expect(
      TextWindow(LineEditor.State(text: text, cursor: 0), width: 10)
        == TextWindow(text: "abcdefghij", cursorColumn: 0)
    )
  }

  @Test func theCursorNeverLeavesTheField() {
    let text = "牛乳と👍🏽とcafé\u{301}と" + String(repeating: "x", count: 40)
    for width in 1...12 {
      for cursor in 0...text.count {
        let window = TextWindow(LineEditor.State(text: text, cursor: cursor), width: width)
        #expect((0..<width).contains(window.cursorColumn), "width \(width), cursor \(cursor)")
        #expect(window.text.displayWidth <= width, "width \(width), cursor \(cursor)")
      }
    }
  }

  @Test func aWideCharacterCutByTheLeftEdgeShowsAsASpace() {
    let window = TextWindow(LineEditor.State(text: "a牛乳bcdef", cursor: 3), width: 4)
    #expect(window == TextWindow(text: " 乳b", cursorColumn: 3))
  }
}
