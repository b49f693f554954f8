import Architecture

/// The counter of the catalog's overview (`Architecture.md`), in a namespace of its own.
enum Overview {
  @Reducer
  struct Counter {
    struct State: Equatable { var count = 0 }
    enum Action: Equatable { case incrementKeyPressed }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        state.count += 1
        return .none
      }
    }
  }
}
