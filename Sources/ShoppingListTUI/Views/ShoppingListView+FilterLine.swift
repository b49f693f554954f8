extension ShoppingListView {
  /// The line above the rows while a filter is typed or kept: the query and "N of M".
  struct FilterLine: Equatable, Sendable {
    /// The query as it fits the line, with the cursor while it is typed.
    var query: TextWindow
    /// Whether the query is being typed (the cursor shows).
    var isTyping: Bool
    /// "3 of 12", right-aligned.
    var counts: String

    /// The filter line for `filter` on a pane `width` columns wide.
    init(_ filter: ItemFilter, counts: String, width: Int) {
      let queryWidth = width - ShoppingListView.filterPrompt.displayWidth - counts.displayWidth - 1
      query = TextWindow(filter.query, width: queryWidth)
      isTyping = filter.isTyping
      self.counts = counts
    }
  }
}
