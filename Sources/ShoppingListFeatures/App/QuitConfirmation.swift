/// The answer to the question asked when the list cannot be saved on the way out: quit anyway
/// and give up the unsaved changes, or (the cancel button, with no action) keep the app open.
package enum QuitConfirmation: Equatable, Sendable {
  /// Quit and lose the changes since the last successful save.
  case quitWithoutSaving

  /// The question, naming why the save failed.
  ///
  /// ```swift
  /// state.quitConfirmation = QuitConfirmation.question(
  ///   saveFailure: "could not save list.json: No space left on device"
  /// )
  /// ```
  package static func question(saveFailure reason: String) -> ModalState<QuitConfirmation> {
    let sentence = reason.prefix(1).uppercased() + reason.dropFirst()
    return ModalState(
      title: "Quit without saving?",
      message: """
        \(sentence).
        Quit anyway and lose the changes since the last save, or keep the app open and try \
        again after the next change?
        """,
      buttons: [
        ModalButton(label: "Quit", shortcut: "y", role: .destructive, action: .quitWithoutSaving),
        ModalButton(label: "Keep open", shortcut: "n", role: .cancel),
      ]
    )
  }
}
