import Architecture

extension App {
  /// What the person did anywhere in the app, what the runtime tells it, and what the panes
  /// and the app's own effects report.
  @CasePathable
  enum Action: Equatable, Sendable {
    /// Something happened in the shopping-list pane.
    case list(ShoppingList.Action)
    /// Something happened in the counter pane.
    case counter(Counter.Action)
    /// Something happened in the help overlay.
    case help(Help.Action)
    /// Something happened in the question asked when the final save failed.
    case quitConfirmation(ModalAction<QuitConfirmation>)

    /// The terminal has this size: once before the first frame and after every resize.
    case screenResized(Size)
    /// `Tab`.
    case nextPaneKeyPressed
    /// `shift+tab`.
    case previousPaneKeyPressed
    /// `?`.
    case helpKeyPressed
    /// `q`: save, then quit.
    case quitKeyPressed
    /// Ctrl-C, `SIGTERM` or `SIGHUP`: save, then quit without asking anything.
    case terminationRequested
    /// The status bar's message has been shown long enough.
    case statusMessageExpired
  }
}
