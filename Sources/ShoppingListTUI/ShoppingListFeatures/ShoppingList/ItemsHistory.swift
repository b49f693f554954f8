import ShoppingListModel

/// The list's undo and redo stacks: one step per thing the person did, bounded so a long session
/// cannot grow without limit.
package struct ItemsHistory: Equatable, Sendable {
  /// How many steps undo goes back at most.
  package static let limit = 200

  /// The steps that undo takes, most recent last.
  package var undoSteps: [UndoStep] = []
  /// The steps that redo takes, most recently undone last.
  var redoSteps: [UndoStep] = []

  /// Whether there is nothing to undo or redo.
  package var isEmpty: Bool { undoSteps.isEmpty && redoSteps.isEmpty }

  /// Records a new step that undoes what the person just did, forgetting what could be redone.
  package mutating func record(_ step: UndoStep) {
    undoSteps.append(step)
    if undoSteps.count > Self.limit {
      undoSteps.removeFirst(undoSteps.count - Self.limit)
    }
    redoSteps.removeAll()
  }

  /// A history holding these steps, empty by default.
  package init(undoSteps: [UndoStep] = [], redoSteps: [UndoStep] = []) {
    self.undoSteps = undoSteps
    self.redoSteps = redoSteps
  }
}

/// One step of undo or redo: the change that replays it and the words the status bar uses for
/// it ("deleted “milk”").
package struct UndoStep: Equatable, Sendable {
  /// The change to apply to take this step.
  package var change: ListChange
  /// What the person did, in the past tense, e.g. "sorted the list".
  package var label: String
  /// Whether someone else changed what the step would set since it was recorded: taking it
  /// would revert their later edit, so it is skipped instead.
  var isOutdated: Bool

  /// A step that applies `change`, described as `label`.
  package init(change: ListChange, label: String, isOutdated: Bool = false) {
    self.change = change
    self.label = label
    self.isOutdated = isOutdated
  }
}
