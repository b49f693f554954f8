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
    var scrollOffset: Int
    /// The first key that closes the help, for the hint in the bottom border, if any does.
    var closeKey: String?

    /// The view state of `state`, listing the keys as `keys` binds them.
    package init(_ state: Help.State, keys: KeyMap = .standard) {
      title = "Keys · \(state.pane.title)"
      lines = HelpView.lines(for: state.pane, keys: keys)
      scrollOffset = state.scroll.offset
      closeKey = keys.firstKey(of: "close", in: .help)?.description
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
