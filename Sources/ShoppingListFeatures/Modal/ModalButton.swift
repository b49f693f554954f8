/// One choice a modal offers, as data: what it says, the key that picks it, and the action the
/// parent feature receives when it is picked (`nil` only closes the modal).
///
/// ```swift
/// ModalButton(label: "Delete", shortcut: "y", role: .destructive, action: .deleteConfirmed)
/// ModalButton<Never>.ok
/// ```
package struct ModalButton<ButtonAction: Equatable & Sendable>: Equatable, Sendable {
  /// The words on the button.
  package var label: String
  /// The key that picks the button, matched without regard to case.
  package var shortcut: Character?
  /// What kind of choice this is: Escape picks the cancel button, Enter the first other one.
  package var role: Role?
  /// What the parent receives when the button is picked; `nil` only closes the modal.
  package var action: ButtonAction?

  /// A button with a label, and optionally a shortcut, a role and an action.
  package init(
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
  package static var ok: Self { Self(label: "OK") }

  /// The label with its shortcut key in front (`"y Delete"`), as the modal's footer shows it.
  package var caption: String {
    shortcut.map { "\($0) \(label)" } ?? label
  }

  /// Whether `character` is this button's shortcut.
  package func isPicked(by character: Character) -> Bool {
    guard let shortcut else { return false }
    return shortcut.lowercased() == character.lowercased()
  }
}

extension ModalButton {
  /// What a button means, so the modal knows which one Escape and Enter pick and the view can
  /// warn before a destructive choice.
  package enum Role: Equatable, Sendable {
    /// Backs out without doing anything; picked by Escape.
    case cancel
    /// Destroys something; drawn as a warning.
    case destructive
  }
}
