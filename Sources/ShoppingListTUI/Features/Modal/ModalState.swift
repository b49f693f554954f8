/// A dialog as data, the app's counterpart of TCA's `AlertState`: a title, a message and the
/// buttons to choose from, kept in the presenting feature's state as an optional and run with
/// `.ifLet`, so any feature can ask a question or show a result the same way.
///
/// ```swift
/// state.alert = ModalState(
///   title: "Clear checked items",
///   message: "Delete the 3 checked items?",
///   buttons: [
///     ModalButton(label: "Delete", shortcut: "y", role: .destructive, action: .clearConfirmed),
///     ModalButton(label: "Cancel", shortcut: "n", role: .cancel),
///   ],
///   screenSize: state.screenSize
/// )
/// ```
///
/// The parent handles `.buttonPressed` by acting on the button's action and setting its
/// optional to `nil`; ``Modal`` handles scrolling and resizing.
struct ModalState<ButtonAction: Equatable & Sendable>: Equatable, Sendable, ScrollableOverlay {
  /// The title in the top border.
  var title: String
  /// The text, word-wrapped to the modal's width; line breaks start new paragraphs.
  var message: String
  /// The choices, in the order the footer shows them.
  var buttons: [ModalButton<ButtonAction>]
  /// The first line of the wrapped message that is shown; ``Modal`` keeps it between zero and
  /// the last offset at which the message still fills the modal.
  var scrollOffset: Int
  /// The screen the modal is centred on, which decides where the message wraps and how much of
  /// it shows at once.
  var screenSize: Size

  /// A modal showing `message` under `title`, scrolled to the top.
  ///
  /// - Parameters:
  ///   - title: The title in the top border.
  ///   - message: The text to show.
  ///   - buttons: The choices; a lone "OK" by default.
  ///   - screenSize: The screen the modal will be shown on. Pass the size the feature was told
  ///     about; the default, the smallest screen the app runs on, keeps every line reachable.
  init(
    title: String,
    message: String,
    buttons: [ModalButton<ButtonAction>] = [.ok],
    screenSize: Size = ModalLayout.smallestScreen
  ) {
    self.title = title
    self.message = message
    self.buttons = buttons
    self.scrollOffset = 0
    self.screenSize = screenSize
  }

  /// Where the modal's parts go on its screen, and the message wrapped to fit.
  var layout: ModalLayout {
    ModalLayout(
      title: title, message: message, footerWidth: footerWidth, in: Rect(size: screenSize)
    )
  }

  /// The index of the button Enter picks: the first one that does not cancel, or else the first.
  var defaultButtonIndex: Int? {
    buttons.firstIndex { $0.role != .cancel } ?? buttons.indices.first
  }

  /// The index of the button Escape picks, if one cancels.
  var cancelButtonIndex: Int? {
    buttons.firstIndex { $0.role == .cancel }
  }

  /// The columns the footer needs for every button's caption.
  var footerWidth: Int {
    ModalLayout.footerWidth(captions: buttons.map(\.caption))
  }

  var maxScrollOffset: Int { layout.maxScrollOffset }
  var pageStep: Int { layout.pageStep }
}
