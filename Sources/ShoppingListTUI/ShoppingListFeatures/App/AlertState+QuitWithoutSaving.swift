import Architecture

extension AlertState where Action == App.Action.Alert {
  /// The question asked when the list cannot be saved on the way out, naming the file and why:
  /// quit anyway and give up the unsaved changes, or keep the app open.
  ///
  /// An alert rather than a confirmation dialog: it reports a failure the person did not ask
  /// for, as TCA users (and Apple's guidelines) would show one.
  ///
  /// ```swift
  /// state.alert = .quitWithoutSaving(
  ///   SaveFailure(reason: "No space left on device", path: "/home/ada/list.json")
  /// )
  /// ```
  static func quitWithoutSaving(_ failure: SaveFailure) -> Self {
    let reason = failure.description
    let sentence = reason.prefix(1).uppercased() + reason.dropFirst()
    return AlertState {
      TextState("Quit without saving?")
    } actions: {
      ButtonState(role: .destructive, action: .quitWithoutSaving) { TextState("Quit") }
      ButtonState(role: .cancel) { TextState("Keep open") }
    } message: {
      TextState(
        """
        \(sentence).
        Quit anyway and lose the changes since the last save, or keep the app open and try \
        again after the next change?
        """
      )
    }
  }
}
