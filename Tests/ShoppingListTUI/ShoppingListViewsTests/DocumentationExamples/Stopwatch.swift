import Architecture

@Reducer
struct Stopwatch {
  @ObservableState
  struct State: Equatable {
    var seconds = 0
    var isRunning = false
  }

  enum Action: Equatable {
    case startStopKeyPressed
    case resetKeyPressed
    case tickReceived
  }

  @Dependency(\.continuousClock) var clock
  private enum CancelID { case ticking }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .startStopKeyPressed:
        state.isRunning.toggle()
        guard state.isRunning else { return .cancel(id: CancelID.ticking) }
        return .run { send in
          for await _ in clock.timer(interval: .seconds(1)) { await send(.tickReceived) }
        }
        .cancellable(id: CancelID.ticking, cancelInFlight: true)
      case .resetKeyPressed:
        state.seconds = 0
        return .none
      case .tickReceived:
        state.seconds += 1
        return .none
      }
    }
  }
}
