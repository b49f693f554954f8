import Architecture

extension ShoppingList {
  /// Takes back the last change (`u`) and puts the cursor on the item it was about.
  package func undo(_ state: inout State) -> Effect<Action> {
    replayLastStep(
      from: \.undoSteps, onto: \.redoSteps, saying: "Undid", orElse: "Nothing to undo", in: &state
    )
  }

  /// Does the last undone change again (`ctrl+r`).
  package func redo(_ state: inout State) -> Effect<Action> {
    replayLastStep(
      from: \.redoSteps, onto: \.undoSteps, saying: "Redid", orElse: "Nothing to redo", in: &state
    )
  }

  /// Applies the last step of one stack, pushes the step that takes it back onto the other, and
  /// says what happened.
  private func replayLastStep(
    from source: WritableKeyPath<ItemsHistory, [UndoStep]>,
    onto destination: WritableKeyPath<ItemsHistory, [UndoStep]>,
    saying verb: String,
    orElse emptyMessage: String,
    in state: inout State
  ) -> Effect<Action> {
    guard state.editing == nil, let step = state.history[keyPath: source].popLast() else {
      return .send(.delegate(.statusMessage(StatusMessage(emptyMessage))))
    }
    guard !step.isOutdated else {
      let message = "Skipped, changed elsewhere since: \(step.label)"
      return .send(.delegate(.statusMessage(StatusMessage(message))))
    }
    let current = state.currentID
    let (inverse, focus) = state.apply(step.change)
    state.history[keyPath: destination].append(UndoStep(change: inverse, label: step.label))
    state.placeCursor(on: focus ?? current)
    return .merge(
      listChanged(&state),
      .send(.delegate(.statusMessage("\(verb): \(step.label)")))
    )
  }
}
