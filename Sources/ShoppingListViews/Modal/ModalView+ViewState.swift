import Architecture
import ShoppingListFeatures
import TerminalUI

extension ModalView {
  /// What a dialog shows, taken from its `AlertState` or `ConfirmationDialogState` and the
  /// scroll position its feature keeps beside it; the layout is worked out when it is drawn,
  /// from the screen it is drawn on.
  package struct ViewState: Equatable, Sendable {
    /// The title in the top border.
    package var title: String
    /// The whole message, wrapped when drawn.
    package var message: String
    /// The buttons, with their shortcuts and what picking them sends.
    package var buttons: [Button]
    /// Which button Enter picks and the footer highlights.
    package var defaultButtonIndex: Int?
    /// Which button Escape picks, if any.
    package var cancelButtonIndex: Int?
    /// The first line of the wrapped message shown.
    package var scrollOffset: Int

    /// The view state of an alert scrolled to `scroll`.
    package init(_ alert: AlertState<ButtonAction>, scroll: ScrollPosition) {
      self.init(
        title: alert.title, message: alert.message, buttons: alert.buttons,
        scrollOffset: scroll.offset
      )
    }

    /// The view state of a confirmation dialog scrolled to `scroll`; its title always shows.
    package init(_ dialog: ConfirmationDialogState<ButtonAction>, scroll: ScrollPosition) {
      self.init(
        title: dialog.title, message: dialog.message, buttons: dialog.buttons,
        scrollOffset: scroll.offset
      )
    }

    /// Buttons get the letters of a yes/no question: `y` for the default one, `n` for the one
    /// that cancels; a lone button gets none, Enter and Escape pick it.
    private init(
      title: TextState, message: TextState?, buttons: [ButtonState<ButtonAction>],
      scrollOffset: Int
    ) {
      self.title = String(state: title)
      self.message = message.map { String(state: $0) } ?? ""
      defaultButtonIndex = buttons.firstIndex { $0.role != .cancel } ?? buttons.indices.first
      cancelButtonIndex = buttons.firstIndex { $0.role == .cancel }
      self.buttons = buttons.enumerated().map { [defaultButtonIndex] index, button in
        let shortcut: Character? =
          if buttons.count < 2 { nil }
          else if button.role == .cancel { "n" }
          else if index == defaultButtonIndex { "y" }
          else { nil }
        return Button(button, shortcut: shortcut)
      }
      self.scrollOffset = scrollOffset
    }

    /// The columns the buttons take in the footer.
    package var footerWidth: Int {
      ModalLayout.footerWidth(captions: buttons.map(\.caption))
    }

    /// What Enter sends: the default button's choice, or a plain dismissal.
    package var defaultChoice: PresentationAction<ButtonAction> {
      defaultButtonIndex.map { buttons[$0].choice } ?? .dismiss
    }

    /// What Escape sends: the cancel button's choice, or a plain dismissal.
    package var cancelChoice: PresentationAction<ButtonAction> {
      cancelButtonIndex.map { buttons[$0].choice } ?? .dismiss
    }
  }
}
