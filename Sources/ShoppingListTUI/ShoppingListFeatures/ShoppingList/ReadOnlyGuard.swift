import Architecture

/// Turns away the actions that would change a read-only list before any of the list's reducers
/// sees them, and says why in the status bar.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   ReadOnlyGuard {
///     Reduce { state, action in core(into: &state, action: action) }
///       .ifLet(\.nameEditor, action: \.editor) { LineEditor() }
///   }
/// }
/// ```
package struct ReadOnlyGuard<Guarded: Reducer<ShoppingList.State, ShoppingList.Action>>: Reducer {
  let guarded: Guarded

  /// Runs `guarded` for every action but the changes to a read-only list.
  package init(@ReducerBuilder<ShoppingList.State, ShoppingList.Action> _ guarded: () -> Guarded) {
    self.guarded = guarded()
  }

  package func reduce(
    into state: inout ShoppingList.State, action: ShoppingList.Action
  ) -> Effect<ShoppingList.Action> {
    if state.isReadOnly, action.changesItems {
      return .send(.delegate(.statusMessage("The list is read-only: changes are not possible")))
    }
    return guarded.reduce(into: &state, action: action)
  }
}
