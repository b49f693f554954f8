extension ShoppingListView {
  /// Which key table is in force, and what the status bar calls the mode.
  enum Mode: Equatable, Sendable {
    /// Moving through and changing the list.
    case normal
    /// Typing an item's name.
    case editing
    /// Typing the filter query.
    case filtering

    /// The word for the status bar, or `nil` for the normal mode.
    var name: String? {
      switch self {
      case .normal: nil
      case .editing: "editing"
      case .filtering: "filtering"
      }
    }
  }
}
