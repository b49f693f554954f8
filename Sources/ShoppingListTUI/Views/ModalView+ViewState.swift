extension ModalView {
  /// What a modal shows, taken from its ``ModalState``; the layout is worked out when it is
  /// drawn, from the screen it is drawn on.
  struct ViewState: Equatable, Sendable {
    /// The title in the top border.
    var title: String
    /// The whole message, wrapped when drawn.
    var message: String
    /// The buttons, with the actions their keys send.
    var buttons: [ModalButton<ButtonAction>]
    /// Which button Enter picks and the footer highlights.
    var defaultButtonIndex: Int?
    /// Which button Escape picks, if any.
    var cancelButtonIndex: Int?
    /// The first line of the wrapped message shown.
    var scrollOffset: Int

    /// The view state of `state`.
    init(_ state: ModalState<ButtonAction>) {
      title = state.title
      message = state.message
      buttons = state.buttons
      defaultButtonIndex = state.defaultButtonIndex
      cancelButtonIndex = state.cancelButtonIndex
      scrollOffset = state.scrollOffset
    }

    /// The columns the buttons take in the footer.
    var footerWidth: Int {
      ModalLayout.footerWidth(captions: buttons.map(\.caption))
    }

    /// What Enter sends: the default button's action, or a plain dismissal.
    var defaultAction: ButtonAction? {
      defaultButtonIndex.flatMap { buttons[$0].action }
    }

    /// What Escape sends: the cancel button's action, or a plain dismissal.
    var cancelAction: ButtonAction? {
      cancelButtonIndex.flatMap { buttons[$0].action }
    }
  }
}
