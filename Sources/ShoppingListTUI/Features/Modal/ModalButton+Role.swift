extension ModalButton {
  /// What a button means, so the modal knows which one Escape and Enter pick and the view can
  /// warn before a destructive choice.
  enum Role: Equatable, Sendable {
    /// Backs out without doing anything; picked by Escape.
    case cancel
    /// Destroys something; drawn as a warning.
    case destructive
  }
}
