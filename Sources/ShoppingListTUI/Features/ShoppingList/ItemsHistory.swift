/// The list's undo and redo stacks: one step per thing the person did, bounded so a long session
/// cannot grow without limit.
struct ItemsHistory: Equatable, Sendable {
  /// How many steps undo goes back at most.
  static let limit = 200

  /// The steps that undo takes, most recent last.
  var undoSteps: [UndoStep] = []
  /// The steps that redo takes, most recently undone last.
  var redoSteps: [UndoStep] = []

  /// Records a new step that undoes what the person just did, forgetting what could be redone.
  mutating func record(_ step: UndoStep) {
    undoSteps.append(step)
    if undoSteps.count > Self.limit {
      undoSteps.removeFirst(undoSteps.count - Self.limit)
    }
    redoSteps.removeAll()
  }
}
