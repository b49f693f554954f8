import Architecture
import Foundation
import ShoppingListModel

extension ConfirmationDialogState where Action == ShoppingList.Action.ConfirmationDialog {
  /// What `i` shows of an item: its quantity, category and note, and who added it and when,
  /// in `timeZone` and `locale`; one button closes it.
  static func itemDetails(_ item: ShoppingItem, timeZone: TimeZone, locale: Locale) -> Self {
    var lines: [String] = []
    lines.append("Quantity: \(item.quantity?.description ?? "none")")
    lines.append("Category: \(item.category.isEmpty ? "none" : item.category)")
    if !item.note.isEmpty { lines.append("Note: \(item.note)") }
    lines.append(item.isChecked ? "In the basket." : "Still to get.")
    if let added = item.added {
      var style = Date.FormatStyle(date: .abbreviated, time: .shortened)
      style.timeZone = timeZone
      style.locale = locale
      lines.append("Added by \(added.device), \(added.time.formatted(style)).")
    }
    return ConfirmationDialogState(titleVisibility: .visible) {
      TextState(item.name)
    } actions: {
      ButtonState(role: .cancel) { TextState("Close") }
    } message: {
      TextState(lines.joined(separator: "\n"))
    }
  }
}
