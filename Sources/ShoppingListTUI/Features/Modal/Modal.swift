import Architecture

/// Runs a ``ModalState``: scrolls its message within bounds and lays it out again on resize.
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
struct Modal<ButtonAction: Equatable & Sendable>: Reducer {
  func reduce(
    into state: inout ModalState<ButtonAction>,
    action: ModalAction<ButtonAction>
  ) -> Effect<ModalAction<ButtonAction>> {
    switch action {
    case .buttonPressed:
      break
    case .scrollDownKeyPressed:
      state.scroll(by: 1)
    case .scrollUpKeyPressed:
      state.scroll(by: -1)
    case .pageDownKeyPressed:
      state.scroll(byPages: 1)
    case .pageUpKeyPressed:
      state.scroll(byPages: -1)
    case let .screenResized(size):
      state.resize(to: size)
    }
    return .none
  }
}
