import Architecture
import IssueCapture
import Testing

@MainActor
struct PresentationReducerTests {
  @Reducer
  struct Timer {
    @ObservableState
    struct State: Equatable {
      var seconds = 0
      var wasPresented: Bool?
    }

    enum Action: Equatable {
      case startKeyPressed
      case tick
      case closeKeyPressed
      case presenceChecked
    }

    @Dependency(\.continuousClock) var clock
    @Dependency(\.dismiss) var dismiss
    @Dependency(\.isPresented) var isPresented

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .startKeyPressed:
          return .run { send in
            for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
          }
        case .tick:
          state.seconds += 1
          return .none
        case .closeKeyPressed:
          return .run { _ in await dismiss() }
        case .presenceChecked:
          state.wasPresented = isPresented
          return .none
        }
      }
    }
  }

  @Reducer(state: .equatable, action: .equatable)
  enum Destination {
    case timer(Timer)
    case dialog(ConfirmationDialogState<Dialog>)

    enum Dialog: Equatable { case clearConfirmed }
  }

  @Reducer
  struct Parent {
    @ObservableState
    struct State: Equatable {
      @Presents var timer: Timer.State?
      @Presents var alert: AlertState<Action.Alert>?
      @Presents var destination: Destination.State?
      var log: [String] = []
    }

    enum Action: Equatable {
      case timer(PresentationAction<Timer.Action>)
      case alert(PresentationAction<Alert>)
      case destination(PresentationAction<Destination.Action>)
      case showTimerKeyPressed
      case hideTimerKeyPressed
      case deleteKeyPressed
      case clearKeyPressed

      enum Alert: Equatable { case deletionConfirmed }
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .timer(.dismiss):
          state.log.append("timer dismissed at \(state.timer?.seconds ?? -1)")
          return .none
        case .timer:
          return .none
        case .alert(.presented(.deletionConfirmed)):
          state.log.append("deleted")
          return .none
        case .alert:
          return .none
        case .destination(.presented(.dialog(.clearConfirmed))):
          state.log.append("cleared")
          return .none
        case .destination:
          return .none
        case .showTimerKeyPressed:
          state.timer = Timer.State()
          return .none
        case .hideTimerKeyPressed:
          state.timer = nil
          return .none
        case .deleteKeyPressed:
          state.alert = AlertState {
            TextState("Delete everything?")
          } actions: {
            ButtonState(role: .destructive, action: .deletionConfirmed) { TextState("Delete") }
            ButtonState(role: .cancel) { TextState("Cancel") }
          }
          return .none
        case .clearKeyPressed:
          state.destination = .dialog(
            ConfirmationDialogState {
              TextState("Clear?")
            } actions: {
              ButtonState(action: .clearConfirmed) { TextState("Clear") }
            }
          )
          return .none
        }
      }
      .ifLet(\.$timer, action: \.timer) { Timer() }
      .ifLet(\.$alert, action: \.alert)
      .ifLet(\.$destination, action: \.destination)
    }
  }

  func makeStore(
    _ state: Parent.State = Parent.State(), clock: TestClock<Duration> = TestClock()
  ) -> TestStore<Parent.State, Parent.Action> {
    TestStore(initialState: state) {
      Parent()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func theParentDismissingCancelsTheChildsEffects() async {
    let clock = TestClock()
    let store = self.makeStore(clock: clock)
    await store.send(.showTimerKeyPressed) { $0.timer = Timer.State() }
    await store.send(.timer(.presented(.startKeyPressed)))
    await clock.advance(by: .seconds(1))
    await store.receive(.timer(.presented(.tick))) { $0.timer?.seconds = 1 }
    await store.send(.hideTimerKeyPressed) { $0.timer = nil }
    await clock.advance(by: .seconds(5))
  }

  @Test func dismissRunsTheParentFirstThenClearsTheStateAndCancels() async {
    let clock = TestClock()
    let store = self.makeStore(clock: clock)
    await store.send(.showTimerKeyPressed) { $0.timer = Timer.State() }
    await store.send(.timer(.presented(.startKeyPressed)))
    await clock.advance(by: .seconds(1))
    await store.receive(\.timer.presented.tick) { $0.timer?.seconds = 1 }
    await store.send(.timer(.dismiss)) {
      $0.log = ["timer dismissed at 1"]
      $0.timer = nil
    }
    await clock.advance(by: .seconds(5))
  }

  @Test func theChildDismissesItselfWithTheDismissDependency() async {
    let clock = TestClock()
    let store = self.makeStore(clock: clock)
    await store.send(.showTimerKeyPressed) { $0.timer = Timer.State() }
    await store.send(.timer(.presented(.startKeyPressed)))
    await store.send(.timer(.presented(.closeKeyPressed)))
    await store.receive(\.timer.dismiss) {
      $0.log = ["timer dismissed at 0"]
      $0.timer = nil
    }
    await clock.advance(by: .seconds(5))
  }

  @Test func theChildKnowsItIsPresented() async {
    let store = self.makeStore()
    await store.send(.showTimerKeyPressed) { $0.timer = Timer.State() }
    await store.send(.timer(.presented(.presenceChecked))) { $0.timer?.wasPresented = true }

    let alone = TestStore(initialState: Timer.State()) { Timer() }
    await alone.send(.presenceChecked) { $0.wasPresented = false }
  }

  @Test func dismissingAFeatureThatIsNotPresentedIsReported() async {
    // NB: a store, not a test store, whose feature is presented by the test (as in TCA).
    let store = Store(initialState: Timer.State()) { Timer() }
    let issues = await captureIssues {
      await store.send(.closeKeyPressed).finish()
    }
    #expect(
      issues.map(\.message) == [
        """
        A feature called "dismiss()" at "ArchitectureTests/PresentationReducerTests.swift:37" but \
        it is not presented.

        "dismiss()" only works in an effect of a feature presented with ".ifLet(\\.$destination, \
        action: \\.destination)" or pushed on a stack with ".forEach(\\.path, action: \\.path)", \
        run by a store.
        """
      ]
    )
  }

  @Test func dismissingAnAbsentChildIsReported() async {
    let store = self.makeStore()
    let issues = await captureIssues {
      await store.send(.timer(.dismiss)) { $0.log = ["timer dismissed at -1"] }
    }
    #expect(
      issues.map(\.message) == [
        """
        An "ifLet" at "ArchitectureTests/PresentationReducerTests.swift:119" received a \
        presentation action when destination state was absent.

          Action:
            PresentationReducerTests.Parent.Action.timer(.dismiss)

        This is generally considered an application logic error, and can happen for a few reasons:

        A parent reducer set destination state to "nil" before this reducer ran. This reducer \
        must run before any other reducer sets destination state to "nil". This ensures that \
        destination reducers can handle their actions while their state is still present.

        This action was sent to the store while destination state was "nil". Make sure that \
        actions for this reducer can only be sent from a store when state is present, or from \
        effects that start from this reducer.
        """
      ]
    )
  }

  @Test func anActionForAnAbsentChildIsReported() async {
    let store = self.makeStore()
    let issues = await captureIssues {
      await store.send(.timer(.presented(.tick)))
    }
    #expect(
      issues.map(\.message) == [
        """
        An "ifLet" at "ArchitectureTests/PresentationReducerTests.swift:119" received a \
        presentation action when destination state was absent.

          Action:
            PresentationReducerTests.Parent.Action.timer(.presented(.tick))

        This is generally considered an application logic error, and can happen for a few reasons:

        A parent reducer set destination state to "nil" before this reducer ran. This reducer \
        must run before any other reducer sets destination state to "nil". This ensures that \
        destination reducers can handle their actions while their state is still present.

        This action was sent to the store while destination state was "nil". Make sure that \
        actions for this reducer can only be sent from a store when state is present, or from \
        effects that start from this reducer.
        """
      ]
    )
  }

  @Test func anAlertIsDismissedAfterItsButton() async {
    let store = self.makeStore()
    await store.send(.deleteKeyPressed) {
      $0.alert = AlertState {
        TextState("Delete everything?")
      } actions: {
        ButtonState(role: .destructive, action: .deletionConfirmed) { TextState("Delete") }
        ButtonState(role: .cancel) { TextState("Cancel") }
      }
    }
    await store.send(.alert(.presented(.deletionConfirmed))) {
      $0.alert = nil
      $0.log = ["deleted"]
    }
  }

  @Test func anAlertIsDismissedByDismiss() async {
    let store = self.makeStore()
    store.exhaustivity = .off
    await store.send(.deleteKeyPressed)
    #expect(store.state.alert?.buttons.count == 2)
    store.exhaustivity = .on
    await store.send(.alert(.dismiss)) { $0.alert = nil }
  }

  @Test func anEnumDestinationRunsItsCaseReducer() async {
    let clock = TestClock()
    var state = Parent.State()
    state.destination = .timer(Timer.State())
    let store = self.makeStore(state, clock: clock)
    await store.send(.destination(.presented(.timer(.startKeyPressed))))
    await clock.advance(by: .seconds(1))
    await store.receive(\.destination.timer.tick) {
      $0.destination?.modify(\.timer) { $0.seconds = 1 }
    }
    await store.send(.clearKeyPressed) {
      $0.destination = .dialog(
        ConfirmationDialogState {
          TextState("Clear?")
        } actions: {
          ButtonState(action: .clearConfirmed) { TextState("Clear") }
        }
      )
    }
    await clock.advance(by: .seconds(5))
    await store.send(.destination(.presented(.dialog(.clearConfirmed)))) {
      $0.destination = nil
      $0.log = ["cleared"]
    }
  }

  @Test func anActionForAnotherCaseLeavesTheDialogPresented() async {
    var state = Parent.State()
    state.destination = .dialog(
      ConfirmationDialogState {
        TextState("Clear?")
      } actions: {
        ButtonState(action: .clearConfirmed) { TextState("Clear") }
      }
    )
    let store = self.makeStore(state)
    let issues = await captureIssues {
      await store.send(.destination(.presented(.timer(.tick))))
    }
    #expect(
      issues.map(\.firstLine) == [
        """
        A "Scope" at "ArchitectureTests/PresentationReducerTests.swift:47" received a child action \
        when child state was set to a different case.
        """
      ]
    )
  }

  @Test func theChildDismissesItselfFromAnEnumDestination() async {
    var state = Parent.State()
    state.destination = .timer(Timer.State())
    let store = self.makeStore(state)
    await store.send(.destination(.presented(.timer(.closeKeyPressed))))
    await store.receive(\.destination.dismiss) { $0.destination = nil }
  }

  @Test func presentationStateDumpsAndComparesAsItsValue() {
    var state = Parent.State()
    state.timer = Timer.State(seconds: 3)
    #expect(state.$timer == PresentationState(wrappedValue: Timer.State(seconds: 3)))
    #expect(state.$timer.wrappedValue?.seconds == 3)
    var output = ""
    customDump(state.$timer, to: &output)
    // NB: `@ObservableState` keeps each tracked property in `_name`, which is what a dump shows,
    // as in TCA.
    #expect(
      output == """
        PresentationReducerTests.Timer.State(
          _seconds: 3,
          _wasPresented: nil
        )
        """
    )
  }

  /// A parent whose child is dismissed by a reducer that runs before the `ifLet` (`before`) or
  /// after it (`after`), where the `ifLet` only learns of it with the next action.
  @Reducer
  struct Outer {
    struct State: Equatable {
      @Presents var child: Timer.State?
    }

    enum Action: Equatable {
      case child(PresentationAction<Timer.Action>)
      case openKeyPressed
      case closeBeforeKeyPressed
      case closeAfterKeyPressed
      case otherKeyPressed
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        if action == .closeBeforeKeyPressed { state.child = nil }
        return .none
      }
      Reduce { state, action in
        if action == .openKeyPressed { state.child = Timer.State() }
        return .none
      }
      .ifLet(\.$child, action: \.child) { Timer() }
      Reduce { state, action in
        if action == .closeAfterKeyPressed { state.child = nil }
        return .none
      }
    }
  }

  @Test func aChildDismissedAroundTheIfLetHasItsEffectsCancelled() async {
    let clock = TestClock()
    let store = TestStore(initialState: Outer.State()) {
      Outer()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.openKeyPressed) { $0.child = Timer.State() }
    await store.send(.child(.presented(.startKeyPressed)))
    await store.send(.closeBeforeKeyPressed) { $0.child = nil }

    await store.send(.openKeyPressed) { $0.child = Timer.State() }
    await store.send(.child(.presented(.startKeyPressed)))
    await store.send(.closeAfterKeyPressed) { $0.child = nil }
    // NB: the `ifLet` ran before the reducer that dismissed the child; the next action tells it.
    await store.send(.otherKeyPressed)
    await clock.advance(by: .seconds(5))
  }
}
