/// Tests a feature step by step: each sent action's state change, each action its effects feed
/// back, and that every effect finished, with failures reported where the test asserted.
///
/// It is exhaustive by default: an unasserted state change, an unreceived action or a still
/// running effect fails the test. Effects run on the main serial executor, one at a time, so
/// tests are deterministic.
///
/// ```swift
/// @MainActor
/// @Test func numberFact() async {
///   let store = TestStore(initialState: Counter.State()) {
///     Counter()
///   } withDependencies: {
///     $0.numberFact.fetch = { "\($0) is a good number." }
///   }
///   await store.send(.incrementKeyPressed) { $0.count = 1 }
///   await store.send(.numberFactKeyPressed)
///   await store.receive(\.numberFactResponse.success) {
///     $0.alert = "1 is a good number."
///   }
/// }
/// ```
@MainActor
public final class TestStore<State: Equatable, Action> {
  /// The state as of the last assertion.
  ///
  /// ```swift
  /// await store.send(.incrementKeyPressed) { $0.count = 1 }
  /// #expect(store.state.count == 1)
  /// ```
  public internal(set) var state: State

  /// How strictly the test is checked; see ``Exhaustivity``.
  ///
  /// ```swift
  /// store.exhaustivity = .off
  /// ```
  public var exhaustivity: Exhaustivity = .on

  /// How long `receive` and ``finish(timeout:fileID:filePath:line:column:)`` wait by default.
  ///
  /// ```swift
  /// store.timeout = .seconds(5)
  /// ```
  public var timeout: Duration = .seconds(1)

  /// The dependencies the feature runs with; change them at any point of the test.
  ///
  /// ```swift
  /// store.dependencies.numberFact.fetch = { _ in throw NumberFactError.offline }
  /// ```
  public var dependencies: DependencyValues {
    get { self.context.dependencies }
    set { self.context.dependencies = newValue }
  }

  /// Whether async work runs serially on the main thread while this store is alive (the
  /// default), which makes effects deterministic; turn it off for a test that needs real
  /// parallelism, such as one driving a real server.
  ///
  /// ```swift
  /// store.useMainSerialExecutor = false
  /// ```
  public var useMainSerialExecutor = true {
    didSet {
      guard self.useMainSerialExecutor != oldValue else { return }
      if self.useMainSerialExecutor {
        MainSerialExecutorLease.acquire()
      } else {
        MainSerialExecutorLease.release()
      }
    }
  }

  let core: RootCore<State, TestAction<Action>>
  let context: TestStoreContext<State, Action>
  let callSite: CallSite
  /// The shared values the feature changed since the test last asserted.
  let sharedChanges = SharedChangeTracker()

  /// Creates a test store running `reducer` from `initialState`, with test dependencies updated
  /// by `prepareDependencies`.
  ///
  /// A dependency the test did not override reports an issue when the feature uses it.
  ///
  /// ```swift
  /// let store = TestStore(initialState: Counter.State()) {
  ///   Counter()
  /// } withDependencies: {
  ///   $0.continuousClock = TestClock()
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - initialState: The state to start from.
  ///   - reducer: The feature's reducer.
  ///   - prepareDependencies: Overrides dependencies for the test.
  ///   - fileID: The file a failure is reported in: the caller's, by default.
  ///   - filePath: The path of that file: the caller's, by default.
  ///   - line: The line a failure is reported at: the caller's, by default.
  ///   - column: The column a failure is reported at: the caller's, by default.
  // NB: the closure is not a reducer builder, as in TCA, so `initialState: .init()` can take
  // its type from the reducer the closure returns.
  public init(
    initialState: @autoclosure () -> State,
    reducer: () -> some Reducer<State, Action>,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in },
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let sharedChanges = self.sharedChanges
    let (initialState, reducer, dependencies) = withDependencies {
      prepareDependencies(&$0)
      $0.sharedChangeTrackers.append(sharedChanges)
    } operation: {
      @Dependency(\.self) var dependencies
      return (initialState(), BuiltReducer(reducer()), dependencies)
    }
    // NB: comparing while asserting reads every shared value the state holds, which tells
    // each of them to report its changes to this store, including those made by other threads.
    _ = sharedChanges.asserting { initialState == initialState }
    let context = TestStoreContext<State, Action>(dependencies: dependencies)
    self.state = initialState
    self.context = context
    self.core = RootCore(initialState: initialState) { state, action in
      context.reduce(reducer, into: &state, action: action)
    }
    self.callSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    context.cancelEffects = { [weak core = self.core] in core?.effects.cancelAll() }
    MainSerialExecutorLease.acquire()
  }

  deinit {
    // NB: not an `isolated deinit`, which would drop the task-local values that tie the
    // failures reported here to the test that is ending.
    MainActor.assumeIsolated {
      self.assertNothingLeftOver()
      self.assertNoSharedChanges(at: self.callSite)
      self.core.effects.cancelAll()
      if self.useMainSerialExecutor {
        MainSerialExecutorLease.release()
      }
    }
  }
}

/// A test store of a feature's domain, named by the feature.
///
/// ```swift
/// let store: TestStoreOf<Counter> = TestStore(initialState: Counter.State()) { Counter() }
/// ```
public typealias TestStoreOf<R: Reducer> = TestStore<R.State, R.Action> where R.State: Equatable
