/// How far a dialog's or the help's text is scrolled, kept within what its view last measured:
/// how many lines the text takes and how many show at once.
///
/// The view lays the text out; the app passes the measurements in with
/// ``App/Action/layoutChanged(_:)`` whenever the screen or the text changed, so keys scroll
/// exactly as far as there is text to see.
///
/// ```swift
/// var scroll = ScrollPosition()
/// scroll.measure(TextExtent(lineCount: 30, visibleLineCount: 10))
/// scroll.scroll(byPages: 1)  // offset 9: a page less one line of context
/// scroll.scroll(by: 100)     // offset 20: the last line at the bottom
/// ```
package struct ScrollPosition: Equatable, Sendable {
  /// The first line shown, between zero and ``maxOffset``.
  package var offset = 0
  /// The text's size as last measured; nothing scrolls before the first measurement.
  package var extent = TextExtent(lineCount: 0, visibleLineCount: 0)

  /// At the top, before any measurement.
  package init() {}

  /// The largest offset: the one that shows the last line at the bottom.
  var maxOffset: Int { max(0, extent.lineCount - extent.visibleLineCount) }

  /// How far Page Up and Page Down move: a page less one line of context.
  package var pageStep: Int { max(1, extent.visibleLineCount - 1) }

  /// Scrolls by `lines` (negative is up), staying within the text.
  package mutating func scroll(by lines: Int) {
    offset = min(max(0, offset + lines), maxOffset)
  }

  /// Scrolls by `pages` pages (negative is up), staying within the text.
  package mutating func scroll(byPages pages: Int) {
    scroll(by: pages * pageStep)
  }

  /// Takes a new measurement, pulling the offset back within the text.
  package mutating func measure(_ extent: TextExtent) {
    self.extent = extent
    scroll(by: 0)
  }
}

/// The size of scrollable text as its view laid it out on the current screen.
package struct TextExtent: Equatable, Sendable {
  /// How many lines the text takes.
  package var lineCount: Int
  /// How many of them show at once.
  package var visibleLineCount: Int

  /// `lineCount` lines, of which `visibleLineCount` show at once.
  package init(lineCount: Int, visibleLineCount: Int) {
    self.lineCount = lineCount
    self.visibleLineCount = visibleLineCount
  }
}
