/// One step of undo or redo: the change that replays it and the words the status bar uses for
/// it ("deleted “milk”").
struct UndoStep: Equatable, Sendable {
  /// The change to apply to take this step.
  var change: ItemsChange
  /// What the person did, in the past tense, e.g. "sorted the list".
  var label: String
}
