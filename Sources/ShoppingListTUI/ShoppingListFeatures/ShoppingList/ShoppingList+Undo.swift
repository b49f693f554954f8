import Architecture
import Foundation
import ShoppingListModel
import ShoppingListStorage

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
    guard let inverse = state.record(step.change) else {
      // NB: what the step would do is done already (an item deleted here is back, kept by an
      // edit made elsewhere).
      let message = "Skipped, already so: \(step.label)"
      return .send(.delegate(.statusMessage(StatusMessage(message))))
    }
    state.history[keyPath: destination].append(UndoStep(change: inverse, label: step.label))
    state.placeCursor(on: step.change.focus ?? current)
    return .merge(
      listChanged(&state),
      .send(.delegate(.statusMessage("\(verb): \(step.label)")))
    )
  }
}

extension ListChange {
  /// The item the cursor goes to after the change is undone or redone, if one is left to point
  /// at.
  fileprivate var focus: UUID? {
    switch self {
    case .remove, .reorder: nil
    default: itemIDs.first
    }
  }
}
