import Architecture
import ShoppingListFeatures
import ShoppingListStorage
import TerminalUI
import TestSupport
import Testing

@testable import ShoppingListViews

/// The README's worked example, compiled and run, so the README cannot drift from the library.
@MainActor
struct ReadmeStopwatchTests {
  struct Stopwatch: Reducer {
    struct State: Equatable {
      var seconds = 0
      var isRunning = false
    }

    @CasePathable
    enum Action: Equatable {
      case startStopKeyPressed
      case resetKeyPressed
      case tickReceived
    }

    @Dependency(\.continuousClock) var clock
    private enum CancelID { case ticking }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
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

  enum StopwatchView {
    struct ViewState: Equatable {
      var time: String
      init(_ state: Stopwatch.State) {
        let seconds = state.seconds % 60
        time = "\(state.seconds / 60):\(seconds < 10 ? "0" : "")\(seconds)"
      }
    }

    static let keyTable = KeyTable<ViewState, Stopwatch.Action>([
      KeyBinding(keys: [.character(" ")], summary: "start / stop") { _ in .startStopKeyPressed },
      KeyBinding(keys: [.character("r")], summary: "reset") { _ in .resetKeyPressed },
    ])

    static func render(_ state: ViewState, into canvas: inout Canvas, in rect: Rect) {
      let x = rect.minX + max(0, (rect.width - state.time.displayWidth) / 2)
      let y = rect.minY + rect.height / 2
      canvas.put(state.time, at: Point(x: x, y: y), style: Style(.bold, color: .accent))
    }
  }

  @Test func ticksWhileRunning() async {
    let clock = TestClock()
    let store = TestStore(initialState: Stopwatch.State()) {
      Stopwatch()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.startStopKeyPressed) { $0.isRunning = true }
    await clock.advance(by: .seconds(2))
    await store.receive(\.tickReceived) { $0.seconds = 1 }
    await store.receive(\.tickReceived) { $0.seconds = 2 }
    await store.send(.startStopKeyPressed) { $0.isRunning = false }
    await clock.advance(by: .seconds(5))  // stopped: nothing more arrives
  }

  @Test func drawsTheTimeAndMapsItsKeys() {
    var canvas = Canvas(size: Size(width: 9, height: 1))
    StopwatchView.render(.init(Stopwatch.State(seconds: 75)), into: &canvas, in: canvas.bounds)
    #expect(canvas.lines == ["  1:15   "])
    let keys = StopwatchView.keyTable
    let viewState = StopwatchView.ViewState(Stopwatch.State())
    #expect(keys.action(for: .character(" "), in: viewState) == .startStopKeyPressed)
    #expect(keys.action(for: .character("r"), in: viewState) == .resetKeyPressed)
  }
}
