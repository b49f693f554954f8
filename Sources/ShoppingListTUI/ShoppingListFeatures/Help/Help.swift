import Architecture

/// The help overlay: every key of a pane and the keys that work everywhere, scrolled within
/// what its view measured. The app opens it with `?` and closes it on
/// ``Action/dismissKeyPressed``.
@Reducer
package struct Help {
  /// Which pane's keys the overlay lists, and how far it is scrolled.
  package struct State: Equatable, Sendable {
    /// The pane whose keys are listed, above the keys that work everywhere.
    package var pane: Pane
    /// How far the lines are scrolled, within what the view measured.
    package var scroll = ScrollPosition()

    /// The overlay for `pane`'s keys, scrolled to the top.
    package init(pane: Pane) {
      self.pane = pane
    }
  }

  /// What the person did in the help overlay.
  package enum Action: Equatable, Sendable {
    /// `j` or `↓`.
    case scrollDownKeyPressed
    /// `k` or `↑`.
    case scrollUpKeyPressed
    /// `PgDn` or `Space`.
    case pageDownKeyPressed
    /// `PgUp`.
    case pageUpKeyPressed
    /// `?`, `Esc`, `q` or `Enter`: close the overlay.
    case dismissKeyPressed
  }

  package init() {}

  package var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .scrollDownKeyPressed:
        state.scroll.scroll(by: 1)
      case .scrollUpKeyPressed:
        state.scroll.scroll(by: -1)
      case .pageDownKeyPressed:
        state.scroll.scroll(byPages: 1)
      case .pageUpKeyPressed:
        state.scroll.scroll(byPages: -1)
      case .dismissKeyPressed:
        break
      }
      return .none
    }
  }
}
