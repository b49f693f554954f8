import Architecture

/// The help overlay: every key of a pane and the keys that work everywhere, scrolled within
/// bounds and laid out again on resize. The app opens it with `?` and closes it on
/// ``Action/dismissKeyPressed``.
struct Help: Reducer {
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .scrollDownKeyPressed:
      state.scroll(by: 1)
    case .scrollUpKeyPressed:
      state.scroll(by: -1)
    case .pageDownKeyPressed:
      state.scroll(byPages: 1)
    case .pageUpKeyPressed:
      state.scroll(byPages: -1)
    case .screenResized(let size):
      state.resize(to: size)
    case .dismissKeyPressed:
      break
    }
    return .none
  }
}
