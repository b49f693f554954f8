import Architecture
import Testing

@MainActor
struct StoreTests {
  struct Log: Reducer {
    struct State: Equatable {
      var log: [String] = []
      var child = Child.State()
    }

    @CasePathable
    enum Action: Equatable {
      case start
      case step(String)
      case child(Child.Action)
    }

    var body: some ReducerOf<Self> {
      Scope(state: \.child, action: \.child) { Child() }
      Reduce { state, action in
        switch action {
        case .start:
          state.log.append("start")
          return .merge(.send(.step("a")), .send(.step("b")))
        case let .step(name):
          state.log.append(name)
          return name == "a" ? .send(.step("a1")) : .none
        case .child:
          return .none
        }
      }
    }
  }

  struct Child: Reducer {
    struct State: Equatable { var count = 0 }

    @CasePathable
    enum Action: Equatable { case incrementKeyPressed }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      state.count += 1
      return .none
    }
  }

  @Test func sendEffectsAreBufferedAndProcessedInOrder() {
    let store = Store(initialState: Log.State()) { Log() }
    store.send(.start)
    #expect(store.state.log == ["start", "a", "b", "a1"])
  }

  @Test func scopedStoresReadAndWriteThroughTheRoot() {
    let store = Store(initialState: Log.State()) { Log() }
    let child = store.scope(state: \.child, action: \.child)
    child.send(.incrementKeyPressed)
    #expect(child.state.count == 1)
    #expect(store.state.child.count == 1)
    store.send(.child(.incrementKeyPressed))
    #expect(child.state.count == 2)
  }

  @Test func scopingTwiceTheSameWayGivesTheSameStore() {
    let store: StoreOf<Log> = Store(initialState: Log.State()) { Log() }
    let child = store.scope(\.child, action: \.child)
    #expect(child === store.scope(state: \.child, action: \.child))
    let count = child.scope(\.count, action: \.self)
    #expect(count === child.scope(\.count, action: \.self))
  }

  @Test func scopedStoresObserveTheirOwnStateAndScopeFurther() {
    let store = Store(initialState: Log.State()) { Log() }
    let child = store.scope(state: \.child, action: \.child)
    let count = child.scope(state: \.count, action: \.self)
    var counts: [Int] = []
    let subscription = count.subscribe { counts.append($0) }
    count.send(.incrementKeyPressed)
    store.send(.step("x"))
    #expect(counts == [1, 1])
    #expect(store.state.child.count == 1)
    _ = subscription
  }

  @Test func subscribersAreCalledOncePerSend() {
    let store = Store(initialState: Log.State()) { Log() }
    var states: [[String]] = []
    let subscription = store.subscribe { states.append($0.log) }
    store.send(.start)
    store.send(.step("c"))
    #expect(states == [["start", "a", "b", "a1"], ["start", "a", "b", "a1", "c"]])
    subscription.cancel()
    store.send(.step("d"))
    #expect(states.count == 2)
  }

  @Test func subscribersWithoutTheStateAreCalledOncePerSendAndReadTheNewState() {
    let store = Store(initialState: Log.State()) { Log() }
    let child = store.scope(state: \.child, action: \.child)
    var seen: [[String]] = []
    var childCounts: [Int] = []
    let subscription = store.subscribe { seen.append(store.state.log) }
    let childSubscription = child.subscribe { childCounts.append(child.state.count) }
    store.send(.start)
    child.send(.incrementKeyPressed)
    #expect(seen == [["start", "a", "b", "a1"], ["start", "a", "b", "a1"]])
    #expect(childCounts == [0, 1])
    subscription.cancel()
    childSubscription.cancel()
    store.send(.step("d"))
    #expect(seen.count == 2)
    #expect(childCounts.count == 2)
  }

  @Test func removeDuplicatesSkipsUnchangedProjections() {
    let store = Store(initialState: Log.State()) { Log() }
    var counts: [Int] = []
    let subscription = store.subscribe(removeDuplicates: { $0.child.count }) { counts.append($0) }
    store.send(.step("x"))
    store.send(.child(.incrementKeyPressed))
    store.send(.step("y"))
    store.send(.child(.incrementKeyPressed))
    #expect(counts == [1, 2])
    _ = subscription
  }

  @Test func releasingASubscriptionEndsIt() {
    let store = Store(initialState: Log.State()) { Log() }
    var calls = 0
    var subscription: StoreSubscription? = store.subscribe { _ in calls += 1 }
    store.send(.step("x"))
    subscription = nil
    store.send(.step("y"))
    #expect(calls == 1)
    #expect(subscription == nil)
  }

  @Test func sendsFromAnObserverAreQueuedNotRecursive() {
    let store = Store(initialState: Log.State()) { Log() }
    var depth = 0
    var maxDepth = 0
    let subscription = store.subscribe { state in
      depth += 1
      maxDepth = max(maxDepth, depth)
      if state.log.last == "x" { store.send(.step("y")) }
      depth -= 1
    }
    store.send(.step("x"))
    #expect(store.state.log == ["x", "y"])
    #expect(maxDepth == 1)
    _ = subscription
  }

  struct Ticker: Reducer {
    struct State: Equatable { var ticks = 0 }
    enum Action: Equatable { case start, tick }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .start:
        return .run { send in
          await send(.tick)
          await send(.tick)
        }
      case .tick:
        state.ticks += 1
        return .none
      }
    }
  }

  @Test func storeTaskFinishAwaitsTheEffects() async {
    let store = Store(initialState: Ticker.State()) { Ticker() }
    let task = store.send(.start)
    await task.finish()
    #expect(store.state.ticks == 2)
    #expect(!task.isCancelled)
  }

  @Test func storeTaskCancelDropsLaterActions() async {
    let store = Store(initialState: Ticker.State()) { Ticker() }
    let task = store.send(.start)
    task.cancel()
    await task.finish()
    #expect(task.isCancelled)
    #expect(store.state.ticks == 0)
  }

  @Test func cancellingATaskOfSeveralEffectsCancelsThemAll() async {
    let store = Store(initialState: Ticker.State()) {
      Reduce<Ticker.State, Ticker.Action> { state, action in
        switch action {
        case .start:
          return .merge(
            .run { send in
              try await Task.sleep(for: .seconds(1_000))
              await send(.tick)
            },
            .run { send in
              try await Task.sleep(for: .seconds(1_000))
              await send(.tick)
            }
          )
        case .tick:
          state.ticks += 1
          return .none
        }
      }
    }
    let task = store.send(.start)
    task.cancel()
    await task.finish()
    #expect(task.isCancelled)
    #expect(store.state.ticks == 0)
  }

  @Test func aSendWithoutEffectsReturnsAFinishedTask() async {
    let store = Store(initialState: Ticker.State()) { Ticker() }
    let task = store.send(.tick)
    #expect(task.isCancelled)
    await task.finish()
  }
}
