import TestSupport
import Testing

@testable import TerminalUI

@Suite struct KeyEventTests {
  @Test(arguments: [
    (KeyEvent.character("a"), "a"), (.character("A"), "A"), (.character(" "), "space"),
    (.character("é"), "é"), (.character("中"), "中"), (.up, "up"), (.down, "down"),
    (.left, "left"), (.right, "right"), (.home, "home"), (.end, "end"), (.pageUp, "pgup"),
    (.pageDown, "pgdown"), (.enter, "enter"), (.tab, "tab"), (.backTab, "shift+tab"),
    (.backspace, "backspace"), (.delete, "delete"), (.escape, "esc"), (.ctrl("c"), "ctrl+c"),
    (.ctrl("@"), "ctrl+@"), (.function(5), "f5"), (.function(12), "f12"), (.resize, "resize"),
    (.alt(.character("d")), "alt+d"), (.alt(.backspace), "alt+backspace"),
    (.paste("milk\neggs"), "paste"),
    (.mouse(MouseEvent(.press(.left), at: Point(x: 3, y: 4))), "mouse left press at (3, 4)"),
    (
      .mouse(MouseEvent(.wheelDown, at: Point(x: 0, y: 1), modifiers: [.shift, .ctrl])),
      "mouse shift+ctrl+wheel down at (0, 1)"
    ),
  ])
  func description(key: KeyEvent, expected: String) {
    #expect(key.description == expected)
  }
}
