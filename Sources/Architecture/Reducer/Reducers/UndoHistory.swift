extension Reducer {
  /// Keeps a bounded undo/redo history of the state at `toValue`: one step per recorded action
  /// that changed it, restored by the undo and redo actions.
  ///
  /// A recorded action that leaves the value unchanged records nothing; a new step forgets the
  /// undone steps. The undo and redo actions restore the value first, then run this reducer,
  /// so it can react (to save, for instance).
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in
  ///     // add, delete, check, reorder…
  ///   }
  ///   .undoable(
  ///     \.items, history: \.undo,
  ///     undo: \.undoKeyPressed, redo: \.redoKeyPressed
  ///   ) { action in
  ///     switch action {
  ///     case .addItemKeyPressed, .deleteKeyPressed, .items: true
  ///     default: false
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - toValue: The state to keep a history of.
  ///   - toHistory: Where the history is kept in state.
  ///   - undo: The action that undoes a step.
  ///   - redo: The action that redoes an undone step.
  ///   - isRecorded: Whether an action's change is a step of its own.
  /// - Returns: A reducer running this one with an undo history.
  public func undoable<Value: Equatable>(
    _ toValue: WritableKeyPath<State, Value>,
    history toHistory: WritableKeyPath<State, UndoStack<Value>>,
    undo: CaseKeyPath<Action, Void>,
    redo: CaseKeyPath<Action, Void>,
    recording isRecorded: @escaping (_ action: Action) -> Bool
  ) -> UndoHistory<Self, Value> {
    UndoHistory(
      base: self,
      toValue: toValue,
      toHistory: toHistory,
      undo: AnyCasePath(undo),
      redo: AnyCasePath(redo),
      isRecorded: isRecorded
    )
  }

  /// Keeps a bounded undo/redo history of the state at `toValue`, recording the actions in the
  /// given cases.
  ///
  /// ```swift
  /// .undoable(
  ///   \.items, history: \.undo, undo: \.undoKeyPressed, redo: \.redoKeyPressed,
  ///   recording: \.addItemKeyPressed, \.deleteKeyPressed, \.items
  /// )
  /// ```
  ///
  /// - Parameters:
  ///   - toValue: The state to keep a history of.
  ///   - toHistory: Where the history is kept in state.
  ///   - undo: The action that undoes a step.
  ///   - redo: The action that redoes an undone step.
  ///   - recordedCases: The cases of the actions whose change is a step of its own.
  /// - Returns: A reducer running this one with an undo history.
  public func undoable<Value: Equatable>(
    _ toValue: WritableKeyPath<State, Value>,
    history toHistory: WritableKeyPath<State, UndoStack<Value>>,
    undo: CaseKeyPath<Action, Void>,
    redo: CaseKeyPath<Action, Void>,
    recording recordedCases: PartialCaseKeyPath<Action>...
  ) -> UndoHistory<Self, Value> where Action: CasePathable {
    self.undoable(toValue, history: toHistory, undo: undo, redo: redo) { action in
      recordedCases.contains { action[case: $0] != nil }
    }
  }
}

/// A reducer that keeps a bounded undo/redo history of a piece of its base's state; built by
/// `undoable(_:history:undo:redo:recording:)`.
///
/// ```swift
/// Reduce { state, action in .none }
///   .undoable(\.items, history: \.undo, undo: \.undoKeyPressed, redo: \.redoKeyPressed) {
///     $0.isEdit
///   }
/// ```
public struct UndoHistory<Base: Reducer, Value: Equatable>: Reducer {
  let base: BuiltReducer<Base>
  let toValue: WritableKeyPath<Base.State, Value>
  let toHistory: WritableKeyPath<Base.State, UndoStack<Value>>
  let undo: AnyCasePath<Base.Action, Void>
  let redo: AnyCasePath<Base.Action, Void>
  let isRecorded: (Base.Action) -> Bool

  init(
    base: Base,
    toValue: WritableKeyPath<Base.State, Value>,
    toHistory: WritableKeyPath<Base.State, UndoStack<Value>>,
    undo: AnyCasePath<Base.Action, Void>,
    redo: AnyCasePath<Base.Action, Void>,
    isRecorded: @escaping (Base.Action) -> Bool
  ) {
    self.base = BuiltReducer(base)
    self.toValue = toValue
    self.toHistory = toHistory
    self.undo = undo
    self.redo = redo
    self.isRecorded = isRecorded
  }

  /// Restores on undo and redo, records a step for recorded actions that changed the value, and
  /// runs the base reducer.
  ///
  /// ```swift
  /// _ = reducer.reduce(into: &state, action: .undoKeyPressed)
  /// ```
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    if self.undo.extract(from: action) != nil {
      self.restore(into: &state) { $0.undo(current: $1) }
      return self.base.reduce(into: &state, action: action)
    }
    if self.redo.extract(from: action) != nil {
      self.restore(into: &state) { $0.redo(current: $1) }
      return self.base.reduce(into: &state, action: action)
    }
    guard self.isRecorded(action) else {
      return self.base.reduce(into: &state, action: action)
    }
    let previous = state[keyPath: self.toValue]
    let effect = self.base.reduce(into: &state, action: action)
    if state[keyPath: self.toValue] != previous {
      state[keyPath: self.toHistory].record(previous)
    }
    return effect
  }

  private func restore(
    into state: inout Base.State,
    step: (inout UndoStack<Value>, Value) -> Value?
  ) {
    let current = state[keyPath: self.toValue]
    if let restored = step(&state[keyPath: self.toHistory], current) {
      state[keyPath: self.toValue] = restored
    }
  }
}
