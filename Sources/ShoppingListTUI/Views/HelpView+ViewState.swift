extension HelpView {
  /// What the help overlay shows: its title, every line, and how far it is scrolled; the layout
  /// is worked out when it is drawn, from the screen it is drawn on.
  struct ViewState: Equatable, Sendable {
    /// The title in the top border, naming the pane.
    var title: String
    /// Every line of help.
    var lines: [Line]
    /// The first line shown.
    var scrollOffset: Int

    /// The view state of `state`.
    init(_ state: Help.State) {
      title = "Keys · \(state.pane.title)"
      lines = HelpView.lines(for: state.pane)
      scrollOffset = state.scrollOffset
    }
  }
}
