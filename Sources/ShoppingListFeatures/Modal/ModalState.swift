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
///   ]
/// )
/// ```
///
/// The parent handles `.buttonPressed` by acting on the button's action and setting its
/// optional to `nil`; ``Modal`` handles scrolling.
package struct ModalState<ButtonAction: Equatable & Sendable>: Equatable, Sendable {
  /// The title in the top border.
  package var title: String
  /// The text, word-wrapped to the modal's width; line breaks start new paragraphs.
  package var message: String
  /// The choices, in the order the footer shows them.
  package var buttons: [ModalButton<ButtonAction>]
  /// How far the wrapped message is scrolled, within what the view measured.
  package var scroll = ScrollPosition()

  /// A modal showing `message` under `title`, scrolled to the top.
  ///
  /// - Parameters:
  ///   - title: The title in the top border.
  ///   - message: The text to show.
  ///   - buttons: The choices; a lone "OK" by default.
  package init(title: String, message: String, buttons: [ModalButton<ButtonAction>] = [.ok]) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  /// The index of the button Enter picks: the first one that does not cancel, or else the first.
  package var defaultButtonIndex: Int? {
    buttons.firstIndex { $0.role != .cancel } ?? buttons.indices.first
  }

  /// The index of the button Escape picks, if one cancels.
  package var cancelButtonIndex: Int? {
    buttons.firstIndex { $0.role == .cancel }
  }
}
