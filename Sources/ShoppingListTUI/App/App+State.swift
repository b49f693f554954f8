import Architecture

extension App {
  /// Both panes and what they share: which pane is active, the screen, the status bar's
  /// transient message, the help overlay, and how far quitting has got.
  struct State: Equatable, Sendable {
    /// The shopping-list pane, created with the list loaded before the store started.
    var list: ShoppingList.State
    /// The number-fact counter pane.
    var counter: Counter.State
    /// The pane shown and given the keys.
    var activePane: Pane = .list
    /// The terminal, as the runtime last reported it.
    var screenSize: Size
    /// A message for the status bar that disappears after ``App/statusMessageDuration``.
    var statusMessage: String?
    /// The help overlay, while it is shown.
    var help: Help.State?
    /// The question asked when the final save failed, while it is shown.
    var quitConfirmation: ModalState<QuitConfirmation>?
    /// How far quitting has got, `nil` while the app runs normally.
    var quitting: Quitting?

    /// An app showing `list` and `counter` on a screen of `screenSize`, the list first.
    init(
      list: ShoppingList.State = ShoppingList.State(),
      counter: Counter.State = Counter.State(),
      screenSize: Size = ModalLayout.smallestScreen
    ) {
      self.list = list
      self.counter = counter
      self.screenSize = screenSize
    }

    /// Whether the app is done and the process may end.
    var hasQuit: Bool { quitting == .finished }
  }
}
