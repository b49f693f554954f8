import Architecture
import ShoppingListFeatures
import TerminalUI

extension ModalView {
  /// A dialog's button as the footer draws it: its caption, the key that picks it, its role,
  /// and what picking it sends to the presenting feature.
  ///
  /// ```swift
  /// ModalView.Button(ButtonState(role: .cancel) { TextState("Keep") }, shortcut: "n")
  /// // caption "n Keep", choice .dismiss
  /// ```
  package struct Button: Equatable, Sendable {
    /// The words on the button.
    package var label: String
    /// The key that picks the button, matched without regard to case.
    var shortcut: Character?
    /// Whether the button cancels or destroys something; a destructive one is drawn as a
    /// warning.
    package var role: ButtonStateRole?
    /// What picking it sends: its action as `.presented`, or `.dismiss` when it has none.
    package var choice: PresentationAction<ButtonAction>

    /// The button for `button`, picked by `shortcut`.
    package init(_ button: ButtonState<ButtonAction>, shortcut: Character?) {
      label = String(state: button.label)
      self.shortcut = shortcut
      role = button.role
      choice = button.action.action.map(PresentationAction.presented) ?? .dismiss
    }

    /// The label with its shortcut key in front (`"y Remove"`), as the footer shows it.
    var caption: String {
      shortcut.map { "\($0) \(label)" } ?? label
    }

    /// Whether `character` is this button's shortcut.
    func isPicked(by character: Character) -> Bool {
      guard let shortcut else { return false }
      return shortcut.lowercased() == character.lowercased()
    }
  }
}
