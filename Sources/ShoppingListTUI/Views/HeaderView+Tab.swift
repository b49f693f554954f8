extension HeaderView {
  /// A pane's name in the header.
  struct Tab: Equatable, Sendable {
    /// The pane's name.
    var title: String
    /// Whether the pane is the one shown.
    var isActive: Bool
  }
}
