// The feature the Swift floors (Benchmarks/StoreFloor, Benchmarks/RuntimeFloor) run in a store:
// one reducer, so the two differ only in how they draw.

import Architecture

/// A cursor over `count` rows, which `j` and `k` move and `q` ends.
@Reducer
package struct CursorList {
  package struct State: Equatable {
    package var count: Int
    package var cursor = 0
    package var hasQuit = false

    package init(count: Int) {
      self.count = count
    }
  }

  package enum Action {
    case downKeyPressed
    case upKeyPressed
    case quitKeyPressed
  }

  package init() {}

  package var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .downKeyPressed:
        state.cursor = min(state.cursor + 1, state.count - 1)
      case .upKeyPressed:
        state.cursor = max(state.cursor - 1, 0)
      case .quitKeyPressed:
        state.hasQuit = true
      }
      return .none
    }
  }
}
