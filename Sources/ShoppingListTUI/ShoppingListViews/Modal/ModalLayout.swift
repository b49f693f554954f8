import ShoppingListFeatures
import TerminalUI

/// Where a dialog's parts go on a screen, and its message wrapped to fit: one computation shared
/// by ``ModalView/render(_:into:in:)`` (to draw) and ``ModalView/extent(of:in:)`` (to measure
/// how far the presenting feature may scroll it), so they always agree.
///
/// The box is as narrow as a short message allows and at most ``maximumTextWidth`` columns of
/// text, centred, with a margin when the screen has room for one; it never leaves the screen.
///
/// ```swift
/// let layout = ModalLayout(
///   title: "Fact about 42", message: fact, footerWidth: 2, in: Rect(size: screenSize)
/// )
/// layout.lines.count     // lines of wrapped text
/// layout.body.height     // lines shown at once
/// ```
package struct ModalLayout: Equatable, Sendable {
  /// The widest the text gets, for a comfortable line length.
  static let maximumTextWidth = 60
  /// The narrowest the text gets when the screen allows, so short messages do not look cramped.
  static let minimumTextWidth = 24
  /// The columns between two buttons in the footer.
  static let buttonSpacing = 3

  /// The whole modal, border included.
  package let box: Rect
  /// Where the message's lines go.
  package let body: Rect
  /// The row of buttons; empty when the screen has no room for it.
  package let footer: Rect
  /// The message wrapped to the body's width, every line of it.
  package let lines: [String]

  /// Lays out a modal inside `screen`.
  ///
  /// - Parameters:
  ///   - title: The title, which the box is made wide enough to show.
  ///   - message: The text to wrap.
  ///   - footerWidth: The columns the buttons need (see ``footerWidth(captions:)``).
  ///   - screen: The area to centre the modal in, usually the whole screen.
  package init(title: String, message: String, footerWidth: Int, in screen: Rect) {
    let horizontalMargin = screen.width >= 24 ? 2 : 0
    let verticalMargin = screen.height >= 16 ? 1 : 0
    let area = Rect(
      x: screen.minX + horizontalMargin, y: screen.minY + verticalMargin,
      width: screen.width - 2 * horizontalMargin, height: screen.height - 2 * verticalMargin
    )
    let naturalWidth = max(
      Self.minimumTextWidth, title.displayWidth + 1, footerWidth,
      Self.widestParagraph(of: message)
    )
    let textWidth = max(0, min(naturalWidth, Self.maximumTextWidth, area.width - 4))
    lines = WordWrap.lines(of: message, width: textWidth)

    // NB: the blank rows around the text go first when the screen is short.
    let padding = area.height - 5 >= min(lines.count, 3) ? 1 : 0
    let chrome = 3 + 2 * padding
    let bodyHeight = max(0, min(lines.count, area.height - chrome))
    let width = min(area.width, textWidth + 4)
    let height = min(area.height, bodyHeight + chrome)
    box = Rect(
      x: area.minX + (area.width - width) / 2, y: area.minY + (area.height - height) / 2,
      width: width, height: height
    )
    body = Rect(x: box.minX + 2, y: box.minY + 1 + padding, width: textWidth, height: bodyHeight)
    footer =
      height >= chrome
      ? Rect(x: box.minX + 2, y: box.maxY - 2, width: textWidth, height: 1)
      : Rect(x: box.minX + 2, y: box.minY, width: 0, height: 0)
  }

  /// The largest scroll offset: the one that shows the last line at the bottom of the body.
  var maxScrollOffset: Int { max(0, lines.count - body.height) }

  /// How far Page Up and Page Down move: a page less one line of context.
  package var pageStep: Int { max(1, body.height - 1) }

  /// The columns a footer of buttons with these captions takes.
  static func footerWidth(captions: [String]) -> Int {
    captions.reduce(0) { $0 + $1.displayWidth } + buttonSpacing * max(0, captions.count - 1)
  }

  private static func widestParagraph(of message: String) -> Int {
    message.split(whereSeparator: \.isNewline).reduce(0) { widest, paragraph in
      max(widest, paragraph.reduce(0) { $0 + $1.displayWidth })
    }
  }
}
