extension AppView {
  /// The view state of the active pane; only that pane's view state is derived.
  enum PaneViewState: Equatable, Sendable {
    /// The shopping list is shown.
    case list(ShoppingListView.ViewState)
    /// The counter is shown.
    case counter(CounterView.ViewState)
  }
}
