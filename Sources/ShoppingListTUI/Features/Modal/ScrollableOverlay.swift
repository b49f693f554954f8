/// An overlay whose content can be taller than its pane (a dialog, the help), scrolled by keys
/// within bounds and kept within them when the screen changes size.
protocol ScrollableOverlay {
  /// The first line shown.
  var scrollOffset: Int { get set }
  /// The screen the overlay is laid out on.
  var screenSize: Size { get set }
  /// The largest offset on the current screen: the one that shows the last line at the bottom.
  var maxScrollOffset: Int { get }
  /// How far Page Up and Page Down move.
  var pageStep: Int { get }
}

extension ScrollableOverlay {
  /// Scrolls by `lines` (negative is up), staying within the content.
  mutating func scroll(by lines: Int) {
    scrollOffset = min(max(0, scrollOffset + lines), maxScrollOffset)
  }

  /// Scrolls by `pages` pages (negative is up), staying within the content.
  mutating func scroll(byPages pages: Int) {
    scroll(by: pages * pageStep)
  }

  /// Lays the overlay out on a screen of `size`, pulling the offset back within the content.
  mutating func resize(to size: Size) {
    screenSize = size
    scroll(by: 0)
  }
}
