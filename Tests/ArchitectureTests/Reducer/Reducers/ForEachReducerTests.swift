import Architecture
import IssueCapture
import Testing

@MainActor
struct ForEachReducerTests {
  struct Row: Reducer {
    struct State: Equatable, Identifiable {
      let id: Int
      var ticks = 0
    }

    @CasePathable
    enum Action: Equatable { case startKeyPressed, stopKeyPressed, tick }

    enum CancelID { case timer }

    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .startKeyPressed:
        return .run { [clock] send in
          for await _ in clock.timer(interval: .seconds(1)) { await send(.tick) }
        }
        .cancellable(id: CancelID.timer)
      case .stopKeyPressed:
        return .cancel(id: CancelID.timer)
      case .tick:
        state.ticks += 1
        return .none
      }
    }
  }

  struct Rows: Reducer {
    struct State: Equatable { var rows: IdentifiedArrayOf<Row.State> = [] }

    @CasePathable
    enum Action: Equatable {
      case rows(IdentifiedActionOf<Row>)
      case deleteKeyPressed(id: Int)
      case tickedTwice(id: Int)
    }

    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .deleteKeyPressed(let id):
          state.rows.remove(id: id)
          return .none
        case .rows(.element(let id, .tick)):
          return state.rows[id: id]?.ticks == 2 ? .send(.tickedTwice(id: id)) : .none
        case .rows, .tickedTwice:
          return .none
        }
      }
      .forEach(\.rows, action: \.rows) { Row() }
    }
  }

  func makeStore(clock: TestClock<Duration>) -> TestStore<Rows.State, Rows.Action> {
    TestStore(initialState: Rows.State(rows: [Row.State(id: 1), Row.State(id: 2)])) {
      Rows()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func elementActionsAreReceivedThroughAnElementCaseKeyPath() async {
    let clock = TestClock()
    let store = self.makeStore(clock: clock)
    await store.send(.rows(.element(id: 1, action: .startKeyPressed)))
    await clock.advance(by: .seconds(1))
    await store.receive(\.rows[id: 1].tick) { $0.rows[id: 1]?.ticks = 1 }
    await clock.advance(by: .seconds(1))
    await store.receive(\.rows[id: 1].tick) { $0.rows[id: 1]?.ticks = 2 }
    await store.receive(\.tickedTwice, 1)
    await store.send(.rows(.element(id: 1, action: .stopKeyPressed)))
  }

  @Test func anElementCaseKeyPathDoesNotMatchAnotherElement() async {
    let clock = TestClock()
    let store = self.makeStore(clock: clock)
    await store.send(.rows(.element(id: 2, action: .startKeyPressed)))
    await clock.advance(by: .seconds(1))
    let issues = await captureIssues {
      await store.receive(\.rows[id: 1].tick) { $0.rows[id: 2]?.ticks = 1 }
    }
    #expect(
      issues.map(\.message) == [
        """
        Received unexpected action:

          ForEachReducerTests.Rows.Action.rows(
            .element(
              id: 2,
              action: .tick
            )
          )
        """
      ]
    )
    await store.send(.deleteKeyPressed(id: 2)) { $0.rows.remove(id: 2) }
  }

  @Test func elementsUsingTheSameCancelIDDoNotCancelEachOther() async {
    let clock = TestClock()
    let store = self.makeStore(clock: clock)
    await store.send(.rows(.element(id: 1, action: .startKeyPressed)))
    await store.send(.rows(.element(id: 2, action: .startKeyPressed)))
    await store.send(.rows(.element(id: 1, action: .stopKeyPressed)))
    await clock.advance(by: .seconds(1))
    await store.receive(\.rows[id: 2].tick) { $0.rows[id: 2]?.ticks = 1 }
    await store.send(.rows(.element(id: 2, action: .stopKeyPressed)))
  }

  @Test func removingAnElementCancelsItsEffects() async {
    let clock = TestClock()
    let store = self.makeStore(clock: clock)
    await store.send(.rows(.element(id: 1, action: .startKeyPressed)))
    await store.send(.rows(.element(id: 2, action: .startKeyPressed)))
    await store.send(.deleteKeyPressed(id: 1)) { $0.rows.remove(id: 1) }
    await clock.advance(by: .seconds(1))
    await store.receive(\.rows[id: 2].tick) { $0.rows[id: 2]?.ticks = 1 }
    await store.send(.deleteKeyPressed(id: 2)) { $0.rows.remove(id: 2) }
    await clock.advance(by: .seconds(5))
  }

  @Test func anActionForAMissingElementIsReportedNotACrash() async {
    let store = self.makeStore(clock: TestClock())
    let issues = await captureIssues {
      await store.send(.rows(.element(id: 42, action: .tick)))
    }
    #expect(
      issues.map(\.message) == [
        """
        A "forEach" at "ArchitectureTests/ForEachReducerTests.swift:58" received an action for a \
        missing element.

          Action:
            ForEachReducerTests.Rows.Action.rows(.element(id:, action: .tick))

        This is generally considered an application logic error, and can happen for a few reasons:

        A parent reducer removed an element with this ID before this reducer ran. This reducer \
        must run before any other reducer removes an element, which ensures that element \
        reducers can handle their actions while their state is still available.

        An in-flight effect emitted this action when state contained no element at this ID. \
        While it may be perfectly reasonable to ignore this action, consider canceling the \
        associated effect before an element is removed, especially if it is a long-living effect.

        This action was sent to the store while its state contained no element at this ID. To \
        fix this make sure that actions for this reducer can only be sent from a store when its \
        state contains an element at this id. In SwiftUI applications, use "ForEachStore".
        """
      ]
    )
  }
}
