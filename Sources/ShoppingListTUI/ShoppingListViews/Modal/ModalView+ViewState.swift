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
    var defaultButtonIndex: Int?
    /// Which button Escape picks, if any.
    var cancelButtonIndex: Int?
    /// The first line of the wrapped message shown.
    var scrollOffset: Int

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

    private init(
      title: TextState, message: TextState?, buttons: [ButtonState<ButtonAction>],
      scrollOffset: Int
    ) {
      let defaultIndex = buttons.firstIndex { $0.role != .cancel } ?? buttons.indices.first
      self.title = String(state: title)
      self.message = message.map { String(state: $0) } ?? ""
      self.buttons = buttons.indices.map { index in
        let shortcut = Self.shortcut(at: index, of: buttons, default: defaultIndex)
        return Button(buttons[index], shortcut: shortcut)
      }
      defaultButtonIndex = defaultIndex
      cancelButtonIndex = buttons.firstIndex { $0.role == .cancel }
      self.scrollOffset = scrollOffset
    }

    /// The keys of a question: `y` for the default button of a yes/no question (two buttons),
    /// `1` to `9` for the choices of a question of more (a list to pick), `n` for the button
    /// that cancels; a lone button gets none, Enter and Escape pick it.
    private static func shortcut(
      at index: Int, of buttons: [ButtonState<ButtonAction>], default defaultIndex: Int?
    ) -> Character? {
      guard buttons.count > 1 else { return nil }
      if buttons[index].role == .cancel { return "n" }
      guard buttons.count > 2 else { return index == defaultIndex ? "y" : nil }
      let choices = buttons.indices.filter { buttons[$0].role != .cancel }
      guard let position = choices.firstIndex(of: index), position < 9 else { return nil }
      return Character(String(position + 1))
    }

    /// The columns the buttons take in the footer.
    var footerWidth: Int {
      ModalLayout.footerWidth(captions: buttons.map(\.caption))
    }

    /// What Enter sends: the default button's choice, or a plain dismissal.
    var defaultChoice: PresentationAction<ButtonAction> {
      defaultButtonIndex.map { buttons[$0].choice } ?? .dismiss
    }

    /// What Escape sends: the cancel button's choice, or a plain dismissal.
    var cancelChoice: PresentationAction<ButtonAction> {
      cancelButtonIndex.map { buttons[$0].choice } ?? .dismiss
    }
  }
}
