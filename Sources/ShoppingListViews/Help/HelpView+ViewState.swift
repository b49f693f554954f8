import ShoppingListFeatures
import TerminalUI

extension HelpView {
  /// What the help overlay shows: its title, every line, and how far it is scrolled; the layout
  /// is worked out when it is drawn, from the screen it is drawn on.
  package struct ViewState: Equatable, Sendable {
    /// The title in the top border, naming the pane.
    package var title: String
    /// Every line of help.
    package var lines: [Line]
    /// The first line shown.
    package var scrollOffset: Int

    /// The view state of `state`.
    package init(_ state: Help.State) {
      title = "Keys · \(state.pane.title)"
      lines = HelpView.lines(for: state.pane)
      scrollOffset = state.scroll.offset
    }
  }
}

extension HelpView {
  /// One line of the help overlay.
  package enum Line: Equatable, Sendable {
    /// The title of a group of keys, e.g. "Editing a name".
    case heading(String)
    /// Keys and what they do, e.g. `"j down"` and `"move the cursor down"`.
    case binding(keys: String, summary: String)
    /// Space between groups.
    case blank
  }
}
