import ShoppingListFeatures
import TerminalUI

extension ShoppingListView {
  /// The part of a text field that fits its width, and where the cursor is in it: a text longer
  /// than the field scrolls by half a field at a time, so the cursor is always visible, and never
  /// further than needed to show the end of the text.
  ///
  /// ```swift
  /// TextWindow(LineEditor.State(text: "strawberries"), width: 8)
  /// // text: "berries", cursorColumn: 7
  /// ```
  package struct TextWindow: Equatable, Sendable {
    /// The visible text; a wide character cut by the left edge shows as a space.
    package var text: String
    /// The cursor's column from the left edge of the field.
    var cursorColumn: Int

    /// A window showing `text` with the cursor at `cursorColumn`.
    package init(text: String, cursorColumn: Int) {
      self.text = text
      self.cursorColumn = cursorColumn
    }
  }
}

extension ShoppingListView.TextWindow {
  /// The window of `editor` in a field `width` columns wide (at least one).
  package init(_ editor: LineEditor.State, width: Int) {
    let width = max(1, width)
    let cursor = editor.textBeforeCursor.reduce(0) { $0 + $1.displayWidth }
    let step = max(1, width / 2)
    let paged = cursor < width ? 0 : ((cursor - width) / step + 1) * step
    // NB: the column after the text is where the cursor sits when it is at the end.
    let start = min(paged, max(0, editor.text.displayWidth + 1 - width))
    var text = ""
    var column = 0
    for character in editor.text {
      let characterWidth = character.displayWidth
      defer { column += characterWidth }
      if column + characterWidth > start + width { break }
      if column >= start {
        text.append(character)
      } else if column + characterWidth > start {
        text.append(String(repeating: " ", count: column + characterWidth - start))
      }
    }
    self.text = text
    cursorColumn = cursor - start
  }
}
