import ShoppingListFeatures
import TerminalUI

extension ShoppingListView {
  /// The rows the wheel scrolls a notch, as lazygit does.
  static let wheelRows = 3
  /// The columns of a row's checkbox, from the row's left edge: after the cursor mark and a
  /// space, as ``render(_:into:in:)`` draws it.
  static let checkboxColumns = 2..<5

  /// The action a mouse event in the pane drawn in `pane` sends: a left click on a row's
  /// checkbox checks it, elsewhere on a row moves the cursor there; the wheel scrolls.
  package static func action(
    for event: MouseEvent, in state: ViewState, in pane: Rect
  ) -> ShoppingList.Action? {
    guard pane.contains(event.position) else { return nil }
    switch event.kind {
    case .wheelDown: return .wheelScrolled(rows: wheelRows)
    case .wheelUp: return .wheelScrolled(rows: -wheelRows)
    case .press(.left): break
    default: return nil
    }
    var y = pane.minY + state.banner.count + (state.filterLine == nil ? 0 : 1)
    var clicked: Row?
    for row in state.rows {
      // NB: a group's heading takes the line above its first row; a click on it does nothing.
      if row.heading != nil { y += row.headingGap ? 2 : 1 }
      if y == event.position.y {
        clicked = row
        break
      }
      y += 1
    }
    guard let row = clicked else { return nil }
    if checkboxColumns.contains(event.position.x - pane.minX) {
      return .checkboxClicked(row.id)
    }
    return .rowClicked(row.id)
  }
}
