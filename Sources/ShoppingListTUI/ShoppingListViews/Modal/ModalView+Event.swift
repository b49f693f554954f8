import Architecture
import ShoppingListFeatures

extension ModalView {
  /// What a key or the mouse did in a dialog: picked a button or scrolled the text. The
  /// presenting feature's view turns it into its own actions, the presentation action of its
  /// `@Presents` dialog and the scroll action of the position it keeps beside it.
  ///
  /// ```swift
  /// ModalView.action(for: key, in: alert).map {
  ///   $0.action(picked: Counter.Action.alert, scrolled: Counter.Action.alertScrolled)
  /// }
  /// ```
  package enum Event: Equatable, Sendable {
    /// A button was picked: its action as `.presented`, or `.dismiss`.
    case picked(PresentationAction<ButtonAction>)
    /// The text was scrolled.
    case scrolled(ScrollMove)

    /// The presenting feature's action for this event.
    package func action<Action>(
      picked: (PresentationAction<ButtonAction>) -> Action,
      scrolled: (ScrollMove) -> Action
    ) -> Action {
      switch self {
      case .picked(let choice): picked(choice)
      case .scrolled(let move): scrolled(move)
      }
    }
  }
}
