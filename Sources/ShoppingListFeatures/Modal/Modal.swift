import Architecture

/// Runs a ``ModalState``: scrolls its message within what its view measured.
///
/// Button presses are left to the parent, which presents the modal with `.ifLet` (so the
/// modal's effects end when it is dismissed) and handles them after this reducer ran:
///
/// ```swift
/// Reduce { state, action in
///   switch action {
///   case .alert(.buttonPressed(.clearConfirmed)):
///     state.alert = nil
///     return clearCheckedItems(&state)
///   case .alert(.buttonPressed):
///     state.alert = nil
///     return .none
///   case .alert:
///     return .none
///   // …
///   }
/// }
/// .ifLet(\.alert, action: \.alert) { Modal() }
/// ```
package struct Modal<ButtonAction: Equatable & Sendable>: Reducer {
  package init() {}

  package func reduce(
    into state: inout ModalState<ButtonAction>,
    action: ModalAction<ButtonAction>
  ) -> Effect<ModalAction<ButtonAction>> {
    switch action {
    case .buttonPressed:
      break
    case .scrollDownKeyPressed:
      state.scroll.scroll(by: 1)
    case .scrollUpKeyPressed:
      state.scroll.scroll(by: -1)
    case .pageDownKeyPressed:
      state.scroll.scroll(byPages: 1)
    case .pageUpKeyPressed:
      state.scroll.scroll(byPages: -1)
    }
    return .none
  }
}

/// What the person did in a modal: picked a button or scrolled the message.
@CasePathable
package enum ModalAction<ButtonAction: Equatable & Sendable>: Equatable, Sendable {
  /// A button was picked by its shortcut, Enter, Escape or a click; `nil` only closes the
  /// modal. The parent acts on it and sets its optional modal state to `nil`.
  case buttonPressed(ButtonAction?)
  /// `j` or `↓`: one line further down the message.
  case scrollDownKeyPressed
  /// `k` or `↑`: one line back up.
  case scrollUpKeyPressed
  /// Page Down: a page further down, keeping one line of context.
  case pageDownKeyPressed
  /// Page Up: a page back up, keeping one line of context.
  case pageUpKeyPressed
}
