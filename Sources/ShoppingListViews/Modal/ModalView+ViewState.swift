import ShoppingListFeatures
import TerminalUI

extension ModalView {
  /// What a modal shows, taken from its ``ModalState``; the layout is worked out when it is
  /// drawn, from the screen it is drawn on.
  package struct ViewState: Equatable, Sendable {
    /// The title in the top border.
    package var title: String
    /// The whole message, wrapped when drawn.
    package var message: String
    /// The buttons, with the actions their keys send.
    package var buttons: [ModalButton<ButtonAction>]
    /// Which button Enter picks and the footer highlights.
    package var defaultButtonIndex: Int?
    /// Which button Escape picks, if any.
    package var cancelButtonIndex: Int?
    /// The first line of the wrapped message shown.
    package var scrollOffset: Int

    /// The view state of `state`.
    package init(_ state: ModalState<ButtonAction>) {
      title = state.title
      message = state.message
      buttons = state.buttons
      defaultButtonIndex = state.defaultButtonIndex
      cancelButtonIndex = state.cancelButtonIndex
      scrollOffset = state.scroll.offset
    }

    /// The columns the buttons take in the footer.
    package var footerWidth: Int {
      ModalLayout.footerWidth(captions: buttons.map(\.caption))
    }

    /// What Enter sends: the default button's action, or a plain dismissal.
    package var defaultAction: ButtonAction? {
      defaultButtonIndex.flatMap { buttons[$0].action }
    }

    /// What Escape sends: the cancel button's action, or a plain dismissal.
    package var cancelAction: ButtonAction? {
      cancelButtonIndex.flatMap { buttons[$0].action }
    }
  }
}
