import ShoppingListFeatures
import TerminalUI

/// Where the help overlay goes on a screen and how much of it shows: one computation shared by
/// ``HelpView/render(_:into:in:)`` (to draw) and ``HelpView/extent(of:in:)`` (to measure what
/// ``Help`` may scroll), so they always agree.
///
/// The box is centred, at most ``maximumWidth`` columns wide, as tall as the lines need, and
/// keeps a margin when the screen has room for one; it never leaves the screen.
///
/// ```swift
/// let layout = HelpLayout(lineCount: 48, in: Rect(size: Size(width: 80, height: 24)))
/// layout.body.height       // 20 lines show at once
/// layout.maxScrollOffset   // 28
/// ```
package struct HelpLayout: Equatable, Sendable {
  /// The widest the box gets, borders included.
  static let maximumWidth = 64

  /// The whole overlay, border included.
  package let box: Rect
  /// Where the lines go.
  package let body: Rect
  /// How many lines there are in all.
  package let lineCount: Int

  /// Lays out `lineCount` lines of help inside `screen`.
  package init(lineCount: Int, in screen: Rect) {
    let horizontalMargin = screen.width >= 48 ? 2 : 0
    let verticalMargin = screen.height >= 16 ? 1 : 0
    let area = Rect(
      x: screen.minX + horizontalMargin, y: screen.minY + verticalMargin,
      width: screen.width - 2 * horizontalMargin, height: screen.height - 2 * verticalMargin
    )
    let width = min(area.width, Self.maximumWidth)
    let height = min(area.height, lineCount + 2)
    box = Rect(
      x: area.minX + (area.width - width) / 2, y: area.minY + (area.height - height) / 2,
      width: width, height: height
    )
    body = Rect(x: box.minX + 2, y: box.minY + 1, width: box.width - 4, height: box.height - 2)
    self.lineCount = lineCount
  }

  /// The largest scroll offset: the one that shows the last line at the bottom of the body.
  var maxScrollOffset: Int { max(0, lineCount - body.height) }

  /// How far Page Up and Page Down move: a page less one line of context.
  package var pageStep: Int { max(1, body.height - 1) }
}
