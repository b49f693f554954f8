extension AppView {
  /// How the screen is split: the header on the first row, the status bar on the last, and the
  /// active pane in between. The app gives the list the pane's size from the same layout the
  /// view draws, so the rows it scrolls are exactly the rows on screen.
  ///
  /// ```swift
  /// AppView.Layout(screen: Size(width: 80, height: 24)).pane  // 80×22 at (0, 1)
  /// ```
  struct Layout: Equatable, Sendable {
    /// The row of pane names.
    let header: Rect
    /// The active pane.
    let pane: Rect
    /// The row of counts, mode, save state and messages.
    let statusBar: Rect

    /// The layout of a screen of `screen`; on a screen too short for all three, the pane gets
    /// what is left, possibly nothing.
    init(screen: Size) {
      let (header, rest) = Rect(size: screen).divided(atRow: 1)
      let (pane, statusBar) = rest.divided(atRow: rest.height - 1)
      self.header = header
      self.pane = pane
      self.statusBar = statusBar
    }
  }
}
