import Architecture

/// The "Sharing state" article's features: two tabs that share ``Stats``.
@Reducer
struct CounterTab {
  struct State: Equatable {
    @Shared(.stats) var stats = Stats()
  }
  enum Action { case incrementKeyPressed, resetKeyPressed }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementKeyPressed:
        state.$stats.withLock { $0.increment() }
      case .resetKeyPressed:
        state.$stats.withLock { $0 = Stats() }
      }
      return .none
    }
  }
}

@Reducer
struct ProfileTab {
  struct State: Equatable {
    @SharedReader(.stats) var stats = Stats()
    var milestone = false
  }
  enum Action {
    case task
    case statsChanged(Stats)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .task:
        return .run { [stats = state.$stats] send in
          for await stats in stats.publisher.values { await send(.statsChanged(stats)) }
        }
      case .statsChanged(let stats):
        state.milestone = stats.count >= 100
        return .none
      }
    }
  }
}

@Reducer
struct StatsTabs {
  struct State: Equatable {
    var counter = CounterTab.State()
    var profile = ProfileTab.State()
  }
  enum Action {
    case counter(CounterTab.Action)
    case profile(ProfileTab.Action)
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.counter, action: \.counter) { CounterTab() }
    Scope(state: \.profile, action: \.profile) { ProfileTab() }
  }
}
