extension Help {
  /// Which pane's keys the overlay lists, how far it is scrolled, and the screen it is laid out
  /// on (which decides how many lines show at once).
  struct State: Equatable, Sendable, ScrollableOverlay {
    /// The pane whose keys are listed, above the keys that work everywhere.
    var pane: Pane
    /// The first line shown; kept between zero and the layout's largest offset.
    var scrollOffset = 0
    /// The screen the overlay is centred on.
    var screenSize: Size

    /// The overlay for `pane`'s keys, scrolled to the top.
    init(pane: Pane, screenSize: Size) {
      self.pane = pane
      self.screenSize = screenSize
    }

    /// Where the overlay goes on its screen; the same layout ``HelpView`` draws.
    var layout: HelpLayout {
      HelpLayout(lineCount: HelpView.lines(for: pane).count, in: Rect(size: screenSize))
    }

    var maxScrollOffset: Int { layout.maxScrollOffset }
    var pageStep: Int { layout.pageStep }
  }
}
