/// One choice a modal offers, as data: what it says, the key that picks it, and the action the
/// parent feature receives when it is picked (`nil` only closes the modal).
///
/// ```swift
/// ModalButton(label: "Delete", shortcut: "y", role: .destructive, action: .deleteConfirmed)
/// ModalButton<Never>.ok
/// ```
struct ModalButton<ButtonAction: Equatable & Sendable>: Equatable, Sendable {
  /// The words on the button.
  var label: String
  /// The key that picks the button, matched without regard to case.
  var shortcut: Character?
  /// What kind of choice this is: Escape picks the cancel button, Enter the first other one.
  var role: Role?
  /// What the parent receives when the button is picked; `nil` only closes the modal.
  var action: ButtonAction?

  /// A button with a label, and optionally a shortcut, a role and an action.
  init(
    label: String,
    shortcut: Character? = nil,
    role: Role? = nil,
    action: ButtonAction? = nil
  ) {
    self.label = label
    self.shortcut = shortcut
    self.role = role
    self.action = action
  }

  /// A plain "OK" that closes the modal, for a modal that only informs.
  static var ok: Self { Self(label: "OK") }

  /// The label with its shortcut key in front (`"y Delete"`), as the modal's footer shows it.
  var caption: String {
    shortcut.map { "\($0) \(label)" } ?? label
  }

  /// Whether `character` is this button's shortcut.
  func isPicked(by character: Character) -> Bool {
    guard let shortcut else { return false }
    return shortcut.lowercased() == character.lowercased()
  }
}
