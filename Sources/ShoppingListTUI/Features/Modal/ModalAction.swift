import Architecture

/// What can happen to a modal: the person picked a button, scrolled the message, or the terminal
/// changed size.
@CasePathable
enum ModalAction<ButtonAction: Equatable & Sendable>: Equatable, Sendable {
  /// A button was picked by its shortcut, Enter or Escape; `nil` only closes the modal. The
  /// parent acts on it and sets its optional modal state to `nil`.
  case buttonPressed(ButtonAction?)
  /// `j` or `↓`: one line further down the message.
  case scrollDownKeyPressed
  /// `k` or `↑`: one line back up.
  case scrollUpKeyPressed
  /// Page Down: a page further down, keeping one line of context.
  case pageDownKeyPressed
  /// Page Up: a page back up, keeping one line of context.
  case pageUpKeyPressed
  /// The terminal now has this size; the message is wrapped again and the scroll kept in range.
  case screenResized(Size)
}
