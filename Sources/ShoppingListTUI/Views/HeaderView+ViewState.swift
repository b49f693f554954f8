extension HeaderView {
  /// The header's pane names, in `Tab` order, and which one is active.
  struct ViewState: Equatable, Sendable {
    /// One name per pane, in `Tab` order.
    var tabs: [Tab]

    /// The header when `activePane` is shown.
    init(activePane: Pane) {
      tabs = Pane.allCases.map { Tab(title: $0.title, isActive: $0 == activePane) }
    }
  }
}
